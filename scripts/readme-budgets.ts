// The README's list of size budgets is made from scripts/size-budgets.ts, so the two cannot
// drift: `npm run budgets:readme` writes it between the markers, `npm run lint` checks it.
import { LIBRARIES, libraryDir } from './libraries.ts';
import type { budgets } from './size-budgets.ts';

type Budgets = typeof budgets;

const START = '<!-- budgets:start -->';
const END = '<!-- budgets:end -->';

const quoted = (line: string | undefined) => (line === undefined ? 'no line' : JSON.stringify(line));

const limit = ({ brotli, gzip }: { brotli: number; gzip?: number }) =>
  `≤ ${brotli} KB brotli${gzip === undefined ? '' : `, ${gzip} KB gzip`}`;

/** One Markdown list item per budget. A line for every key, so a new budget fails the type check until it is described here. */
export function budgetLines(b: Budgets): string[] {
  const lines: Record<keyof Budgets, string[]> = {
    loader: [`- \`loader.js\` ${limit(b.loader)}`],
    mfRuntime: [`- the loader's Module Federation part, the container protocol (\`loader-mf-runtime.*.js\`, fetched when a page first mounts a widget) ${limit(b.mfRuntime)}`],
    headless: [`- each other lazy chunk of the loader (\`loader-*.js\`: a headless widget, a command's code) ${limit(b.headless)}`],
    remoteEntry: [`- each \`remoteEntry\` ${limit(b.remoteEntry)}, except:`],
    siteRemoteEntry: [`  - the \`site\` remote's (every on-site widget's expose) ${limit(b.siteRemoteEntry)}`],
    classicRemoteEntry: [`- each \`remoteEntry\` of the classic-script build ${limit(b.classicRemoteEntry)}`],
    oneFileRemote: [
      `- a remote built as one file (the \`partner\` remote: the batch lookup, the code it uses and the framework in its \`remoteEntry\`), either build, in place of the two above: preact ${limit(b.oneFileRemote.preact)}; React ${limit(b.oneFileRemote.react)}`,
    ],
    widgetChunk: [`- each widget chunk ${limit(b.widgetChunk)}${Object.keys(b.widgetChunkOverrides).length > 0 ? ', except:' : ''}`],
    widgetChunkOverrides: Object.entries(b.widgetChunkOverrides).map(([widget, l]) => `  - \`${widget}\` ${limit(l)}`),
    blockChunk: [`- each marketing block's own chunk ${limit(b.blockChunk)}`],
    sharedChunk: [`- each chunk of code shared by widgets of one remote ${limit(b.sharedChunk)}`],
    framework: [
      `- the preact build's framework module (preact, hooks and compat in one) ${limit(b.framework.preact)}`,
      `- each React module (react, react-dom, react-dom/client, jsx-runtime) ${limit(b.framework.react)}`,
    ],
    libraries: LIBRARIES.map(
      (library) => `- the \`${library.name}\` library for apps (\`${libraryDir('', library)}/index.js\`, without what it imports) ${limit(b.libraries[library.name]!)}`,
    ),
    partnerPage: [`- the partner page, all it downloads for one ready batch lookup (default build): ${limit(b.partnerPage)} in at most ${b.partnerPage.requests} files`],
    nineWidgetPage: [`- a page with the nine widgets of issue 21, the blocks aside (default build) ${limit(b.nineWidgetPage)}`],
    marketingPage: [`- the marketing page: issue 13's thirteen blocks with feeding guidelines, price comparison and batch lookup (default build) ${limit(b.marketingPage)}`],
  };
  return Object.values(lines).flat();
}

function split(readme: string): { before: string; inside: string[]; after: string } {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md needs the budget list between ${START} and ${END}`);
  const inside = readme.slice(start + START.length, end).split('\n').slice(1, -1);
  return { before: readme.slice(0, start), inside, after: readme.slice(end + END.length) };
}

/** The README with `lines` between the markers. */
export function withBudgets(readme: string, lines: string[]): string {
  const { before, after } = split(readme);
  return [before + START, ...lines, END + after].join('\n');
}

/** Each line where the README's list and `lines` differ, named by its number in the list. */
export function budgetMismatches(readme: string, lines: string[]): string[] {
  const { inside } = split(readme);
  const mismatches: string[] = [];
  for (let i = 0; i < Math.max(inside.length, lines.length); i++) {
    if (inside[i] !== lines[i]) {
      mismatches.push(`budget list line ${i + 1}: README.md has ${quoted(inside[i])}, size-budgets.ts gives ${quoted(lines[i])}`);
    }
  }
  return mismatches;
}
