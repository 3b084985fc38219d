// Registers a route from its contract declaration (contract/endpoint.ts): the schemas, the status,
// sign-in and paging come from there, so a route file only says what the handler does.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  ANY_ROLE,
  type BodyOut,
  DEFAULT_ROLES,
  type EndpointSpec,
  type ParamsOut,
  type QueryOut,
  type ResponseOf,
} from '../../contract/endpoint';
import { NoBody } from '../../contract/common';
import type { UserRow } from '../db/schema';
import type { Page } from './paging';
import { HttpProblem, unauthorized } from './problems';

export type RouteRequest<E extends EndpointSpec> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: ParamsOut<E>;
  query: QueryOut<E>;
  body: BodyOut<E>;
  /** The signed-in user (set by requireUser on every route that is not public). */
  user: E['public'] extends true ? UserRow | null : UserRow;
};

type Answer<E extends EndpointSpec> = E['paged'] extends true
  ? Page<ResponseOf<E> extends readonly (infer T)[] ? T : never>
  : E['status'] extends 204
    ? void
    : E['response'] extends object
      ? ResponseOf<E>
      : FastifyReply;

export type Handler<E extends EndpointSpec> = (request: RouteRequest<E>, reply: FastifyReply) => Promise<Answer<E>> | Answer<E>;

export interface RouteOptions {
  /** Runs before the handler (an onRequest hook): requireUser, unless the endpoint is public. */
  requireUser(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void;
  /** Extra Fastify route config (a rate limit). */
  config?: RouteShorthandOptions['config'];
}

/** The URL of the next page: this request's path and query with the new cursor. */
function nextUrl(request: FastifyRequest, cursor: string): string {
  const [path, search = ''] = request.url.split('?');
  const query = new URLSearchParams(search);
  query.set('cursor', cursor);
  return `${path}?${query.toString()}`;
}

/** Why an account of this role may not call an endpoint: adults' accounts reach their own part only. */
function refusal(role: string): string {
  if (role === 'mentor') return 'A mentor account can only use its inbox.';
  if (role === 'moderator') return 'A staff account can only use moderation.';
  return 'This account cannot do that.';
}

/** The largest piece of a file one request may carry (contract/shorts.ts CLIP_CHUNK_BYTES, with room). */
export const BINARY_BODY_LIMIT = 5 * 1024 * 1024;
const OCTETS = 'application/octet-stream';

export function route<E extends EndpointSpec>(app: FastifyInstance, e: E, options: RouteOptions, handler: Handler<E>) {
  const status = e.status ?? 200;
  const body = e.binary ? undefined : (e.body ?? (e.method === 'GET' ? undefined : NoBody));
  // Bytes (a piece of a file) arrive as a Buffer, within their own limit; JSON keeps the app's small one.
  if (e.binary && !app.hasContentTypeParser(OCTETS))
    app.addContentTypeParser(OCTETS, { parseAs: 'buffer', bodyLimit: BINARY_BODY_LIMIT }, (_request, bytes, done) => done(null, bytes));
  // A public endpoint serves anyone; a signed-in one only the roles it names (a member's by default).
  const roles = e.roles ?? (e.public ? ANY_ROLE : DEFAULT_ROLES);
  app.route({
    method: e.method,
    url: e.path,
    schema: {
      ...(e.params && { params: e.params }),
      ...(e.query && { querystring: e.query }),
      ...(body && { body }),
      ...(e.response && { response: { [status]: e.response } }),
    },
    ...(options.config && { config: options.config }),
    // Who may call it is known before the request is read, so a refused role never learns more.
    // One synchronous hook (when the session is remembered): signed in, then the role.
    ...(!e.public && {
      onRequest: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) =>
        options.requireUser(request, reply, (error) => {
          if (error) return done(error);
          if (request.user && !(roles as readonly string[]).includes(request.user.role))
            return done(new HttpProblem(403, refusal(request.user.role)));
          done();
        }),
    }),
    async handler(request, reply) {
      if (!e.public && !request.user) throw unauthorized();
      const answer = await handler(request as unknown as RouteRequest<E>, reply);
      // A handler that answered itself (a 202, a 204 after clearing a cookie, an event stream) has said
      // everything. (Awaiting a returned reply waits for it to be sent, and answers undefined.)
      if (answer === reply || reply.sent) return reply;
      if (status === 204) return reply.code(204).send();
      if (e.paged) {
        const page = answer as Page<unknown>;
        if (page.next) reply.header('link', `<${nextUrl(request, page.next)}>; rel="next"`);
        return reply.code(status).send(page.items);
      }
      return reply.code(status).send(answer);
    },
  });
}
