// What Playwright's page (Chromium) and puppeteer's page (Firefox over BiDi) share: evaluation of
// an expression and the real mouse and keyboard, with the same method names.
import { EngineBase } from './engine-base.ts';

export interface PageLike {
  evaluate(expression: string): Promise<unknown>;
  mouse: { move(x: number, y: number): Promise<void>; click(x: number, y: number): Promise<void> };
  // `never`: each library names its own key type (a string in Playwright, KeyInput in puppeteer).
  keyboard: { type(text: string): Promise<void>; down(key: never): Promise<void>; up(key: never): Promise<void> };
}

export abstract class PageDriver extends EngineBase {
  protected abstract readonly page: PageLike;
  protected evalExpression(expression: string): Promise<unknown> {
    return this.page.evaluate(expression);
  }
  protected async pointer(x: number, y: number, click: boolean): Promise<void> {
    await this.page.mouse.move(x, y);
    if (click) await this.page.mouse.click(x, y);
  }
  protected async chord(keys: string[]): Promise<void> {
    for (const key of keys) await this.page.keyboard.down(key as never);
    for (const key of [...keys].reverse()) await this.page.keyboard.up(key as never);
  }
  protected async typeText(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }
}
