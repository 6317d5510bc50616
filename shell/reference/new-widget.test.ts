// A new widget's reference (the playground's controls and docs, docs/widget-options.md) comes
// from its folder alone: nothing in the playground or the docs is written for it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadReferences } from './load-references.ts';
import { referenceMarkdown } from './reference-markdown.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const root = mkdtempSync(path.join(tmpdir(), 'katkin-new-widget-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('finds a new widget folder and makes its attribute controls, JSON fields and docs from its spec', async () => {
  const folder = path.join(root, 'widgets/marketing/badge');
  mkdirSync(folder, { recursive: true });
  const shared = (file: string) => JSON.stringify(path.join(repo, 'shared', file));
  writeFileSync(path.join(folder, 'index.ts'), 'export {};\n');
  writeFileSync(
    path.join(folder, 'badge-options.ts'),
    `import { defineOptions, oneOf } from ${shared('widget-options.ts')};\nimport { z } from ${shared('zod.ts')};\n` +
      `export const badgeOptions = defineOptions({ attributes: { 'data-size': { ...oneOf('small', 'large'), default: 'small', looks: true } }, json: z.object({ label: z.string() }) });\n`,
  );
  const [badge] = await loadReferences(root);
  expect(badge).toEqual({
    widget: 'badge',
    attributes: [{ name: 'data-size', kind: 'choice', values: ['small', 'large'], expected: 'one of "small", "large"', default: 'small', required: false, looks: true }],
    json: { required: false, variants: [{ fields: [{ path: 'label', type: 'text', required: true, rich: false, looks: false, meaning: undefined }] }] },
  });
  expect(referenceMarkdown([badge!])).toContain('| `data-size` | `small`, `large` | `small` | optional, looks only | one of "small", "large" |');
});
