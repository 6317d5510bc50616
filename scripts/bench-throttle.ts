// Throttling and main-thread measurement for the bench, through the Chrome DevTools Protocol:
// Lighthouse's mobile settings (4x CPU slowdown, "slow 4G": 150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up) and the main-thread time of the scripts from dist/ as Lighthouse's bootup-time
// audit counts it (evaluation, compilation and parsing, by script URL, from the trace).
import type { CDPSession, Page } from 'playwright-core';

export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return cdp;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  tid: number;
  dur?: number;
  args?: { data?: { url?: string; scriptName?: string }; fileName?: string; url?: string };
}

// Top-level script work on the main thread, per URL (what bootup-time sums).
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'v8.run']);

function scriptUrl(event: TraceEvent): string | undefined {
  const args = event.args;
  return args?.data?.url ?? args?.data?.scriptName ?? args?.fileName ?? args?.url;
}

/** Milliseconds of main-thread script work attributed to URLs under `origin`; nested events count once. */
export function scriptTimeMs(events: TraceEvent[], origin: string): number {
  let micros = 0;
  const coveredUntil = new Map<number, number>();
  const scripts = events.filter((e) => e.ph === 'X' && SCRIPT_EVENTS.has(e.name) && scriptUrl(e)?.startsWith(origin)).sort((a, b) => a.ts - b.ts);
  for (const event of scripts) {
    const end = event.ts + (event.dur ?? 0);
    if (event.ts < (coveredUntil.get(event.tid) ?? 0)) continue;
    coveredUntil.set(event.tid, end);
    micros += event.dur ?? 0;
  }
  return micros / 1000;
}

export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  return async () => {
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}
