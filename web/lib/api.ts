// The one HTTP client. Screens call endpoints by name from the contract (`call(financeApi.accounts)`),
// never by method and path. It sends credentials, speaks JSON, and turns a non-OK answer into
// Error("{status}: {body or statusText}") as SPEC §7 says, keeping the problem details for forms.
import type { Problem } from '../../contract/common';
import {
  type CallInput,
  type EndpointSpec,
  type ItemOf,
  type ResponseOf,
  nextLinkOf,
  pathOf,
  queryStringOf,
} from '../../contract/endpoint';
import { TAB_HEADER } from '../../contract/events-rules';
import { OfflineError, knownOffline, noteAnswer, noteRead, noteUnreachable } from './offline';
import { tabId } from './events';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problem?: Problem,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Per-field messages of a 400/409 problem. */
  get fieldErrors(): Record<string, string> {
    return this.problem?.errors ?? {};
  }

  /** A sentence fit to show a person (never the raw answer, "500: {}"). */
  get detail(): string {
    return this.problem?.detail ?? 'Something went wrong. Please try again.';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * Offline, a write is refused before anything is sent, and one whose request never reached Rise fails
 * with OfflineError (nothing is kept to be sent later); a read may be answered from the device by the
 * service worker (web/lib/offline.ts notes when it was saved).
 */
async function request(method: string, url: string, body?: unknown): Promise<Response> {
  if (method !== 'GET' && knownOffline()) throw new OfflineError();
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(body !== undefined && { 'content-type': 'application/json' }),
        // A write names its tab, so that this tab ignores the live event it causes (web/lib/events.ts).
        ...(method !== 'GET' && { [TAB_HEADER]: tabId }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    noteUnreachable();
    console.warn('Rise could not be reached.', error);
    throw new OfflineError();
  }
  noteAnswer(response);
  if (method === 'GET') noteRead(url);
  if (!response.ok) {
    const text = await response.text();
    let problem: Problem | undefined;
    try {
      problem = text ? (JSON.parse(text) as Problem) : undefined;
    } catch {
      problem = undefined;
    }
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, problem);
  }
  return response;
}

/**
 * An endpoint as the web holds it (web/lib/endpoints.ts, written by `npm run endpoints`): at run time
 * only its address, what a call needs (so a screen's first load evaluates no schema); as a type, the
 * contract's own declaration, which gives a call its input and its answer.
 */
export interface Address<E extends EndpointSpec> {
  readonly method: E['method'];
  readonly path: string;
  /** A list, paged by `?limit=` and `?cursor=`. */
  readonly paged?: true;
  /** The answer is JSON (absent: a file, or nothing). */
  readonly response?: true;
  /** Never set: the contract's endpoint, carried as a type only. */
  readonly endpoint?: E;
}

/** A contract's endpoints (`typeof financeApi` in contract/finance.ts), as addresses. */
export type Addresses<Api extends Record<string, EndpointSpec>> = { readonly [K in keyof Api]: Address<Api[K]> };

/** The contract's endpoint (or endpoints, for a choice of two) that an address stands for. */
export type EndpointOf<A> = A extends Address<infer E> ? E : never;

type Args<E extends EndpointSpec> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

function urlOf(e: Address<EndpointSpec>, input: { params?: unknown; query?: unknown } | undefined): string {
  return pathOf(e.path, input?.params as Record<string, unknown>) + queryStringOf(input?.query as Record<string, unknown>);
}

/** Calls an endpoint of the contract and answers its response. */
export async function call<A extends Address<EndpointSpec>, E extends EndpointSpec = EndpointOf<A>>(
  e: A,
  ...[input]: Args<E>
): Promise<ResponseOf<E>> {
  const response = await request(e.method, urlOf(e, input), input?.body);
  if (response.status === 204 || !e.response) return undefined as ResponseOf<E>;
  return (await response.json()) as ResponseOf<E>;
}

/** One page of a list: its items, and the URL of the next page (null on the last). */
export interface PageOf<T> {
  items: T[];
  next: string | null;
}

async function pageFrom<T>(response: Response): Promise<PageOf<T>> {
  return { items: (await response.json()) as T[], next: nextLinkOf(response.headers.get('link')) };
}

/** The first page of a paged list endpoint. */
export async function callPage<A extends Address<EndpointSpec & { paged: true }>, E extends EndpointSpec = EndpointOf<A>>(
  e: A,
  ...[input]: Args<E>
): Promise<PageOf<ItemOf<E>>> {
  return pageFrom(await request('GET', urlOf(e, input)));
}

/** A later page, from the `next` URL of the one before. */
export async function fetchNextPage<T>(next: string): Promise<PageOf<T>> {
  return pageFrom(await request('GET', next));
}

/** A read where a 401 means "no data" rather than an error (SPEC §7). */
export async function orNullWhenSignedOut<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** An endpoint's address, for a link or a download (a CSV file). */
export function hrefOf<A extends Address<EndpointSpec>, E extends EndpointSpec = EndpointOf<A>>(e: A, ...[input]: Args<E>): string {
  return urlOf(e, input);
}

/**
 * Every page of a short list (a catalogue, a conversation) from its first page, up to `maxPages`
 * pages: each page is capped by the server, and so is the whole.
 */
export async function allPages<T>(first: PageOf<T>, maxPages = 10): Promise<T[]> {
  const items = [...first.items];
  let next = first.next;
  for (let pages = 1; next && pages < maxPages; pages += 1) {
    const page = await fetchNextPage<T>(next);
    items.push(...page.items);
    next = page.next;
  }
  return items;
}
