// A reference-API route: one file per feature under routes/, listed in routes/index.ts.
export interface RouteRequest {
  url: URL;
  body: unknown;
  /** The bearer token sent, if any. */
  token: string | undefined;
  /** The path's `{name}` segments, decoded ("/basket/{id}" on /basket/chk-1: {id: 'chk-1'}); empty for exact paths. */
  params: Record<string, string>;
}

export interface RouteReply {
  status?: number;
  body: unknown;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /**
   * An exact path ("/batch"), or one with `{name}` segments, each matching one non-empty
   * segment ("/basket/{id}"). An exact path wins over a pattern that also matches it.
   */
  path: string;
  handle(request: RouteRequest, state: ApiState): RouteReply | Promise<RouteReply>;
}

/** State the shell and tests can read and change through /__control. */
export interface ApiState {
  /** Last requests received, newest last (method, path, query, whether a token came with it). */
  requests: {
    method: string;
    path: string;
    search: string;
    token: string | undefined;
    body: unknown;
    origin: string | undefined;
    /** Names of the cookies the call carried (credentials: 'include'), if any. */
    cookies?: string[];
  }[];
  fault: Fault;
  /** Free-form switches a feature's routes read (e.g. checkout failing); set through /__control/switches. */
  switches: Record<string, unknown>;
}

/**
 * How calls fail: 'slow' (after delayMs), 'error' (JSON with an HTTP status), 'malformed' (valid
 * JSON of the wrong shape), 'not-json' (a 200 HTML page, as a proxy sends), 'invalid-json' (JSON
 * cut off), 'stall-body' (200 headers and part of the body, then nothing), 'hang' (no answer).
 */
export const FAULT_MODES = ['none', 'slow', 'error', 'malformed', 'not-json', 'invalid-json', 'stall-body', 'hang'] as const;

export interface Fault {
  mode: (typeof FAULT_MODES)[number];
  /** Only calls whose path starts with this are affected; empty = every call. */
  pathPrefix: string;
  delayMs: number;
  /** The status of 'error', 400 to 599; 500 when absent. */
  status?: number;
}
