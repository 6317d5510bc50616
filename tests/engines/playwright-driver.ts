// Chromium through Playwright's page: the engine the rest of the e2e suite already uses.
import type { Page } from '@playwright/test';
import { EngineBase } from './engine-base.ts';

export class PlaywrightDriver extends EngineBase {
  readonly engine = 'chromium' as const;
  constructor(private readonly page: Page) {
    super();
  }
  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }
  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
  }
  protected evalExpression(expression: string): Promise<unknown> {
    return this.page.evaluate(expression);
  }
  protected async pointer(x: number, y: number, click: boolean): Promise<void> {
    await this.page.mouse.move(x, y);
    if (click) await this.page.mouse.click(x, y);
  }
  protected async chord(keys: string[]): Promise<void> {
    await this.page.keyboard.press(keys.map((k) => (k === ' ' ? 'Space' : k)).join('+'));
  }
  protected async typeText(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }
}
