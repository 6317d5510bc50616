import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceApi } from './reference-api.ts';

const SITE = 'http://127.0.0.1:4300';
const refused: string[] = [];
const { server } = createReferenceApi({ allowedOrigins: () => [SITE], allowedHosts: () => [`127.0.0.1:${port()}`], refused: (origin) => refused.push(origin) });
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
  it('lists every call it answers for the shell\'s fault panel', async () => {
    const reply = await call('/__control/routes', { Host: `127.0.0.1:${port()}` });
    const routes = JSON.parse(reply.body) as { method: string; path: string }[];
    expect(routes).toContainEqual({ method: 'GET', path: '/basket/{id}' });
    expect(routes).toContainEqual({ method: 'PATCH', path: '/customer/cat/update' });
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });

  it('answers a path it has not with a 404 that says where its routes are (a developer opening the printed URL)', async () => {
    const reply = await call('/', { Host: `127.0.0.1:${port()}` });
    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.body)).toEqual({ message: 'Reference API has no GET / (its routes: GET /__control/routes)' });
  });

  it('answers the example site with CORS for that origin only, credentials allowed (the cookie calls)', async () => {
    const reply = await call('/batch?bn=12345', { Host: `127.0.0.1:${port()}`, Origin: SITE });
    expect(reply.status).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe(SITE);
    expect(reply.headers['access-control-allow-credentials']).toBe('true');
  });

  it('passes the preflight of PUT, PATCH and DELETE calls with a token and a JSON body', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const reply = await call('/customer/shipping/ship-1', {
        Host: `127.0.0.1:${port()}`,
        Origin: SITE,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'authorization, content-type',
      }, 'OPTIONS');
      expect(reply.status).toBe(204);
      expect(reply.headers['access-control-allow-origin']).toBe(SITE);
      expect(reply.headers['access-control-allow-credentials']).toBe('true');
      expect(String(reply.headers['access-control-allow-methods']).split(', ')).toContain(method);
      expect(reply.headers['access-control-allow-headers']).toBe('Authorization, Content-Type, Accept');
    }
  });

  it('answers 401 without a bearer token on every call that needs a logged-in customer', async () => {
    const customerOnly: [string, string][] = [
      ['GET', '/customer/shipping/all'],
      ['GET', '/customer/billing/bill-1'],
      ['POST', '/customer/shipping'],
      ['PATCH', '/customer/billing/bill-1'],
      ['GET', '/customer/cats'],
      ['PATCH', '/customer/cat/update'],
      ['POST', '/customer/extraPlan/changeCadence'],
      ['POST', '/customer/changeAddonsList'],
      ['GET', '/customer/payment-method/all'],
      ['POST', '/customer/stripe-checkout/update-card-details'],
      ['PATCH', '/customer/subscription/delivery-date/update'],
      ['PUT', '/customer/subscription/fresh/recipes/update'],
      ['GET', '/surveys/complete'],
      ['GET', '/orders/had-halloween-recipe?planId=1005'],
      ['GET', '/orders/has-purchased-nibbles?planId=1001&months=3'],
      ['GET', '/subscriptions'],
      ['GET', '/applications/customer'],
      ['POST', '/applications/customer'],
      ['GET', '/estimation/subscription?subscriptionId=1001&code=STAY20'],
    ];
    for (const [method, path] of customerOnly) {
      const reply = await call(path, { Host: `127.0.0.1:${port()}` }, method);
      expect({ method, path, status: reply.status, body: reply.body }).toEqual({ method, path, status: 401, body: '{"message":"Log in first"}' });
    }
  });

  it('refuses another page origin, preflight included, without CORS headers, naming the fix and telling npm start once', async () => {
    for (const method of ['GET', 'OPTIONS']) {
      const reply = await call('/__control/requests', { Host: `127.0.0.1:${port()}`, Origin: 'http://evil.example' }, method);
      expect(reply.status).toBe(403);
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
      expect(reply.body).toBe('{"message":"Reference API does not answer pages on http://evil.example (if that page is yours, npm start with PAGE_ORIGINS=http://evil.example lets it)"}');
    }
    const fromFile = await call('/batch?bn=12345', { Host: `127.0.0.1:${port()}`, Origin: 'null' });
    expect(JSON.parse(fromFile.body)).toEqual({
      message:
        'Reference API does not answer pages on null (a page opened from a file cannot be allowed: serve it over http, say on http://127.0.0.1:8080, and start npm start with PAGE_ORIGINS=http://127.0.0.1:8080)',
    });
    expect(refused).toEqual(['http://evil.example', 'null']);
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
