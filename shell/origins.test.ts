// The three origins as npm start makes them: the reference API answers the shell's pages and the
// developer's own (PAGE_ORIGINS), and tells npm start once about a page it refused; the host site
// answers a navigation to a page of the real site it does not have with where it was sent.
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startOrigins } from './origins.ts';

const refused: string[] = [];
const origins = await startOrigins({
  root: path.resolve(import.meta.dirname, '..'),
  // No file of dist/ is served here (the unit tests run beside the build, which empties it).
  distDir: path.resolve(import.meta.dirname, '../.tmp/no-dist'),
  pageOrigins: ['http://127.0.0.1:8080'],
  refused: (origin) => refused.push(origin),
});
afterAll(() => origins.close());

const batchFrom = (origin: string) => fetch(`${origins.api}/batch?bn=12345`, { headers: { Origin: origin } });

describe('startOrigins', () => {
  it("answers the shell's own pages and those of PAGE_ORIGINS", async () => {
    for (const origin of [origins.host, 'http://127.0.0.1:8080']) {
      const reply = await batchFrom(origin);
      expect([reply.status, reply.headers.get('access-control-allow-origin')]).toEqual([200, origin]);
    }
  });

  it('refuses any other page, telling npm start once', async () => {
    expect((await batchFrom('http://127.0.0.1:9090')).status).toBe(403);
    expect((await batchFrom('http://127.0.0.1:9090')).status).toBe(403);
    expect(refused).toEqual(['http://127.0.0.1:9090']);
  });
});

describe('the host site', () => {
  it('answers a navigation to a page it does not have with its address, escaped, and any other request with plain text', async () => {
    // Sent as written (fetch would percent-encode the < and the quotes): what a hostile link's path holds.
    const page = await new Promise<{ status?: number; type?: string; csp?: string; html: string }>((resolve, reject) => {
      const { hostname, port } = new URL(origins.host);
      const headers = { Accept: 'text/html,application/xhtml+xml' };
      const request = http.get({ hostname, port, path: `/discounts/applied?cat=<script>"'&x=1`, headers }, (reply) => {
        let html = '';
        reply.on('data', (chunk: Buffer) => (html += chunk));
        reply.on('end', () => resolve({ status: reply.statusCode, type: reply.headers['content-type'], csp: reply.headers['content-security-policy'] as string, html }));
      });
      request.on('error', reject);
    });
    expect([page.status, page.type, page.csp]).toEqual([404, 'text/html; charset=utf-8', "default-src 'none'; img-src 'self'"]);
    expect(page.html).toContain('The shell has no page at <code>/discounts/applied?cat=&#60;script&#62;&#34;&#39;&#38;x=1</code>. If a widget sent you here');
    const file = await fetch(`${origins.host}/nothing.js`);
    expect([file.status, await file.text()]).toEqual([404, 'not found: /nothing.js']);
  });
});
