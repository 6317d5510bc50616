// EngineDriver: the few things a flow needs from a browser, so one flow runs in Chromium
// (Playwright), Firefox (puppeteer-core over WebDriver BiDi) and WebKit (classic W3C WebDriver
// against WebKitGTK's MiniBrowser). Every input is a real one: the pointer and the keyboard go
// through the engine's input pipeline (focus, :hover, pointer/key events, default actions), never
// through element.click() or dispatched events.
//
// How to write a flow (tests/engines/*.flow.ts):
//   import { flow, expect } from './fixtures.ts';
//   flow('the batch search finds a batch', async ({ engine, hostPage }) => {
//     await hostPage({ body: '<div data-katkin-widget="batch-lookup"></div>' });
//     await engine.waitFor(() => document.querySelector('[data-katkin-state="ready"]') !== null);
//     await engine.click('input[name="batch"]');  // CSS, matched through open shadow roots
//     await engine.type('KK-1234');
//     await engine.press('Enter');
//     await engine.waitForText('[role="status"]', 'Found');
//     expect(await engine.evaluate((_, dom) => dom.active()?.tagName)).toBe('INPUT');
//   });
// - Page functions (evaluate/waitFor) are sent as source text: they may use only their JSON
//   argument, their second argument `dom` (dom.q(css, text?) finds an element through open shadow
//   roots, dom.all every match, dom.active() the focused element; page-source.ts) and what the
//   page has, never a variable of the test file.
// - Assert with expect() on values brought back by evaluate, or wait with waitFor: never sleep.
// - `hostPage` (fixtures.ts) serves the page on the host origin with the loader from dist/, and
//   records CSP violations, page errors and console messages from before the loader runs
//   (a script served ahead of the loader: WebDriver classic has no event for them), and
//   `pageChecks` reads them: `expect(await checks.problems()).toEqual([])`.
// - A Target is a CSS selector matched through open shadow roots (the first match in document
//   order), optionally narrowed to the element whose aria-label (else trimmed textContent) includes
//   `text` (equals it with `exact: true`).

import type { PageFunction } from './page-source.ts';

export type Target = string | { css: string; text?: string; exact?: boolean };

/** Keys by their DOM `key` name: 'Tab', 'Enter', ' ' (or 'Space'), 'Escape', 'ArrowDown', 'Home', 'End',
 * a single character, or a chord joined by '+': 'Shift+Tab'. */
export type Key = string;

export interface ConsoleEntry {
  type: 'log' | 'info' | 'warn' | 'error' | 'debug' | string;
  text: string;
}

export interface EngineDriver {
  /** 'chromium' | 'firefox' | 'webkit' */
  readonly engine: EngineName;
  /** Navigates and waits for the load event. */
  goto(url: string): Promise<void>;
  /** Runs `fn(arg, dom)` in the page (awaited if it returns a promise) and returns its JSON result. */
  evaluate<A, R>(fn: PageFunction<A, R>, arg?: A): Promise<Awaited<R>>;
  /** Polls `fn(arg, dom)` in the page until it returns a truthy value; returns it. Fails after `timeoutMs` (10 s). */
  waitFor<A, R>(fn: PageFunction<A, R>, arg?: A, options?: { timeoutMs?: number; message?: string }): Promise<NonNullable<Awaited<R>>>;
  /** Waits until the target exists and its textContent includes `text`. */
  waitForText(target: Target, text: string, options?: { timeoutMs?: number }): Promise<void>;
  /** Waits for the target, scrolls it into view, moves the real pointer to its centre and clicks. */
  click(target: Target): Promise<void>;
  /** As click, without the click: the pointer rests over the target. */
  hover(target: Target): Promise<void>;
  /** Moves the real pointer to a viewport point (CSS px), without a click: one step of a path. */
  movePointer(x: number, y: number): Promise<void>;
  /** Presses one key or chord ('Shift+Tab') on the focused element. */
  press(key: Key): Promise<void>;
  /** Types text into the focused element, key by key. */
  type(text: string): Promise<void>;
  /** The layout viewport's size in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** Console messages so far on the current page (in order). */
  consoleMessages(): Promise<ConsoleEntry[]>;
  /** Uncaught errors and unhandled rejections so far on the current page. */
  pageErrors(): Promise<string[]>;
}

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** Splits 'Shift+Tab' into ['Shift', 'Tab'] (a lone '+' stays a key). */
export function chordKeys(key: Key): string[] {
  if (key === '+' || !key.includes('+')) return [key === 'Space' ? ' ' : key];
  return key.split('+').map((k) => (k === 'Space' ? ' ' : k));
}
