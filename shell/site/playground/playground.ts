// The playground page: pick a widget example, edit its placeholder (attributes through controls
// generated from the widget's options spec, any other by hand, and the JSON with its fields
// listed and checked), see it re-mount live in a frame of the chosen width with its own
// messages, try a theme, read its docs, copy the embed code or the React code, and keep all of
// it in the URL (a deep link reproduces the setup).
import { build, config, katkinOf, loadLoader, logEvents, setQuery, wireControls } from '../controls.ts';
import { createAttributeControls } from './attribute-controls.ts';
import { wireCopy } from './copy.ts';
import { renderDocs } from './docs-panel.ts';
import { createEditor } from './editor.ts';
import { embedCode, type EmbedOrigins } from './embed-code.ts';
import { readExamples, type Example } from './examples.ts';
import { createJsonFields } from './json-fields.ts';
import { createMessages } from './messages.ts';
import { reactCode } from './react-code.ts';
import { DEFAULT_WIDTH, type FrameWidth, type PlaygroundState } from './playground-state.ts';
import { loadReference, type ReferenceEntry } from './reference.ts';
import { fitStage } from './stage-fit.ts';
import { createStage } from './stage.ts';
import { wireTabs } from './tabs.ts';
import { createThemeControls } from './theme-controls.ts';
import { linkedTheme } from './theme-values.ts';
import { decodeState, encodeState } from './url-state.ts';

/** Typing pauses this long before the widget re-mounts (each mount is a fresh widget). */
const DEBOUNCE_MS = 400;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const examples = readExamples(byId<HTMLTemplateElement>('demos').content);
const picker = byId<HTMLSelectElement>('example');
const widthForm = byId<HTMLFormElement>('width-form');
const messages = createMessages(byId('messages'));
let width: FrameWidth = DEFAULT_WIDTH;
wireTabs(document.querySelector('[role="tablist"]')!);

// Every widget's spec, docs and reference, bundled from the specs by the host server.
const words = await loadReference();
const entries = new Map(words.entries.map((entry) => [entry.widget, entry]));
const controls = createAttributeControls(byId('attribute-controls'), words);
const jsonFields = createJsonFields(byId('json-fields'), byId('json-field-list'), words);
let shownWidget: string | undefined;

/** The controls and docs of this widget (a widget without NAME-options.ts gets none). */
function showWidget(widget: string): void {
  if (widget === shownWidget) return;
  shownWidget = widget;
  const entry: ReferenceEntry = entries.get(widget) ?? { widget, spec: {}, reference: { widget, attributes: [] } };
  byId('attributes-legend').textContent = `Attributes of ${widget}`;
  controls.render(entry.reference.attributes);
  renderDocs(byId('panel-docs'), entry, words);
}

function fillPicker(): void {
  const groups = new Map<string, HTMLOptGroupElement>();
  examples.forEach((example, index) => {
    const key = `${example.group} (${example.state.widget})`;
    if (!groups.has(key)) groups.set(key, Object.assign(document.createElement('optgroup'), { label: key }));
    groups.get(key)!.append(new Option(example.label, String(index)));
  });
  picker.replaceChildren(...groups.values());
}

/** The example a link's state most likely came from: the same one, else one of its widget with the
 * same attributes (the JSON edited), else the widget's first. The picker shows it as the start. */
function exampleFor(state: Example['state']): number {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const found = [
    (example: Example) => same(example.state, state),
    (example: Example) => example.state.widget === state.widget && same(example.state.attributes, state.attributes),
    (example: Example) => example.state.widget === state.widget,
  ].map((test) => examples.findIndex(test));
  return found.find((index) => index >= 0) ?? 0;
}

const editor = createEditor(
  { controls, hand: byId('hand-attributes'), rows: byId('attribute-rows'), add: byId('add-attribute'), json: byId('json') },
  () => {
    clearTimeout(pending);
    pending = setTimeout(apply, DEBOUNCE_MS);
  },
);
let pending: ReturnType<typeof setTimeout> | undefined;

// A theme change repaints the widget as it is: no re-mount, so no wait. The address follows once
// the change pauses: a colour picker being dragged changes dozens of times a second, and browsers
// refuse history.replaceState past a rate (Firefox about 200 in 10 s).
let themeQuery: ReturnType<typeof setTimeout> | undefined;
const theme = createThemeControls({ rows: byId('theme-rows'), contrast: byId('theme-contrast'), reset: byId('theme-reset') }, () => {
  stage.setTheme(theme.read());
  clearTimeout(themeQuery);
  themeQuery = setTimeout(() => setQuery(encodeState(currentState(), location.search)), DEBOUNCE_MS);
});

function currentState(): PlaygroundState {
  return { widget: examples[Number(picker.value)]!.state.widget, ...editor.read(), width, theme: theme.read() };
}

function checkJson(json: string): void {
  if (json === '') return messages.set('editor', []);
  try {
    JSON.parse(json);
    messages.set('editor', []);
  } catch (error) {
    messages.set('editor', [['error', `The JSON child does not parse: ${(error as Error).message}. The widget gets it as typed.`]]);
  }
}

const stage = createStage(byId('stage-frame'), {
  fresh(frameWindow) {
    replay(frameWindow);
    logEvents(frameWindow.document);
    loadLoader(frameWindow.document);
  },
  mounting: () => messages.set('widget', []),
  widgetError: (message) => messages.add('widget', 'error', message),
  widgetWarning: (message) => messages.add('widget', 'warning', message),
  widgetReady: () => messages.add('widget', 'ok', 'the widget is ready.'),
});

const fit = fitStage(byId('stage-box'), byId('stage-frame'), byId('stage-scale'));

/** Shows what the editor holds: the frame re-mounts the widget and the URL follows. */
function apply(): void {
  clearTimeout(pending);
  const state = currentState();
  checkJson(state.json);
  const entry = entries.get(state.widget);
  if (entry) jsonFields.show(entry, state.attributes, state.json);
  messages.set('link', []);
  setQuery(encodeState(state, location.search));
  stage.show(state);
  fit();
}

function setWidth(next: FrameWidth): void {
  width = next;
  (widthForm.elements.namedItem('width') as RadioNodeList).value = String(next);
  stage.setWidth(next);
  fit();
  setQuery(encodeState(currentState(), location.search));
}

// The frame's window, once it has loaded: the controls act on it.
let frameWindow: typeof window | undefined;
const replayControls = wireControls(() => katkinOf(frameWindow ?? window));
function replay(next: typeof window): void {
  frameWindow = next;
  replayControls();
}

fillPicker();
/** Loads a placeholder into the editor, with the controls of its widget. */
function load(state: Example['state']): void {
  showWidget(state.widget);
  editor.load(state);
}

picker.addEventListener('change', () => {
  load(examples[Number(picker.value)]!.state);
  apply();
});
widthForm.addEventListener('change', () => setWidth(Number(new FormData(widthForm).get('width')) as FrameWidth));
const origins: EmbedOrigins = { dist: config.dist, api: config.api, site: config.host, build };
wireCopy({ status: byId('copy-status'), fallback: byId('copy-fallback'), fallbackLabel: byId('copy-fallback-label') }, [
  [byId('copy'), 'embed code', () => ({ code: embedCode(origins, currentState()) })],
  [byId('copy-react'), 'React code', () => reactCode(origins, currentState())],
]);

const fromLink = decodeState(location.search, [...new Set(examples.map((example) => example.state.widget))]);
// A link naming only a widget opens its first example, JSON and all.
const linked = fromLink.state && (fromLink.widgetOnly ? { ...examples[exampleFor(fromLink.state)]!.state, width: fromLink.state.width } : fromLink.state);
const start = linked ?? { ...examples[0]!.state, width: fromLink.width ?? DEFAULT_WIDTH };
picker.value = String(exampleFor(start));
load(start);
const linkTheme = linkedTheme(location.search);
theme.load(linkTheme.theme);
stage.setTheme(theme.read());
setWidth(start.width);
apply();
messages.set('link', [...fromLink.problems, ...linkTheme.problems].map((problem) => ['warning', problem]));
