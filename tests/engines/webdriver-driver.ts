// WebKit (WebKitGTK's MiniBrowser) through WebKitWebDriver, a classic W3C WebDriver: WebKitGTK 2.50
// here refuses the `webSocketUrl` capability (no WebDriver BiDi), so puppeteer cannot attach and
// this speaks the few classic endpoints a flow needs over fetch (session, url, execute/async,
// actions, window/rect). Input goes through WebDriver actions: real events from the engine.
import { EngineBase } from './engine-base.ts';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// WebDriver's code points for the named keys a flow presses (W3C WebDriver, "Keyboard actions").
const KEY_CODES: Record<string, string> = {
  Backspace: '\uE003', Tab: '\uE004', Enter: '\uE007', Shift: '\uE008', Control: '\uE009', Alt: '\uE00A',
  Escape: '\uE00C', PageUp: '\uE00E', PageDown: '\uE00F', End: '\uE010', Home: '\uE011',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Delete: '\uE017', Meta: '\uE03D',
};

function keyValue(key: string): string {
  const code = KEY_CODES[key];
  if (code) return code;
  if ([...key].length !== 1) throw new Error(`webkit: no WebDriver code for key "${key}"`);
  return key;
}

export class WebDriverSession extends EngineBase {
  readonly engine = 'webkit' as const;
  private constructor(
    private readonly base: string,
    private readonly id: string,
  ) {
    super();
  }

  /** A new MiniBrowser (its own ephemeral profile) from the driver at `driverUrl`. */
  static async open(driverUrl: string): Promise<WebDriverSession> {
    const reply = await command<{ sessionId: string }>('POST', `${driverUrl}/session`, {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
    });
    const session = new WebDriverSession(driverUrl, reply.sessionId);
    await session.setViewport(1280, 720);
    return session;
  }

  async close(): Promise<void> {
    await command('DELETE', `${this.base}/session/${this.id}`);
  }

  /** Clears what a test left (cookies, the storage of the page's origin, the viewport) and leaves
   * the page: a new MiniBrowser per test costs 3 s here, and WebKitWebDriver has no browser
   * contexts. Every test's host page is on the same origin, so its storage is the one to clear;
   * the 127.0.0.1 cookies are shared by every port. */
  async reset(): Promise<void> {
    await this.evalExpression('(() => { try { localStorage.clear(); sessionStorage.clear(); } catch {} })()').catch(() => undefined);
    await this.send('DELETE', '/cookie');
    await this.goto('about:blank');
    await this.setViewport(1280, 720);
  }

  async goto(url: string): Promise<void> {
    await this.send('POST', '/url', { url });
  }

  /** MiniBrowser's own chrome (its toolbar) around the page, learnt on the first resize. */
  private chrome = { w: 0, h: 0 };

  /** The page at exactly `width` × `height`: a window held larger by its chrome would run a flow at
   * a size it did not ask for, so anything else throws. The window resizes after the command
   * answers, so the page's size is read once it has settled. */
  async setViewport(width: number, height: number): Promise<void> {
    let page = await this.resizeTo(width, height);
    if (page.w !== width || page.h !== height) {
      this.chrome = { w: this.chrome.w + width - page.w, h: this.chrome.h + height - page.h };
      page = await this.resizeTo(width, height);
    }
    if (page.w !== width || page.h !== height) throw new Error(`webkit: asked for a ${width} × ${height} page, got ${page.w} × ${page.h}`);
  }

  private async resizeTo(width: number, height: number): Promise<{ w: number; h: number }> {
    await this.send('POST', '/window/rect', { width: width + this.chrome.w, height: height + this.chrome.h });
    return this.settledPageSize({ w: width, h: height });
  }

  /** The page's size once it is `wanted`, or once it has stayed the same for 200 ms. */
  private async settledPageSize(wanted: { w: number; h: number }): Promise<{ w: number; h: number }> {
    let last = { w: -1, h: -1 };
    let same = 0;
    for (const deadline = Date.now() + 3_000; ; ) {
      const page = (await this.evalExpression('({ w: innerWidth, h: innerHeight })')) as { w: number; h: number };
      if (page.w === wanted.w && page.h === wanted.h) return page;
      same = page.w === last.w && page.h === last.h ? same + 1 : 0;
      last = page;
      if (same >= 4 || Date.now() > deadline) return page;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  protected async evalExpression(expression: string): Promise<unknown> {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => ${expression}).then(
        (value) => done({ value: value === undefined ? null : value }),
        (error) => done({ error: String((error && error.stack) || error) }));`;
    const reply = await this.send<{ value?: unknown; error?: string }>('POST', '/execute/async', { script, args: [] });
    if (reply.error !== undefined) throw new Error(`webkit: page function threw: ${reply.error}`);
    return reply.value;
  }

  protected async pointer(x: number, y: number, click: boolean): Promise<void> {
    const actions: object[] = [{ type: 'pointerMove', x, y, origin: 'viewport', duration: 0 }];
    if (click) actions.push({ type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 });
    await this.perform([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }]);
  }

  protected async chord(keys: string[]): Promise<void> {
    const values = keys.map(keyValue);
    const actions = [...values.map((value) => ({ type: 'keyDown', value })), ...[...values].reverse().map((value) => ({ type: 'keyUp', value }))];
    await this.perform([{ type: 'key', id: 'keyboard', actions }]);
  }

  protected async typeText(text: string): Promise<void> {
    for (const char of text) await this.chord([char]);
  }

  private async perform(actions: object[]): Promise<void> {
    await this.send('POST', '/actions', { actions });
  }

  private send<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    return command<T>(method, `${this.base}/session/${this.id}${path}`, body);
  }
}

async function command<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`webkit: ${method} ${new URL(url).pathname}: ${reply.value?.error}: ${reply.value?.message}`);
  return reply.value;
}
