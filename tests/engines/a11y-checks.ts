// Accessibility checks a flow runs in any engine: axe-core (WCAG 2.2 AA, shadow roots included),
// loaded from the host origin by a <script src>, so under the strict CSP too (axe-source.ts); the
// live-region recorder (a `before` script) that notes any status region that appeared with its
// text already in it, which screen readers do not announce; and small attribute readers.
import { AXE_PATH } from './axe-source.ts';
import type { EngineDriver } from './driver.ts';
import { expect } from './fixtures.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe over the whole page; `rules` runs only those rules (e.g. the best-practice heading-order). */
export async function axeViolations(engine: EngineDriver, rules?: string[]): Promise<string[]> {
  return engine.evaluate(
    async (arg) => {
      const w = window as unknown as { axe?: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } };
      if (!w.axe) {
        await new Promise((loaded, failed) => {
          const script = document.createElement('script');
          // As a host's own script would under Trusted Types: through its policy ("host", tests/e2e/fixtures.ts).
          const policy = (window as unknown as { trustedTypes?: { createPolicy(name: string, rules: object): { createScriptURL(url: string): string } } }).trustedTypes?.createPolicy('host', { createScriptURL: (url: string) => url });
          script.src = policy ? policy.createScriptURL(arg.src) : arg.src;
          script.onload = loaded;
          script.onerror = () => failed(new Error(`axe-core did not load from ${arg.src}`));
          document.head.append(script);
        });
      }
      const runOnly = arg.rules ? { type: 'rule', values: arg.rules } : { type: 'tag', values: arg.tags };
      const result = await w.axe!.run(document, { runOnly });
      return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    },
    { src: AXE_PATH, tags: WCAG_TAGS, rules: rules ?? null },
  );
}

export async function expectAxeClean(engine: EngineDriver, state: string): Promise<void> {
  expect(await axeViolations(engine), `axe in state: ${state}`).toEqual([]);
}

/** A `before` script: watches every shadow root the widgets attach and the document, and records
 * a live region (role status or log, aria-live polite or assertive; role alert is announced when
 * inserted, by design) that is first seen already holding text, after the root's first render. */
export const RECORD_LIVE_REGIONS = `(() => {
  const late = [];
  window.__lateLiveRegions = late;
  const selector = '[role="status"],[role="log"],[aria-live="polite"],[aria-live="assertive"]';
  const watch = (root) => {
    const seen = new WeakSet();
    let first = true;
    const scan = () => {
      for (const region of root.querySelectorAll(selector)) {
        if (seen.has(region)) continue;
        seen.add(region);
        const text = (region.textContent || '').trim();
        if (!first && text) late.push((region.className || region.tagName) + ': ' + text);
      }
      first = false;
    };
    new MutationObserver(scan).observe(root, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['role', 'aria-live'] });
  };
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    watch(root);
    return root;
  };
})();`;

export const lateLiveRegions = (engine: EngineDriver) => engine.evaluate(() => (window as unknown as { __lateLiveRegions: string[] }).__lateLiveRegions);

/** An attribute of the first element matching css (through shadow roots), or null. */
export const attributeOf = (engine: EngineDriver, css: string, name: string, text?: string) =>
  engine.evaluate((a, dom) => dom.q(a.css, a.text ?? undefined)?.getAttribute(a.name) ?? null, { css, name, text: text ?? null });

/** What is focused, as "tag: text" (through shadow roots). */
export const focused = (engine: EngineDriver) =>
  engine.evaluate((_, dom) => {
    const el = dom.active();
    return el ? `${el.tagName.toLowerCase()}: ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}` : null;
  });

/** Focuses the nth match (0-based) of css with text, as a WebDriver sendKeys to an element does
 * before its keys: the setup of a key test, whose key itself is then a real one. */
export const focusMatch = (engine: EngineDriver, css: string, text: string | null, n = 0) =>
  engine.evaluate(
    (a, dom) => {
      const el = dom.all(a.css, a.text ?? undefined)[a.n] as HTMLElement | undefined;
      el?.focus();
      return el !== undefined;
    },
    { css, text, n },
  );

/** Attribute `name` of every match of css (through shadow roots), in document order. */
export const attributesOf = (engine: EngineDriver, css: string, name: string) =>
  engine.evaluate((a, dom) => dom.all(a.css).map((el) => el.getAttribute(a.name)), { css, name });
