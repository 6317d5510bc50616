import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceApi } from './reference-api.ts';

const SITE = 'http://127.0.0.1:4300';
const { server } = createReferenceApi({ allowedOrigins: () => [SITE], allowedHosts: () => [`127.0.0.1:${port()}`] });
const port = () => (server.address() as AddressInfo).port;

/** A raw request, so the test sets Host and Origin as any page or rebound name could. */
function call(path: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: port(), path, method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('reference API', () => {
  it('answers the example site with CORS for that origin only', async () => {
    const reply = await call('/batch?bn=12345', { Host: `127.0.0.1:${port()}`, Origin: SITE });
    expect(reply.status).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe(SITE);
  });

  it('refuses another page origin, preflight included, without CORS headers', async () => {
    for (const method of ['GET', 'OPTIONS']) {
      const reply = await call('/__control/requests', { Host: `127.0.0.1:${port()}`, Origin: 'http://evil.example' }, method);
      expect(reply.status).toBe(403);
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('refuses a Host header other than its own address (DNS rebinding)', async () => {
    const reply = await call('/__control/requests', { Host: 'rebound.evil.example' });
    expect(reply.status).toBe(421);
  });

  it('serves its request log without the tokens it received', async () => {
    await call('/subscriptions', { Host: `127.0.0.1:${port()}`, Authorization: 'Bearer secret-token-1' });
    const log = await call('/__control/requests', { Host: `127.0.0.1:${port()}` });
    expect(log.body).not.toContain('secret-token-1');
    expect(JSON.parse(log.body)).toContainEqual(expect.objectContaining({ path: '/subscriptions', token: 'present' }));
  });
});
