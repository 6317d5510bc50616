// A small static file server for dist/ (the "CDN"), the example pages and the shell.
// HTML can have {{NAME}} placeholders filled per server (the other origins' URLs), and
// .ts files are transpiled on the fly so the shell's own scripts stay TypeScript.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
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
  /** The HTML of the 404 a browser's navigation gets (the host site: a page of the real site a
   * widget went to), instead of the plain text every other request gets. */
  notFoundPage?: (pathAndQuery: string) => { html: string; headers?: Record<string, string> };
}

/** True when candidate is root itself or inside it ("/srv/dist-private" is not inside "/srv/dist"). */
export function isInside(root: string, candidate: string): boolean {
  return candidate === root || candidate.startsWith(root.endsWith(path.sep) ? root : `${root}${path.sep}`);
}

/** A file found under a mount, with what stat said of it. */
interface FoundFile {
  file: string;
  stats: Stats;
}

async function findFile(mounts: [string, string][], urlPath: string): Promise<FoundFile | undefined> {
  for (const [prefix, folder] of mounts) {
    if (!urlPath.startsWith(prefix)) continue;
    const root = path.resolve(folder);
    let file = path.join(root, urlPath.slice(prefix.length));
    if (!isInside(root, file)) continue;
    try {
      let stats = await stat(file);
      if (stats.isDirectory()) {
        file = path.join(file, 'index.html');
        stats = await stat(file);
      }
      return { file, stats };
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
  const found = await findFile(options.mounts, urlPath);
  if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
  if (!found) {
    // A browser's navigation asks for HTML first; a script, a fetch or an image does not.
    if (options.notFoundPage && req.headers.accept?.startsWith('text/html')) {
      const page = options.notFoundPage(req.url ?? urlPath);
      res.writeHead(404, { 'Content-Type': contentTypes['.html']!, ...page.headers }).end(page.html);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`not found: ${urlPath}`);
    return;
  }
  const { file } = found;
  const extension = path.extname(file);
  const encoding = options.compress && TEXT.has(extension) ? acceptedEncoding(req.headers['accept-encoding']) : undefined;
  let body: Buffer | string = encoding ? await compressed(found, encoding) : await readFile(file);
  if (extension === '.html') body = fillVariables(body.toString('utf8'), options.variables?.() ?? {});
  if (extension === '.ts') body = (await transform(body.toString('utf8'), { loader: 'ts', format: 'esm' })).code;
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

// Compressed once per file version, at the highest level, as a CDN keeps them: in memory, and on
// disk, where every server shares them (the e2e suite's workers each run their own, and brotli's
// highest level is slow).
const compressedFiles = new Map<string, Buffer>();
const diskCache = path.join(os.tmpdir(), 'katkin-compressed');
async function compressed({ file, stats }: FoundFile, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding} ${file} ${stats.mtimeMs} ${stats.size}`;
  const known = compressedFiles.get(key);
  if (known) return known;
  const cached = path.join(diskCache, `${createHash('sha256').update(key).digest('hex')}.${encoding}`);
  const body = await readFile(cached).catch(async () => {
    const raw = await readFile(file);
    const made = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(raw, { level: 9 });
    // Written aside and renamed, so another server never reads half a file.
    await mkdir(diskCache, { recursive: true });
    const aside = `${cached}.${process.pid}`;
    await writeFile(aside, made);
    await rename(aside, cached);
    return made;
  });
  compressedFiles.set(key, body);
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
  // Longer than a Node client keeps an idle socket (http.globalAgent, 5 s, which Playwright's
  // route.fetch uses): at 5 s both, a request sent on a socket the server was just closing came
  // back ECONNRESET (once in a full e2e run). The client now always closes first.
  server.keepAliveTimeout = 10_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') return reject(new Error('no address'));
      resolve(`http://127.0.0.1:${address.port}`);
    });
  });
}
