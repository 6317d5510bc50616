// The README's API client example ("API client (our own apps)"), as tests run it: the js block after
// its marker, importing '@katkin/api' as written, with the reference API's address for its apiBase.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const README = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

export function readmeExample(apiBase: string): string {
  const block = /<!-- api-example[^>]*-->\s*```js\n([\s\S]*?)```/.exec(README)?.[1];
  if (!block) throw new Error('README has no api-example block');
  if (!block.includes("from '@katkin/api';")) throw new Error("README example: no import from '@katkin/api'");
  const code = block.replace("'https://api.example'", JSON.stringify(apiBase));
  if (code.includes('https://api.example')) throw new Error('README example: apiBase not where expected');
  // The one name the example leaves to the app.
  return `const session = { accessToken: 'tok-readme' };\n${code}`;
}
