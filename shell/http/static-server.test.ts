import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createStaticServer, isInside, listen } from './static-server.ts';

describe('isInside', () => {
  const root = path.resolve('/srv/dist');
  it('accepts the root and what is below it', () => {
    expect(isInside(root, root)).toBe(true);
    expect(isInside(root, path.join(root, 'loader.js'))).toBe(true);
  });
  it('refuses a sibling that only shares the prefix, and anything above', () => {
    expect(isInside(root, path.resolve('/srv/dist-private/secret.txt'))).toBe(false);
    expect(isInside(root, path.join(root, '..', 'dist-private', 'x'))).toBe(false);
    expect(isInside(root, path.resolve('/srv'))).toBe(false);
  });
});

describe('a compressing static server (the CDN of the shell, the tests and the bench)', () => {
  const fetchFile = (url: string, acceptEncoding: string) =>
    new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }));
      }).on('error', reject);
    });

  const served = async (acceptEncoding: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'katkin-static-'));
    writeFileSync(path.join(dir, 'loader.js'), 'console.log("katkin");'.repeat(50));
    writeFileSync(path.join(dir, 'logo.png'), 'not really a png');
    const server = createStaticServer({ mounts: [['/', dir]], compress: true });
    const origin = await listen(server);
    try {
      const [script, image] = await Promise.all(['/loader.js', '/logo.png'].map((file) => fetchFile(`${origin}${file}`, acceptEncoding)));
      return { script: script!, image: image! };
    } finally {
      server.close();
      rmSync(dir, { recursive: true });
    }
  };

  it('answers scripts brotli-compressed when the browser accepts br, else gzip, else as they are', async () => {
    const text = 'console.log("katkin");'.repeat(50);
    const br = await served('gzip, deflate, br, zstd');
    expect(br.script.encoding).toBe('br');
    expect(brotliDecompressSync(br.script.body).toString()).toBe(text);
    const gzip = await served('gzip, deflate');
    expect(gzip.script.encoding).toBe('gzip');
    expect(gunzipSync(gzip.script.body).toString()).toBe(text);
    const none = await served('identity');
    expect(none.script.encoding).toBeUndefined();
    expect(none.script.body.toString()).toBe(text);
  });

  it('leaves files that are not text as they are', async () => {
    const { image } = await served('br');
    expect(image.encoding).toBeUndefined();
    expect(image.body.toString()).toBe('not really a png');
  });

  it('compresses a file again once it changes, in this server and in the next (the compressed copies are kept on disk)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'katkin-static-'));
    const file = path.join(dir, 'app.js');
    const servers = [createStaticServer({ mounts: [['/', dir]], compress: true }), createStaticServer({ mounts: [['/', dir]], compress: true })];
    try {
      const [first, second] = await Promise.all(servers.map((server) => listen(server)));
      writeFileSync(file, 'let version = 1;'.repeat(40));
      expect(brotliDecompressSync((await fetchFile(`${first}/app.js`, 'br')).body).toString()).toBe('let version = 1;'.repeat(40));
      expect(brotliDecompressSync((await fetchFile(`${second}/app.js`, 'br')).body).toString()).toBe('let version = 1;'.repeat(40));
      writeFileSync(file, 'let version = 22;'.repeat(40));
      expect(brotliDecompressSync((await fetchFile(`${first}/app.js`, 'br')).body).toString()).toBe('let version = 22;'.repeat(40));
      expect(brotliDecompressSync((await fetchFile(`${second}/app.js`, 'br')).body).toString()).toBe('let version = 22;'.repeat(40));
    } finally {
      for (const server of servers) server.close();
      rmSync(dir, { recursive: true });
    }
  });
});

describe('listen', () => {
  it("keeps an idle connection longer than Node's client agent does (5 s), so the client always closes it first", async () => {
    const server = createStaticServer({ mounts: [] });
    await listen(server);
    try {
      expect(server.keepAliveTimeout).toBe(10_000);
    } finally {
      server.close();
    }
  });
});
