// What every adapter shares: finding a target, waiting, the recorder's messages. An adapter
// supplies only evaluation of one expression and the real input primitives.
import { chordKeys, type ConsoleEntry, type EngineDriver, type EngineName, type Key, type Target } from './driver.ts';
import { pageExpression, type PageFunction } from './page-source.ts';

interface Box {
  x: number;
  y: number;
}

export abstract class EngineBase implements EngineDriver {
  abstract readonly engine: EngineName;
  abstract goto(url: string): Promise<void>;
  abstract setViewport(width: number, height: number): Promise<void>;
  /** Evaluates a JS expression (possibly a promise) in the page; returns its JSON value. */
  protected abstract evalExpression(expression: string): Promise<unknown>;
  /** Moves the real pointer to (x, y) in viewport CSS pixels, then clicks there if `click`. */
  protected abstract pointer(x: number, y: number, click: boolean): Promise<void>;
  /** Presses the keys in order and releases them in reverse (a chord when more than one). */
  protected abstract chord(keys: string[]): Promise<void>;
  protected abstract typeText(text: string): Promise<void>;

  async evaluate<A, R>(fn: PageFunction<A, R>, arg?: A): Promise<Awaited<R>> {
    return (await this.evalExpression(pageExpression(fn, arg as A))) as Awaited<R>;
  }

  async waitFor<A, R>(fn: PageFunction<A, R>, arg?: A, options: { timeoutMs?: number; message?: string } = {}): Promise<NonNullable<Awaited<R>>> {
    const deadline = Date.now() + (options.timeoutMs ?? 10_000);
    let last: unknown;
    for (;;) {
      try {
        last = await this.evaluate(fn, arg as A);
        if (last) return last as NonNullable<Awaited<R>>;
      } catch (error) {
        // A navigation in progress destroys the context the poll ran in: poll again.
        last = error;
      }
      if (Date.now() > deadline) {
        throw new Error(`${this.engine}: timed out waiting for ${options.message ?? fn.toString()} (last: ${String(last)})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async waitForText(target: Target, text: string, options: { timeoutMs?: number } = {}): Promise<void> {
    const { css, text: narrow } = typeof target === 'string' ? { css: target, text: undefined } : target;
    await this.waitFor(
      (a, dom) => (dom.all(a.css, a.narrow ?? undefined).some((el) => (el.textContent ?? '').includes(a.text)) ? true : false),
      { css, narrow: narrow ?? null, text },
      { ...options, message: `"${text}" in ${css}` },
    );
  }

  async click(target: Target): Promise<void> {
    const box = await this.centre(target);
    await this.pointer(box.x, box.y, true);
  }

  async hover(target: Target): Promise<void> {
    const box = await this.centre(target);
    await this.pointer(box.x, box.y, false);
  }

  async movePointer(x: number, y: number): Promise<void> {
    await this.pointer(x, y, false);
  }

  async press(key: Key): Promise<void> {
    await this.chord(chordKeys(key));
  }

  async type(text: string): Promise<void> {
    await this.typeText(text);
  }

  async consoleMessages(): Promise<ConsoleEntry[]> {
    return this.evaluate(() => (window as unknown as { __engineRecord?: { console: ConsoleEntry[] } }).__engineRecord?.console ?? []);
  }

  async pageErrors(): Promise<string[]> {
    return this.evaluate(() => (window as unknown as { __engineRecord?: { errors: string[] } }).__engineRecord?.errors ?? []);
  }

  /** The target's box centre once it is visible, after scrolling it into view (real layout, any engine). */
  private async centre(target: Target): Promise<Box> {
    const { css, text, exact } = typeof target === 'string' ? { css: target, text: undefined, exact: false } : target;
    const box = await this.waitFor(
      (a, dom) => {
        const el = dom.q(a.css, a.text ?? undefined, a.exact);
        if (!el) return null;
        el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return null;
        return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
      },
      { css, text: text ?? null, exact: exact ?? false },
      { message: `a visible ${css}${text ? ` with "${text}"` : ''}` },
    );
    return box as Box;
  }
}
