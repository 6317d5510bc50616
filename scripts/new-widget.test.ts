import { describe, expect, it } from 'vitest';
import { checkNewName, newWidgetFiles } from './new-widget.ts';

describe('npm run new', () => {
  it('takes a kebab-case name that no widget has', () => {
    expect(checkNewName('gift-card', ['batch-lookup'])).toBe('gift-card');
    expect(checkNewName('promo2', [])).toBe('promo2');
  });

  it('names what is wrong with the name', () => {
    expect(() => checkNewName(undefined, [])).toThrow('npm run new: name the widget: npm run new -- NAME [--block] (NAME in kebab-case, such as gift-card)');
    for (const name of ['Gift', 'gift_card', 'gift--card', '-gift', '2gift', 'gift-']) {
      expect(() => checkNewName(name, []), name).toThrow(`npm run new: "${name}" is not a widget name: lower-case words joined by "-", such as gift-card`);
    }
    expect(() => checkNewName('batch-lookup', ['batch-lookup'])).toThrow('npm run new: "batch-lookup" is taken: choose another name');
    expect(() => checkNewName('marketing', [])).toThrow('npm run new: "marketing" is taken: choose another name');
  });

  it("writes a widget's folder and spec where the registry looks, its names in each case", () => {
    const files = newWidgetFiles('gift-card', 'widget');
    expect(Object.keys(files).sort()).toEqual([
      'tests/e2e/widgets/gift-card.spec.ts',
      'widgets/gift-card/README.md',
      'widgets/gift-card/demo.html',
      'widgets/gift-card/gift-card-docs.ts',
      'widgets/gift-card/gift-card-options.test.ts',
      'widgets/gift-card/gift-card-options.ts',
      'widgets/gift-card/gift-card.css',
      'widgets/gift-card/gift-card.tsx',
      'widgets/gift-card/index.ts',
    ]);
    expect(files['widgets/gift-card/index.ts']).toContain("export const { mount } = defineWidget({ options: giftCardOptions, styles: [styles], Component: GiftCard });");
    expect(files['widgets/gift-card/index.ts']).toContain("from '../../shared/ui/define-widget.tsx'");
    expect(files['widgets/gift-card/demo.html']).toContain('<h2 id="demo-gift-card">Gift card</h2>');
  });

  it("writes a block's under widgets/marketing/ and tests/e2e/blocks/, a level deeper", () => {
    const files = newWidgetFiles('promo-strip', 'block');
    expect(Object.keys(files).filter((file) => !file.startsWith('widgets/marketing/promo-strip/'))).toEqual(['tests/e2e/blocks/promo-strip.spec.ts']);
    expect(files['widgets/marketing/promo-strip/index.ts']).toContain("from '../../../shared/ui/define-widget.tsx'");
    expect(files['widgets/marketing/promo-strip/README.md']).toContain('A marketing block: it shows the text of its JSON content.');
  });
});
