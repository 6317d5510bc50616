// Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi: no driver binary.
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { PageDriver } from './page-driver.ts';

export class PuppeteerDriver extends PageDriver {
  readonly engine = 'firefox' as const;
  private constructor(
    private readonly context: BrowserContext,
    protected readonly page: Page,
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
}
