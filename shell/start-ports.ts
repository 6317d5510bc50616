// npm start's ports and extra page origins: read from the environment, and what to say when one
// cannot be used, so a second `npm start` or a mistyped value gets a sentence naming it and the
// fix, not a stack.

export type PortName = 'API_PORT' | 'DIST_PORT' | 'HOST_PORT';

/** The port in `env[name]`, or `fallback` when it is unset; throws a message naming the variable when it is not a port. */
export function portFrom(env: NodeJS.ProcessEnv, name: PortName, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new Error(`${name} must be a port number from 0 to 65535 (got "${text}")`);
  return port;
}

/** The three ports, refused when two name the same one (each server needs its own; 0 picks a free one). */
export function distinctPorts(ports: Record<PortName, number>): Record<PortName, number> {
  const names = Object.keys(ports) as PortName[];
  for (const [index, name] of names.entries()) {
    const twin = names.slice(index + 1).find((other) => ports[other] === ports[name] && ports[name] !== 0);
    if (twin) throw new Error(`${name} and ${twin} are both ${ports[name]}: each server needs a port of its own`);
  }
  return ports;
}

/**
 * PAGE_ORIGINS: the origins of pages of the developer's own (comma-separated, such as
 * "http://127.0.0.1:8080") the reference API answers besides the shell's, so the playground's
 * embed code can be tried on them. Throws a message naming the variable for what is not an origin.
 */
export function pageOriginsFrom(env: NodeJS.ProcessEnv): string[] {
  const text = env.PAGE_ORIGINS ?? '';
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const url = URL.canParse(item) ? new URL(item) : undefined;
      // An origin is a scheme, a host and a port: a path, a query or a user name is not one.
      const origin = url && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      if (!origin) throw new Error(`PAGE_ORIGINS must be origins separated by commas, such as http://127.0.0.1:8080 (got "${item}")`);
      return url.origin;
    });
}

/** What npm start prints when a server cannot start: a port in use gets the likely cause and the fix. */
export function startFailure(error: unknown): string {
  const { code, port } = error as { code?: string; port?: number };
  if (code === 'EADDRINUSE') {
    return `npm start: port ${port} on 127.0.0.1 is in use (is another npm start still running?). Stop it, or choose free ports: API_PORT=5100 DIST_PORT=5200 HOST_PORT=5300 npm start`;
  }
  return `npm start: ${error instanceof Error ? error.message : String(error)}`;
}
