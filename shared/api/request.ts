// The one way widgets call the backend: per-service base URLs, a bearer token only where a
// call needs it and only to a configured API origin, a timeout on every call, and replies
// checked with zod so an unexpected shape is an error state, never a crash.
import { describeIssues, type z } from '../zod.ts';
import { ApiError } from './api-error.ts';
import type { ApiEndpoint, Service } from './endpoint.ts';

/** Contract section 6: every call gives up after at most 15 seconds. */
export const MAX_TIMEOUT_MS = 15_000;

export interface RequestSpec<T> {
  service: Service;
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** What the body must be (spec section 7's payloads): a body that fails it is never sent. */
  send?: ReplyCheck<unknown>;
  /** 'none': never send the token (batch lookup); 'optional': send it when logged in; 'required': fail without it. */
  auth: 'none' | 'optional' | 'required';
  reply: ReplyCheck<T>;
  timeoutMs?: number;
  /** Ask the browser to finish the request even if the page unloads (tracking). */
  keepalive?: boolean;
  /** The caller's cancel (a newer search, an unmounted widget): ends the call with kind 'aborted'. */
  signal?: AbortSignal;
  /**
   * Send the site's cookies (credentials: 'include'): only the calls that work on the visitor's
   * site session (README, "API client"); every other call sends none.
   */
  cookies?: boolean;
}

/**
 * What checks a reply: any zod schema, `anyReply` where the reply is not read, or a check
 * written by hand that names its problem (the batch lookup, to keep zod off partner pages).
 */
export interface ReplyCheck<T> {
  safeParse(data: unknown): { success: true; data: T } | ReplyProblem;
}

/**
 * A failed check: a zod schema's issues, or a hand-written check's problem. Spelled without
 * zod's types so the client's declarations (dist/api/index.d.ts) need no zod.
 */
type ReplyProblem = { success: false; error: { issues: readonly { code: string; path: readonly PropertyKey[]; message: string }[] } } | { success: false; problem: string };

/** For calls whose reply is not used (tracking): accepts anything without bundling a schema. */
export const anyReply: ReplyCheck<unknown> = { safeParse: (data) => ({ success: true, data }) };

export function buildUrl(base: string, path: string, query?: RequestSpec<unknown>['query']): URL {
  const url = new URL(base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/** True when url's origin is one of the configured API bases: the only places a token may go. */
function isApiOrigin(url: URL, bases: Readonly<Record<Service, string>>): boolean {
  return Object.values(bases).some((base) => new URL(base).origin === url.origin);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('invalid-reply', `reply from ${response.url} is not JSON`, response.status);
  }
}

export async function request<T>(api: ApiEndpoint, spec: RequestSpec<T>): Promise<T> {
  const { bases } = api;
  const url = buildUrl(bases[spec.service], spec.path, spec.query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (spec.send) checkBody(spec.send, spec);
  // Awaited only when it is a promise: a widget's call reaches fetch in the same task as the click.
  const given = api.accessToken();
  const token = given instanceof Promise ? await given : given;
  if (spec.auth === 'required' && !token) throw new ApiError('unauthenticated', `${spec.path} needs a logged-in customer`);
  if (spec.auth !== 'none' && token && isApiOrigin(url, bases)) headers.Authorization = `Bearer ${token}`;
  if (spec.body !== undefined) headers['Content-Type'] = 'application/json';

  // One controller for the whole call, body included: a server that sends headers and then
  // stalls still fails at the limit.
  const controller = new AbortController();
  const timeoutMs = Math.min(spec.timeoutMs ?? api.timeoutMs ?? MAX_TIMEOUT_MS, MAX_TIMEOUT_MS);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  spec.signal?.addEventListener('abort', cancel);
  if (spec.signal?.aborted) cancel();
  try {
    let response: Response;
    try {
      response = await (api.fetch ?? fetch)(url, {
        method: spec.method ?? 'GET',
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: controller.signal,
        keepalive: spec.keepalive,
        credentials: spec.cookies ? 'include' : 'omit',
        mode: 'cors',
        // A redirect could carry the call (and its token) to another origin: refuse it.
        redirect: 'error',
      });
    } catch (error) {
      throw failure(spec.path, error, timedOut, timeoutMs, 'could not be reached');
    }
    let data: unknown;
    try {
      data = await readJson(response);
    } catch (error) {
      if (!(error instanceof ApiError)) throw failure(spec.path, error, timedOut, timeoutMs, 'broke off mid-reply');
      // A failure status whose page is not JSON (a gateway's 502) stays that failure: callers
      // switch on kind 'http' and its status. It goes on below, without a body.
      if (response.ok) throw error;
    }
    if (!response.ok) throw new ApiError('http', `${spec.path} answered ${response.status}`, response.status, data);
    return checkReply(spec, data);
  } finally {
    clearTimeout(timer);
    spec.signal?.removeEventListener('abort', cancel);
  }
}

function failure(path: string, error: unknown, timedOut: boolean, timeoutMs: number, what: string): ApiError {
  if (timedOut) return new ApiError('timeout', `${path} gave no answer within ${timeoutMs / 1000} s`);
  if ((error as Error).name === 'AbortError') return new ApiError('aborted', `${path} was cancelled`);
  return new ApiError('network', `${path} ${what} (${(error as Error).message})`);
}

function problemOf(checked: ReplyProblem, input: unknown): string {
  // Every issue list comes from a zod schema (hand-written checks name a problem instead).
  return 'problem' in checked ? checked.problem : describeIssues(checked.error.issues as readonly z.core.$ZodIssue[], input);
}

function checkReply<T>(spec: RequestSpec<T>, data: unknown): T {
  const checked = spec.reply.safeParse(data);
  if (!checked.success) throw new ApiError('invalid-reply', `unexpected reply from ${spec.path}: ${problemOf(checked, data)}`);
  return checked.data;
}

function checkBody(send: ReplyCheck<unknown>, spec: RequestSpec<unknown>): void {
  const checked = send.safeParse(spec.body);
  if (!checked.success) throw new ApiError('invalid-request', `${spec.method ?? 'GET'} ${spec.path} not sent: ${problemOf(checked, spec.body)}`);
}

/**
 * A path with ids in it ('/basket/' + id): each id one encoded segment, never empty, so it
 * cannot reach another path. It throws: call it inside an async function, so the caller gets
 * a rejected promise.
 */
export function pathWith(...parts: readonly (string | number)[]): string {
  return parts
    .map((part, index) => {
      if (index % 2 === 0) return String(part);
      const text = String(part);
      const where = parts.slice(0, index).join('');
      if (text.trim() === '') throw new ApiError('invalid-request', `${where}: an empty id`);
      // '.' and '..' are left as they are by encodeURIComponent, and URLs resolve them.
      if (text === '.' || text === '..') throw new ApiError('invalid-request', `${where}: ${JSON.stringify(text)} is not an id`);
      return encodeURIComponent(text);
    })
    .join('');
}
