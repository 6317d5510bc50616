// Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi: no driver binary.
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { PageDriver } from './page-driver.ts';

// Puppeteer's page.setViewport also sends emulation.setScreenOrientationOverride, which Firefox
// 140 ESR (Debian's firefox-esr before 153) refuses as an unknown command, failing the whole call.
// The size alone is BiDi's browsingContext.setViewport, in every Firefox with BiDi; puppeteer's
// BiDi frame exposes its browsing context (a public field of the pinned version's BidiFrame).
type BidiFrame = { browsingContext: { setViewport(options: { viewport: { width: number; height: number } }): Promise<void> } };
async function setViewportSize(page: Page, width: number, height: number): Promise<void> {
  await (page.mainFrame() as unknown as BidiFrame).browsingContext.setViewport({ viewport: { width, height } });
}

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
    await setViewportSize(page, 1280, 720);
    return new PuppeteerDriver(context, page);
  }
  async close(): Promise<void> {
    await this.context.close();
  }
  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }
  async setViewport(width: number, height: number): Promise<void> {
    await setViewportSize(this.page, width, height);
  }
}
