// The API client package's module (dist/api/index.js, which npm run release packs as @katkin/api)
// in a browser: the README's example run as written, as a module from the dist origin, against the
// reference API. In Node and under TypeScript, from its installed tarball: packages.spec.ts.
import { expect, test } from './fixtures.ts';
import { readmeExample } from './readme-example.ts';

test.describe('API client package in Chromium', () => {
  test('the README example runs in Chromium as a module from the dist origin, with cookies on the basket calls', async ({ events, page, origins, api }) => {
    const id = `/api-example-${Math.random().toString(36).slice(2)}`;
    // The package's module as a browser app's bundler would find it, here by an import map.
    const importMap = `<script type="importmap">${JSON.stringify({ imports: { '@katkin/api': `${origins.dist}/api/index.js` } })}</script>`;
    origins.pages.set(`${id}.js`, { html: readmeExample(origins.api), headers: { 'Content-Type': 'text/javascript' } });
    origins.pages.set(`${id}.html`, { html: `<!doctype html><html lang="en-GB"><head><title>api</title>${importMap}<script type="module" src="${id}.js"></script></head><body></body></html>`, headers: {} });
    const printed = new Promise<string>((resolve) => page.on('console', (message) => message.type() === 'log' && resolve(message.text())));
    // The visitor's site session: a cookie of the host name, which the API shares (ports do not split cookies).
    await page.context().addCookies([{ name: 'site_session', value: 's1', domain: '127.0.0.1', path: '/' }]);
    await page.goto(`${origins.host}${id}.html`);
    expect(await printed).toBe('basket chk-1 is COMPLETE');
    expect(events.pageErrors).toEqual([]);
    expect(api.requests('/basket/chk-1').map((r) => r.cookies)).toEqual([['site_session'], ['site_session'], ['site_session']]);
    expect(api.requests('/v2/basket/customer-1')[0]).toMatchObject({ method: 'POST', token: 'tok-readme', origin: origins.host, cookies: ['site_session'] });
  });
});
