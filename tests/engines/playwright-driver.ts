// Chromium through Playwright's page: the engine the rest of the e2e suite already uses.
import type { Page } from '@playwright/test';
import { PageDriver } from './page-driver.ts';

export class PlaywrightDriver extends PageDriver {
  readonly engine = 'chromium' as const;
  constructor(protected readonly page: Page) {
    super();
  }
  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }
  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
  }
}
