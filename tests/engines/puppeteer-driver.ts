// Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi: no driver binary.
import type { Browser, BrowserContext, KeyInput, Page } from 'puppeteer-core';
import { EngineBase } from './engine-base.ts';

export class PuppeteerDriver extends EngineBase {
  readonly engine = 'firefox' as const;
  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    super();
  }
  /** A fresh browser context (own cookies and storage) and page in the worker's browser. */
  static async open(browser: Browser): Promise<PuppeteerDriver> {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 720 });
    return new PuppeteerDriver(context, page);
  }
  async close(): Promise<void> {
    await this.context.close();
  }
  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }
  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }
  protected evalExpression(expression: string): Promise<unknown> {
    return this.page.evaluate(expression);
  }
  protected async pointer(x: number, y: number, click: boolean): Promise<void> {
    await this.page.mouse.move(x, y);
    if (click) await this.page.mouse.click(x, y);
  }
  protected async chord(keys: string[]): Promise<void> {
    const named = keys as KeyInput[];
    for (const key of named) await this.page.keyboard.down(key);
    for (const key of [...named].reverse()) await this.page.keyboard.up(key);
  }
  protected async typeText(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }
}
