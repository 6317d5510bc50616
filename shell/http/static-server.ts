// A small static file server for dist/ (the "CDN"), the example pages and the shell.
// HTML can have {{NAME}} placeholders filled per server (the other origins' URLs), and
// .ts files are transpiled on the fly so the shell's own scripts stay TypeScript.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { transform } from 'esbuild';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.ts': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

export interface StaticOptions {
  /** URL prefix -> folder, longest prefix first ("/examples/" -> "examples"). */
  mounts: [prefix: string, folder: string][];
  /** Values for {{NAME}} placeholders in HTML. */
  variables?: () => Record<string, string>;
  /** Extra headers per file (CSP for the strict example, cache headers for dist). */
  headers?: (filePath: string, urlPath: string) => Record<string, string>;
  cors?: boolean;
  /** Answer text files brotli- or gzip-compressed when the browser accepts it, as a CDN does. */
  compress?: boolean;
  /** Scripts made per request (the playground's bundle of the widgets' specs), by path. */
  scripts?: Record<string, () => Promise<string>>;
  /** Pages made in memory (the e2e suite's host pages), answered before any file. */
  pages?: Map<string, { html: string; headers?: Record<string, string> }>;
}

/** True when candidate is root itself or inside it ("/srv/dist-private" is not inside "/srv/dist"). */
export function isInside(root: string, candidate: string): boolean {
  return candidate === root || candidate.startsWith(root.endsWith(path.sep) ? root : `${root}${path.sep}`);
}

async function findFile(mounts: [string, string][], urlPath: string): Promise<string | undefined> {
  for (const [prefix, folder] of mounts) {
    if (!urlPath.startsWith(prefix)) continue;
    const root = path.resolve(folder);
    let candidate = path.join(root, urlPath.slice(prefix.length));
    if (!isInside(root, candidate)) continue;
    try {
      if ((await stat(candidate)).isDirectory()) candidate = path.join(candidate, 'index.html');
      await stat(candidate);
      return candidate;
    } catch {
      // not in this root: try the next
    }
  }
  return undefined;
}

export function fillVariables(text: string, variables: Record<string, string>): string {
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => variables[name] ?? whole);
}

async function handleStatic(options: StaticOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const made = options.pages?.get(urlPath);
  if (made) {
    res.writeHead(200, { 'Content-Type': contentTypes['.html']!, ...made.headers });
    res.end(made.html);
    return;
  }
  const script = options.scripts?.[urlPath];
  if (script) {
    res.writeHead(200, { 'Content-Type': contentTypes['.js']!, 'Cache-Control': 'no-cache' });
    res.end(await script());
    return;
  }
  const file = await findFile(options.mounts, urlPath);
  if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`not found: ${urlPath}`);
    return;
  }
  const extension = path.extname(file);
  let body: Buffer | string = await readFile(file);
  if (extension === '.html') body = fillVariables(body.toString('utf8'), options.variables?.() ?? {});
  if (extension === '.ts') body = (await transform(body.toString('utf8'), { loader: 'ts', format: 'esm' })).code;
  const encoding = options.compress && TEXT.has(extension) ? acceptedEncoding(req.headers['accept-encoding']) : undefined;
  if (encoding) body = await compressed(file, encoding);
  res.writeHead(200, {
    'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
    ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
    ...options.headers?.(file, urlPath),
  });
  res.end(body);
}

const TEXT = new Set(['.js', '.css', '.json', '.svg']);

function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = String(header ?? '').split(',').map((part) => part.trim().split(';')[0]);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
}

// Compressed once per file version, at the highest level, as a CDN keeps them.
const compressedFiles = new Map<string, Buffer>();
async function compressed(file: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const { mtimeMs, size } = await stat(file);
  const key = `${encoding} ${file} ${mtimeMs} ${size}`;
  let body = compressedFiles.get(key);
  if (!body) {
    const raw = await readFile(file);
    body = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(raw, { level: 9 });
    compressedFiles.set(key, body);
  }
  return body;
}

export function createStaticServer(options: StaticOptions): Server {
  return createServer((req, res) => {
    handleStatic(options, req, res).catch((error: Error) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(error.message);
    });
  });
}

/** Listens on 127.0.0.1 (port 0 = any free port) and returns the origin. */
export function listen(server: Server, port = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') return reject(new Error('no address'));
      resolve(`http://127.0.0.1:${address.port}`);
    });
  });
}
