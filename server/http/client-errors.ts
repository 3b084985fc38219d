// Answers for requests that never reach a route: a malformed address, headers too large, a request
// too slow to arrive. They get the same problem+json body and security headers as every other answer.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Problem } from '../../contract/common';
import type { HeadersFor } from './security';
import { sendProblem } from './problems';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};

/** What went wrong before the request could be read, by Node's error code. */
function statusOf(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request headers are too large.'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') return [408, 'The request took too long to arrive.'];
  return [400, 'The request could not be read.'];
}

/** Fastify's clientErrorHandler: writes the problem on the raw socket and closes it. */
export function clientErrorHandler(headersFor: () => HeadersFor) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // A response already on its way (a pipelined request behind a download) must not be cut into.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, detail] = statusOf(error.code);
    const problem: Problem = { type: 'about:blank', title: REASONS[status]!, status, detail };
    const body = JSON.stringify(problem);
    const headers = {
      ...headersFor()('/api/'),
      'content-type': 'application/problem+json',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    if (socket.writable) socket.end(`HTTP/1.1 ${status} ${REASONS[status]}\r\n${head}\r\n${body}`);
    else socket.destroy();
  };
}

/** Fastify's frameworkErrors: a URL that cannot be decoded (`/assets/%ff`) is the client's mistake. */
export function frameworkErrors(headersFor: () => HeadersFor) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headersFor()(request.url));
    return sendProblem(reply, 400, error.code === 'FST_ERR_BAD_URL' ? 'That address is not valid.' : 'The request could not be read.');
  };
}
