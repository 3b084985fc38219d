// Requests that never reach a route: too slow, headers too large, an address that cannot be decoded.
// Each gets a problem+json answer with the security headers, and slow sockets are closed.
import { type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '800' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends `text` on a raw socket and collects everything until the server closes it. */
function raw(text: string, keepSending?: (socket: Socket) => void): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(text);
      keepSending?.(socket);
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 10 s: ${answer}`));
    }, 10_000);
  });
}

const problemOf = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: JSON.parse(body) };
};

describe('timeouts', () => {
  it('closes a request whose body trickles in, with 408', async () => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const { answer, ms } = await raw(
      'POST /api/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      (socket) => {
        timer = setInterval(() => socket.writable && socket.write(' '), 300);
      },
    );
    clearInterval(timer);
    const problem = problemOf(answer);
    expect(problem.status).toBe(408);
    expect(problem.head).toContain('content-type: application/problem+json');
    expect(problem.head).toContain('x-content-type-options: nosniff');
    expect(problem.body).toMatchObject({ status: 408, title: 'Request Timeout' });
    expect(ms).toBeLessThan(5000);
  });

  it('closes a request whose headers never finish, with 408', async () => {
    const { answer, ms } = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expect(problemOf(answer).status).toBe(408);
    expect(ms).toBeLessThan(5000);
  });
});

describe('requests that never reach a route', () => {
  it('answers headers too large with a 431 problem and the security headers', async () => {
    const { answer } = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const problem = problemOf(answer);
    expect(problem.status).toBe(431);
    expect(problem.head).toContain('content-type: application/problem+json');
    expect(problem.head).toContain("content-security-policy: default-src 'none'");
    expect(problem.body).toMatchObject({ status: 431, title: 'Request Header Fields Too Large' });
  });

  it('answers an address that cannot be decoded with a 400 problem and the security headers', async () => {
    for (const url of ['/assets/%ff', '/api/videos/%ff']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeDefined();
    }
  });
});
