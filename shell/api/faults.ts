// Injected faults: the ways a backend, or a proxy between it and the browser, fails a call.
// The widgets must end each in their documented state (tests/e2e/fault-matrix.spec.ts).
import type { ServerResponse } from 'node:http';
import { isRecord } from '../../shared/is-record.ts';
import { sendJson } from './json-reply.ts';
import { FAULT_MODES, type Fault } from './route-types.ts';

/** What a gateway answers in place of the API (a misrouted call, a captive portal): 200, HTML. */
const PROXY_ERROR_PAGE =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><p>nginx</p></body></html>';
/** A JSON reply cut off mid-value. */
const TRUNCATED_JSON = '{"success": true, "dates": [["20';
const DEFAULT_SLOW_MS = 3000;
const DEFAULT_STATUS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isFailureStatus = (status: unknown): status is number => Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599;
const FAULT_KEYS = ['mode', 'status', 'pathPrefix', 'delayMs'];

const FAULT_SHAPE = `{"mode": one of ${FAULT_MODES.join(', ')}; "status": 400 to 599, for "error"; "pathPrefix": "" or a path such as "/batch"; "delayMs": for "slow"}`;

/**
 * What POST /__control/faults was sent, as the fault to set, or what is wrong with it: a developer
 * steering the API by hand ("eror", a status of 302, "batch" without its slash) is told so, instead
 * of the API answering as if it had taken a fault it then never applies.
 */
export function parseFault(body: unknown): { fault: Fault } | { problem: string } {
  if (!isRecord(body)) return { problem: `send a JSON object: ${FAULT_SHAPE}` };
  const { mode, status, pathPrefix = '', delayMs = 0 } = body;
  const unknown = Object.keys(body).filter((key) => !FAULT_KEYS.includes(key));
  const problems = [
    unknown.length > 0 &&
      `${unknown.map((key) => JSON.stringify(key)).join(', ')} ${unknown.length === 1 ? 'is not a field' : 'are not fields'} of a fault (they are ${FAULT_KEYS.join(', ')})`,
    !FAULT_MODES.includes(mode as Fault['mode']) && `mode must be one of ${FAULT_MODES.join(', ')} (got ${JSON.stringify(mode)})`,
    status !== undefined && !isFailureStatus(status) && `status must be a whole number from 400 to 599 (got ${JSON.stringify(status)})`,
    (typeof pathPrefix !== 'string' || (pathPrefix !== '' && !pathPrefix.startsWith('/'))) &&
      `pathPrefix must be "" (every call) or start with "/", such as "/batch" (got ${JSON.stringify(pathPrefix)})`,
    !(Number.isInteger(delayMs) && (delayMs as number) >= 0) && `delayMs must be a whole number of milliseconds (got ${JSON.stringify(delayMs)})`,
  ].filter((problem): problem is string => typeof problem === 'string');
  if (problems.length > 0) return { problem: problems.join('; ') };
  return { fault: { mode: mode as Fault['mode'], pathPrefix: pathPrefix as string, delayMs: delayMs as number, ...(status !== undefined && { status: status as number }) } };
}

/**
 * Answers the call as the fault says and returns true, or returns false when the route should
 * answer it (no fault, or a slow one after its delay). 'stall-body' and 'hang' leave the
 * response open for good: the server's closeAllConnections ends them (shell/origins.ts).
 */
export async function answerWithFault(fault: Fault, res: ServerResponse): Promise<boolean> {
  switch (fault.mode) {
    case 'slow':
      await sleep(fault.delayMs || DEFAULT_SLOW_MS);
      return false;
    case 'error':
      sendJson(res, fault.status ?? DEFAULT_STATUS, { message: 'Reference API: injected server error' });
      return true;
    case 'malformed':
      sendJson(res, 200, { unexpected: 'shape' });
      return true;
    case 'not-json':
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PROXY_ERROR_PAGE);
      return true;
    case 'invalid-json':
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(TRUNCATED_JSON);
      return true;
    case 'stall-body':
      // Headers and the first bytes go out at once (chunked); the rest never comes.
      res.writeHead(200, { 'Content-Type': 'application/json' }).write(TRUNCATED_JSON);
      return true;
    case 'hang':
      return true;
    case 'none':
      return false;
  }
}
