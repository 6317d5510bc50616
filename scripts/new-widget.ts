// npm run new -- NAME [--block]: writes a new widget's folder (widgets/NAME/, or a marketing
// block's widgets/marketing/NAME/) and its end-to-end spec, each file as CONTRIBUTING.md lays it
// out, showing the text of its JSON content; then regenerates docs/widget-options.md. What it writes
// builds, mounts, passes the registry's checks and its own tests as it is: the start of a widget,
// to grow by the spec. tests/e2e/scratch-block.spec.ts makes a block with it and builds, budgets,
// mounts and opens it in the playground.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { widgetRegistry } from '../widgets/registry.ts';

type NewKind = 'widget' | 'block';

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
const camel = (name: string) => pascal(name).replace(/^./, (letter) => letter.toLowerCase());
const title = (name: string) => name.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase());

/** The folder and spec paths (relative to the repository) of a new widget or block. */
function newWidgetPaths(name: string, kind: NewKind): { folder: string; spec: string } {
  return kind === 'block'
    ? { folder: `widgets/marketing/${name}`, spec: `tests/e2e/blocks/${name}.spec.ts` }
    : { folder: `widgets/${name}`, spec: `tests/e2e/widgets/${name}.spec.ts` };
}

/** Throws a sentence when `name` cannot be a new widget's: not kebab-case, or taken. */
export function checkNewName(name: string | undefined, taken: readonly string[]): string {
  if (name === undefined || name === '') throw new Error('npm run new: name the widget: npm run new -- NAME [--block] (NAME in kebab-case, such as gift-card)');
  if (!NAME.test(name)) throw new Error(`npm run new: "${name}" is not a widget name: lower-case words joined by "-", such as gift-card`);
  if (name === 'marketing' || taken.includes(name)) throw new Error(`npm run new: "${name}" is taken: choose another name`);
  return name;
}

/** Every file of a new widget or block, by its path relative to the repository. */
export function newWidgetFiles(name: string, kind: NewKind): Record<string, string> {
  const { folder, spec } = newWidgetPaths(name, kind);
  const up = kind === 'block' ? '../../../' : '../../';
  const [Component, options, heading] = [pascal(name), `${camel(name)}Options`, title(name)];
  const what = kind === 'block' ? 'marketing block' : 'widget';
  return {
    [`${folder}/index.ts`]: `import { defineWidget } from '${up}shared/ui/define-widget.tsx';
import { ${options} } from './${name}-options.ts';
import { ${Component} } from './${name}.tsx';
import styles from './${name}.css';

export const { mount } = defineWidget({ options: ${options}, styles: [styles], Component: ${Component} });
`,
    [`${folder}/${name}-options.ts`]: `// ${name}'s options, declared once (CONTRIBUTING "An option"): JSON {text}, the words it shows.
import { nonEmptyText } from '${up}shared/content-fields.ts';
import { defineOptions } from '${up}shared/widget-options.ts';
import { z } from '${up}shared/zod.ts';

export const ${options} = defineOptions({ json: z.object({ text: nonEmptyText }), jsonRequired: true });
`,
    [`${folder}/${name}-options.test.ts`]: `import { describe, expect, it } from 'vitest';
import { parseOptions } from '${up}shared/widget-options.ts';
import { ${options} } from './${name}-options.ts';

const parse = (json?: unknown) => parseOptions('${name}', { attributes: {}, jsonText: json === undefined ? undefined : JSON.stringify(json) }, ${options});

describe('${name} options', () => {
  it('takes the text it shows', () => {
    expect(parse({ text: 'Hello' }).json).toEqual({ text: 'Hello' });
  });

  it('names missing JSON content and empty text', () => {
    expect(() => parse()).toThrow('${name}: JSON content is required: add a child <script type="application/json">');
    expect(() => parse({ text: ' ' })).toThrow('${name}: JSON content: text: expected non-empty text');
  });
});
`,
    [`${folder}/${name}-docs.ts`]: `// ${name}'s docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '${up}shared/widget-docs.ts';

export const docs = defineDocs({
  summary: 'Shows the text of its JSON content.',
  login: 'no',
  calls: [],
  events: ['katkin:ready', 'katkin:error'],
  fields: { text: 'the words shown' },
});
`,
    [`${folder}/${name}.tsx`]: `import type { WidgetProps } from '${up}shared/ui/define-widget.tsx';
import type { ${options} } from './${name}-options.ts';

export function ${Component}({ json }: WidgetProps<typeof ${options}>) {
  return <p className="${name}">{json.text}</p>;
}
`,
    [`${folder}/${name}.css`]: `/* Lengths in em (the host's text size), colours from the host (text inherits). */
.${name} {
  margin: 0;
}
`,
    [`${folder}/demo.html`]: `<section class="demo" aria-labelledby="demo-${name}">
  <h2 id="demo-${name}">${heading}</h2>
  <!-- example: Hello -->
  <div data-katkin-widget="${name}"><script type="application/json">{"text": "Hello from ${name}"}</script></div>
  <!-- example: Empty text -->
  <div data-katkin-widget="${name}" class="demo-invalid"><script type="application/json">{"text": ""}</script></div>
</section>
`,
    [`${folder}/README.md`]: `# ${name}

A ${what}: it shows the text of its JSON content.

\`\`\`html
<div data-katkin-widget="${name}">
  <script type="application/json">{"text": "Hello"}</script>
</div>
\`\`\`

- Messages: \`${name}: JSON content is required: add a child <script type="application/json">\`,
  \`${name}: JSON content: text: expected non-empty text\`.
`,
    [spec]: `// ${name} on a host page: its text, its stylesheet, axe; and its message for empty text.
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';

const placeholder = (json: unknown) => \`<div data-katkin-widget="${name}"><script type="application/json">\${JSON.stringify(json)}</script></div>\`;

test.describe('${name}', () => {
  test('shows its text', async ({ hostPage }) => {
    const page = await hostPage({ body: placeholder({ text: 'Hello from ${name}' }) });
    await expect(page.locator('[data-katkin-widget="${name}"]')).toHaveAttribute('data-katkin-state', 'ready');
    await expect(page.getByText('Hello from ${name}')).toHaveCSS('margin-top', '0px');
    await expectNoAxeViolations(page);
  });

  test('empty text ends in error with its message', async ({ hostPage, events }) => {
    const page = await hostPage({ body: placeholder({ text: '' }) });
    await expect(page.locator('[data-katkin-widget="${name}"]')).toHaveAttribute('data-katkin-state', 'error');
    expect((await events.katkinErrors()).map((error) => error.message)).toEqual(['${name}: JSON content: text: expected non-empty text']);
  });
});
`,
  };
}

function main(): void {
  const args = process.argv.slice(2);
  const kind: NewKind = args.includes('--block') ? 'block' : 'widget';
  const root = path.resolve(import.meta.dirname, '..');
  const name = checkNewName(args.find((arg) => !arg.startsWith('--')), widgetRegistry(root).map((widget) => widget.name));
  const files = newWidgetFiles(name, kind);
  const { folder, spec } = newWidgetPaths(name, kind);
  for (const file of [folder, spec]) if (existsSync(path.join(root, file))) throw new Error(`npm run new: ${file} already exists`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const docs = spawnSync('npm', ['run', '-s', 'docs:options'], { cwd: root, stdio: 'inherit' });
  if (docs.status !== 0) throw new Error('npm run new: npm run docs:options failed');
  // What the registry cannot do for a new widget: tests that name every widget on purpose.
  const byHand = [
    ...(kind === 'widget' ? ['tests/e2e/fault-page.ts: its placeholder (WIDGETS); tests/e2e/fault-widgets.ts: its documented failure state, checked under each fault by tests/e2e/fault-matrix.spec.ts'] : []),
    "tests/e2e/playground.spec.ts: the picker's count of demos, one more",
    'npm run build, then npm run budgets: loader.js and the site entries list every widget (about 10 to 20 bytes each), with room for about eight more',
  ];
  console.info(`${kind} ${name} written: ${folder}/, ${spec}, and docs/widget-options.md regenerated.
Next: npm start, then the playground's picker offers "${title(name)} (${name})"; grow it by the spec, one rule and its test at a time.
By hand (CONTRIBUTING "Adding a widget or a block"):
${byHand.map((line) => `- ${line}`).join('\n')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
