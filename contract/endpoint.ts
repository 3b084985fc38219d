// An endpoint is declared once, here in contract/: method, path, params, query, body, response and
// status. The server registers its route from the declaration and the web calls it by name, so no
// screen restates a method, a path or a response type.
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface EndpointSpec {
  method: Method;
  /** Fastify-style path: '/api/videos/:id/like'. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Absent on a write: the call carries no body (nothing, or `{}`). */
  body?: z.ZodType;
  /** Absent: the answer is not JSON (a file) or there is none (204). */
  response?: z.ZodType;
  /** 200 by default. */
  status?: 200 | 201 | 204;
  /** A list answered as a JSON array, paged by `?limit=` and `?cursor=`, the next page in a Link header. */
  paged?: boolean;
  /** Open to visitors who are not signed in. */
  public?: boolean;
  /**
   * Which accounts may call it (contract/auth.ts ROLES); a member's only by default, so an adult's
   * account (a mentor's, a moderator's) reaches nothing of the teens' app unless an endpoint says so.
   */
  roles?: readonly ('member' | 'mentor' | 'moderator')[];
  /** Answers text/event-stream and stays open (contract/events.ts): no JSON response. */
  stream?: boolean;
  /** The body is bytes (application/octet-stream, a piece of a file), not JSON: the handler reads a Buffer. */
  binary?: boolean;
}

/** The roles of an endpoint that does not name its own: a member's (a teen's) alone. */
export const DEFAULT_ROLES = ['member'] as const;
/** Every kind of account (its session, its password). */
export const ANY_ROLE = ['member', 'mentor', 'moderator'] as const;

/** Declares an endpoint, keeping its exact type for both sides. */
export const endpoint = <const E extends EndpointSpec>(spec: E): E => spec;

type Infer<T, Dir extends 'in' | 'out'> = T extends z.ZodType ? (Dir extends 'in' ? z.input<T> : z.output<T>) : undefined;

/** What a caller sends. */
export type ParamsIn<E extends EndpointSpec> = Infer<E['params'], 'in'>;
export type QueryIn<E extends EndpointSpec> = Infer<E['query'], 'in'>;
export type BodyIn<E extends EndpointSpec> = Infer<E['body'], 'in'>;
/** What the server's handler reads, after validation. */
export type ParamsOut<E extends EndpointSpec> = Infer<E['params'], 'out'>;
export type QueryOut<E extends EndpointSpec> = Infer<E['query'], 'out'>;
export type BodyOut<E extends EndpointSpec> = E['binary'] extends true ? Buffer : Infer<E['body'], 'out'>;
/** What the answer holds. */
export type ResponseOf<E extends EndpointSpec> = E['response'] extends z.ZodType ? z.output<E['response']> : undefined;
/** One item of a paged list. */
export type ItemOf<E extends EndpointSpec> = ResponseOf<E> extends readonly (infer T)[] ? T : never;

/** The input of a call: only the parts the endpoint declares, each required when it has one. */
export type CallInput<E extends EndpointSpec> = (E['params'] extends z.ZodType ? { params: ParamsIn<E> } : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: QueryIn<E> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: BodyIn<E> } : { body?: never });

/** '/api/videos/:id/like' with { id: 3 } -> '/api/videos/3/like'. */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: missing the '${name}' parameter`);
    return encodeURIComponent(String(value));
  });
}

/** The query string for a call ('' when there is nothing to send). */
export function queryStringOf(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The next page's URL from a Link header, or null on the last page. */
export function nextLinkOf(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/.exec(part);
    if (match) return match[1] ?? null;
  }
  return null;
}
