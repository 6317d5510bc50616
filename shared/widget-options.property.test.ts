// Property-based: whatever a host page writes in a placeholder's attributes and JSON child,
// option parsing either returns options or throws the widget's own clear invalid-options error,
// and never pollutes a prototype. 1,000 generated placeholders per widget.
import fc from 'fast-check';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { optionsExport } from '../shell/reference/widget-exports.ts';
import { widgetRegistry } from '../widgets/registry.ts';
import { parseOptions, WidgetOptionsError, type OptionsSpec } from './widget-options.ts';

type AnySpec = OptionsSpec<Record<string, unknown>, unknown, boolean>;

/** Every registered widget's options spec, from its `<name>-options.ts`. */
const WIDGETS: [string, AnySpec][] = await Promise.all(
  widgetRegistry().map(async ({ name, folder }): Promise<[string, AnySpec]> => {
    const file = pathToFileURL(path.resolve(import.meta.dirname, '..', folder, `${name}-options.ts`)).href;
    const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    return [name, optionsExport(name, module) as AnySpec];
  }),
);

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** Keys a host could write: the spec's own (more likely), hostile ones, anything. */
const key = (known: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: known.length > 0 ? fc.constantFrom(...known) : fc.string() },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_KEYS, ...HOSTILE_KEYS.map((k) => `data-${k}`)) },
    { weight: 1, arbitrary: fc.string() },
  );

/** Values: plausible ones (numbers, the spec's words, paths) and anything at all. */
const text = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', 'a', 'b', 'date', 'MODAL', 'SECTION', 'EXIT_INTENT', '0', '-1', '1e3', '1001', '/next', '//evil.example', '/\\evil', 'javascript:alert(1)', 'social', 'team', 'message', 'testimonial'),
  fc.integer().map(String),
);

/** A JSON value with hostile keys mixed into its objects. */
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 2 }),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(key(['title', 'continue_to_path', 'theme', 'card_images', 'card_price', 'product', 'link', 'ctas', 'color', 'score', 'rating', 'cta', 'to'])),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

const jsonText = fc.oneof(
  fc.constant(undefined),
  fc.string(),
  json.map((value) => JSON.stringify(value)),
  fc.constant('{"__proto__": {"polluted": "yes"}, "continue_to_path": "/next"}'),
  fc.constant('{"constructor": {"prototype": {"polluted": "yes"}}, "title": "T"}'),
  // A look-only field dropped deep in a list, beside a hostile key.
  fc.constant('[{"title": "T", "image": {"src": "/a.jpg", "alt": ""}, "ctas": [{"id": "a", "name": "N", "to": "/x", "color": "neon", "__proto__": {"polluted": "yes"}}]}]'),
);

afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
});

describe.each(WIDGETS)('%s options under any placeholder', (widget, spec) => {
  const known = Object.keys(spec.attributes ?? {});
  const attributes = fc.dictionary(key(known), text, { maxKeys: 6 });

  it('return options or throw only its own invalid-options error, naming the widget; no pollution', () => {
    fc.assert(
      fc.property(attributes, jsonText, (attrs, jsonChild) => {
        try {
          const result = parseOptions(widget, { attributes: attrs, jsonText: jsonChild }, spec);
          expect(Object.getPrototypeOf(result.attributes)).toBe(Object.prototype);
          for (const name of Object.keys(result.attributes)) expect(known).toContain(name);
        } catch (error) {
          expect(error).toBeInstanceOf(WidgetOptionsError);
          expect((error as Error).message.startsWith(`${widget}: `)).toBe(true);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 1000 },
    );
    // A thousand placeholders take about a second alone; more on a busy machine.
  }, 30_000);
});
