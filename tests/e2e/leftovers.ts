// What a page holds that outlives a widget unless its unmount takes it away: listeners on the
// page's global objects (read through the devtools protocol, which sees every one, `once` and
// capture included), pending timers and animation frames, observers still watching something on
// the page, media-query listeners, the history methods, and the document's own styles and
// children. Recorded from before the page's first script (`recordLeftovers`), read by `leftovers`.
import type { Page } from '@playwright/test';

/** The page's global objects whose listeners are counted. */
const GLOBALS = ['window', 'document', 'document.documentElement', 'document.head', 'document.body', 'visualViewport'];

export interface Leftovers {
  listeners: Record<string, string[]>;
  timeouts: number;
  intervals: number;
  frames: number;
  /** Observers watching at least one node still on the page (one on a removed shadow root goes with it). */
  observers: string[];
  mediaListeners: number;
  historyAsFound: boolean;
  documentStyle: (string | null)[];
  documentChildren: number[];
  adoptedSheets: number;
}

type Live = { timeouts: Set<number>; intervals: Set<number>; frames: Set<number>; media: Set<string>; observers: Set<{ kind: string; targets: Set<Node> }> };

/** Installs the recorder; call before the page is opened. */
export async function recordLeftovers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const live: Live = { timeouts: new Set(), intervals: new Set(), frames: new Set(), media: new Set(), observers: new Set() };
    const page = window as unknown as Record<string, unknown>;
    const original = {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
      setInterval: window.setInterval.bind(window),
      requestAnimationFrame: requestAnimationFrame.bind(window),
      cancelAnimationFrame: cancelAnimationFrame.bind(window),
    };
    const [pushState, replaceState] = [history.pushState, history.replaceState];
    page.setTimeout = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      if (typeof handler !== 'function') return original.setTimeout(handler, ms, ...args);
      const id: number = original.setTimeout(() => {
        live.timeouts.delete(id);
        handler(...args);
      }, ms);
      live.timeouts.add(id);
      return id;
    };
    page.setInterval = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = original.setInterval(handler, ms, ...args);
      live.intervals.add(id);
      return id;
    };
    // Browsers let either clear function clear either kind of timer.
    page.clearTimeout = page.clearInterval = (id?: number) => {
      if (id === undefined) return;
      live.timeouts.delete(id);
      live.intervals.delete(id);
      original.clearTimeout(id);
    };
    page.requestAnimationFrame = (callback: FrameRequestCallback) => {
      const id = original.requestAnimationFrame((time) => {
        live.frames.delete(id);
        callback(time);
      });
      live.frames.add(id);
      return id;
    };
    page.cancelAnimationFrame = (id: number) => {
      live.frames.delete(id);
      original.cancelAnimationFrame(id);
    };
    for (const kind of ['MutationObserver', 'IntersectionObserver', 'ResizeObserver'] as const) {
      const Observer = page[kind] as { new (...args: unknown[]): { observe(target: Node, options?: unknown): void; unobserve?(target: Node): void; disconnect(): void } } | undefined;
      if (!Observer) continue;
      page[kind] = class extends Observer {
        readonly targets = new Set<Node>();
        constructor(...args: unknown[]) {
          super(...args);
          live.observers.add({ kind, targets: this.targets });
        }
        override observe(target: Node, options?: unknown) {
          this.targets.add(target);
          super.observe(target, options);
        }
        override unobserve(target: Node) {
          this.targets.delete(target);
          super.unobserve!(target);
        }
        override disconnect() {
          this.targets.clear();
          super.disconnect();
        }
      };
    }
    // A media query's listener is on the MediaQueryList, which no global reaches: counted by hand.
    const ids = new WeakMap<object, number>();
    let lastId = 0;
    const idOf = (value: object) => {
      if (!ids.has(value)) ids.set(value, ++lastId);
      return ids.get(value)!;
    };
    const key = (list: MediaQueryList, listener: unknown) => `${idOf(list)} ${idOf(listener as object)}`;
    const proto = MediaQueryList.prototype;
    const [add, remove] = [proto.addEventListener, proto.removeEventListener];
    proto.addEventListener = function (this: MediaQueryList, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) {
      if (type === 'change') live.media.add(key(this, listener));
      add.call(this, type, listener, options);
    };
    proto.removeEventListener = function (this: MediaQueryList, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions) {
      if (type === 'change') live.media.delete(key(this, listener));
      remove.call(this, type, listener, options);
    };
    page.__leftovers = () => ({
      timeouts: live.timeouts.size,
      intervals: live.intervals.size,
      frames: live.frames.size,
      observers: [...live.observers].filter(({ targets }) => [...targets].some((node) => node.isConnected)).map(({ kind }) => kind).sort(),
      mediaListeners: live.media.size,
      historyAsFound: history.pushState === pushState && history.replaceState === replaceState,
      documentStyle: [document.documentElement.getAttribute('style'), document.documentElement.className, document.body.getAttribute('style'), document.body.className],
      documentChildren: [document.head.childElementCount, document.body.childElementCount],
      adoptedSheets: document.adoptedStyleSheets.length,
    });
  });
}

/** What the page holds now (Chromium: the listeners come from the devtools protocol). */
export async function leftovers(page: Page): Promise<Leftovers> {
  const cdp = await page.context().newCDPSession(page);
  const listeners: Record<string, string[]> = {};
  for (const expression of GLOBALS) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const found = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    listeners[expression] = found.listeners.map(({ type, useCapture }) => `${type}${useCapture ? ' (capture)' : ''}`).sort();
  }
  await cdp.detach();
  const rest = await page.evaluate(() => (window as unknown as { __leftovers(): Omit<Leftovers, 'listeners'> }).__leftovers());
  return { listeners, ...rest };
}
