// npm run lint: fails when docs/widget-options.md is not what the widgets' options specs and docs
// make (shell/reference/), naming the first differing line. npm run docs:options (--write) rewrites it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadReferences } from '../shell/reference/load-references.ts';
import { referenceMarkdown } from '../shell/reference/reference-markdown.ts';

const root = path.resolve(import.meta.dirname, '..');
const file = path.join(root, 'docs/widget-options.md');
const made = referenceMarkdown(await loadReferences(root));

if (process.argv.includes('--write')) {
  writeFileSync(file, made);
} else {
  const written = readFileSync(file, 'utf8').split('\n');
  const line = made.split('\n').findIndex((text, index) => text !== written[index]);
  if (line >= 0 || written.length !== made.split('\n').length) {
    const at = line >= 0 ? line : Math.min(written.length, made.split('\n').length);
    console.error(`docs/widget-options.md line ${at + 1} differs from the options specs:\n  written: ${written[at] ?? '(none)'}\n  specs:   ${made.split('\n')[at] ?? '(none)'}`);
    console.error('Run npm run docs:options to write it again.');
    process.exit(1);
  }
}
