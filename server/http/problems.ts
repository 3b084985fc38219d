// One error shape for the whole API: RFC 9457 problem details.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Problem } from '../../contract/common';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Throw from a route to answer with a problem; `errors` names offending fields (for 400/409). */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: Record<string, string>,
  ) {
    super(detail);
  }
}

export const notFound = (what = 'resource') => new HttpProblem(404, `No such ${what}.`);
export const unauthorized = () => new HttpProblem(401, 'Sign in to continue.');

export function sendProblem(reply: FastifyReply, status: number, detail?: string, errors?: Record<string, string>) {
  const body: Problem = { type: 'about:blank', title: TITLES[status] ?? 'Error', status };
  if (detail) body.detail = detail;
  if (errors) body.errors = errors;
  return reply.code(status).type('application/problem+json').send(body);
}

function fieldOf(path: string, context: string): string {
  const field = path.replace(/^\//, '').replaceAll('/', '.');
  return field || context;
}

export function installProblemHandlers(app: FastifyInstance, onUnknownPath: (req: FastifyRequest, reply: FastifyReply) => unknown) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) {
      return sendProblem(reply, error.status, error.detail, error.errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const v of error.validation) {
        const field = fieldOf(v.instancePath, error.validationContext ?? 'body');
        errors[field] ??= v.message ?? 'Invalid value.';
      }
      return sendProblem(reply, 400, 'Some fields need another look.', errors);
    }
    // PostgreSQL refusing text it cannot store (NUL, bad encoding) is the client's mistake.
    const code = (error as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return sendProblem(reply, 400, 'The text contains characters that cannot be stored.');
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return sendProblem(reply, status, error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return sendProblem(reply, 404, `No API route for ${request.method} ${request.url.split('?')[0]}.`);
    }
    return onUnknownPath(request, reply);
  });
}
