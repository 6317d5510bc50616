// The shell's controls, shared by the playground and the all-widgets page: build, auth, flags,
// consent and API faults, wired to a page's window.katkin and to the reference API's
// /__control endpoints; plus the logs of katkin:* events and of the events the API received.
import { quoted } from './quoted.ts';

export const config = document.querySelector<HTMLScriptElement>('script[data-dist]')!.dataset as { dist: string; api: string; host: string };
export const build = new URLSearchParams(location.search).get('build') === 'react' ? 'react' : 'preact';

type Katkin = typeof window.katkin;
/** Where commands go: this page's window.katkin, or the playground frame's. */
type KatkinOf = () => Katkin;

/** The window's queue until its loader (added last) runs, then the API: push works on both. */
export function katkinOf(target: typeof window): Katkin {
  return (target.katkin ??= []);
}

/** Adds the loader to a document, with this page's API, site and dist origins and build. */
export function loadLoader(target: Document): void {
  const script = target.createElement('script');
  script.async = true;
  script.src = `${config.dist}/loader.js`;
  script.dataset.apiBase = config.api;
  script.dataset.siteBase = config.host;
  script.dataset.build = build;
  target.head.append(script);
}

/** What the query holds of a page's setup: both pages read it (the build and flags here, the
 * theme in the playground and the all-widgets page), and the links between them carry it. */
const PAGE_SETUP = ['build', 'flag', 'theme'];

/** The links to the other page (`data-carries-setup`) carry this page's setup. */
function carrySetup(): void {
  const kept = new URLSearchParams([...new URLSearchParams(location.search)].filter(([key]) => PAGE_SETUP.includes(key)));
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-carries-setup]')) link.search = String(kept);
}

/** Sets this page's query without a reload (the page keeps its state there) and the links that
 * carry it; an empty one leaves the address without its "?". */
export function setQuery(search: string): void {
  history.replaceState(history.state, '', search === '?' ? location.pathname : search);
  carrySetup();
}

function form(id: string): HTMLFormElement {
  return document.getElementById(id) as HTMLFormElement;
}

function wireBuild(): void {
  const radios = form('build-form').elements.namedItem('build') as RadioNodeList;
  radios.value = build;
  form('build-form').addEventListener('change', () => {
    // The page's query as it is now (the playground keeps its state there), the build changed: a
    // new page, not setQuery, as the loader of one build is on the page; the links follow on load.
    const params = new URLSearchParams(location.search);
    params.set('build', radios.value);
    location.search = params.toString();
  });
}

const showAuth = (text: string) => (document.getElementById('auth-status')!.textContent = text);

/** Pushes the saved login (kept across reloads and the /login round trip) to a fresh page. */
function replayAuth(katkin: KatkinOf): void {
  const saved = sessionStorage.getItem('shell-auth');
  if (!saved) return;
  const [accessToken, customerId] = JSON.parse(saved) as [string, string];
  katkin().push(['setAuth', { accessToken, customerId }]);
  showAuth('Logged in');
}

function wireAuth(katkin: KatkinOf): void {
  form('auth-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form('auth-form'));
    katkin().push(['setAuth', { accessToken: String(data.get('token')), customerId: String(data.get('customer')) }]);
    sessionStorage.setItem('shell-auth', JSON.stringify([data.get('token'), data.get('customer')]));
    showAuth('Logged in');
  });
  document.getElementById('logout')!.addEventListener('click', () => {
    katkin().push(['setAuth', null]);
    sessionStorage.removeItem('shell-auth');
    showAuth('Logged out');
  });
}

/** How many unknown flag names from a link a message names (a hostile link may hold thousands). */
const MAX_NAMED_FLAGS = 5;

/** The flags ticked, kept in the address (`flag=price-calculator`, beside `build`), so a link to a
 * flag-gated widget shows it; a name in the link that is not one of the boxes is said and left out. */
function wireFlags(katkin: KatkinOf): void {
  const boxes = [...form('flags-form').querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
  const linked = new URLSearchParams(location.search).getAll('flag');
  boxes.forEach((box) => (box.checked = linked.includes(box.name)));
  const unknown = linked.filter((name) => !boxes.some((box) => box.name === name));
  if (unknown.length > 0) {
    const named = unknown.slice(0, MAX_NAMED_FLAGS).map((name) => quoted(name)).join(', ') + (unknown.length > MAX_NAMED_FLAGS ? ` and ${unknown.length - MAX_NAMED_FLAGS} more` : '');
    document.getElementById('flags-message')!.textContent = `Left out of the link: ${named}, not ${unknown.length === 1 ? 'one' : 'any'} of these flags.`;
  }
  form('flags-form').addEventListener('change', () => {
    const params = new URLSearchParams(location.search);
    params.delete('flag');
    boxes.filter((box) => box.checked).forEach((box) => params.append('flag', box.name));
    setQuery(`?${params}`);
    pushFlags(katkin);
  });
}

function pushFlags(katkin: KatkinOf): void {
  const flags: Record<string, string> = {};
  for (const box of form('flags-form').querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
    flags[box.name] = box.checked ? 'test' : 'control';
  }
  katkin().push(['setFlags', flags]);
}

/** Consent is pushed only once it has been chosen: before that the page has given none. */
let consentChosen = false;
function pushConsent(katkin: KatkinOf): void {
  if (!consentChosen) return;
  const data = new FormData(form('consent-form'));
  katkin().push(['setConsent', { analytics: data.has('analytics'), marketing: data.has('marketing') }]);
}

/** Offers each call of the reference API as a path prefix (a {param} and what follows left off). */
async function listFaultPaths(): Promise<void> {
  const routes = (await (await fetch(`${config.api}/__control/routes`)).json()) as { method: string; path: string }[];
  const prefixes = [...new Set(routes.map((route) => route.path.replace(/\{.*$/, '')))].sort();
  document.getElementById('fault-paths')!.replaceChildren(...prefixes.map((prefix) => Object.assign(document.createElement('option'), { value: prefix })));
}

/** The panel shows the API's fault as it is (it outlives a reload of this page) and sends each
 * change; what the API refuses (a path without its "/") is said under the panel. */
function wireFaults(): void {
  void listFaultPaths();
  const panel = form('fault-form');
  const field = (name: string) => panel.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  const said = document.getElementById('fault-message')!;
  const show = (fault: { mode: string; pathPrefix: string; status?: number }) => {
    field('mode').value = fault.mode;
    field('pathPrefix').value = fault.pathPrefix;
    if (fault.status !== undefined) field('status').value = String(fault.status);
  };
  void fetch(`${config.api}/__control/faults`)
    .then(async (reply) => show(await reply.json()))
    .catch(() => (said.textContent = 'The reference API is not answering.'));
  panel.addEventListener('change', async () => {
    const data = new FormData(panel);
    const status = String(data.get('status') ?? '');
    const reply = await fetch(`${config.api}/__control/faults`, {
      method: 'POST',
      body: JSON.stringify({ mode: data.get('mode'), pathPrefix: data.get('pathPrefix') ?? '', ...(status !== '' && { status: Number(status) }) }),
    });
    const answer = (await reply.json()) as { error?: string };
    said.textContent = reply.ok ? '' : (answer.error ?? `the API answered ${reply.status}`);
  });
}

/** Logs the katkin:* events that reach `target` (a document: they bubble and are composed). */
export function logEvents(target: EventTarget): void {
  const log = document.getElementById('event-log')!;
  for (const name of ['katkin:ready', 'katkin:error', 'katkin:navigate']) {
    target.addEventListener(name, (event) => {
      const item = document.createElement('li');
      item.textContent = `${name} ${JSON.stringify((event as CustomEvent).detail)}`;
      log.prepend(item);
    });
  }
}

/** The email forms' suppression cookies (widgets/email-capture: katkin_email_<form id>), all of them. */
function wireEmailCookies(): void {
  document.getElementById('clear-email-cookies')!.addEventListener('click', () => {
    const names = document.cookie.split(';').map((part) => part.trim().split('=')[0]!).filter((name) => name.startsWith('katkin_email_'));
    names.forEach((name) => (document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`));
    document.getElementById('cookie-status')!.textContent = `Cleared ${names.length}: reload to see the forms again.`;
  });
}

/** What the reference API's POST /event received (GET /events), refreshed every 2 s. */
function wireTrackingLog(): void {
  const log = document.getElementById('tracking-log')!;
  const refresh = async () => {
    if (document.hidden) return;
    try {
      const events = (await (await fetch(`${config.api}/events`)).json()) as { type: string; eventSourceUrl: string; eventId: string }[];
      log.replaceChildren(
        ...events.map((event) =>
          Object.assign(document.createElement('li'), { textContent: `${event.type} ${new URL(event.eventSourceUrl).pathname} ${event.eventId}` }),
        ),
      );
    } catch {
      log.replaceChildren(Object.assign(document.createElement('li'), { textContent: 'The reference API is not answering.' }));
    }
  };
  void refresh();
  setInterval(refresh, 2000);
}

/**
 * Wires every control to the page `katkin` gives and returns `replay`, which pushes the current
 * login, flags and consent to it: once for this page, and again for each fresh page behind it
 * (the playground's frame starts with an empty store each time it loads).
 */
export function wireControls(katkin: KatkinOf): () => void {
  carrySetup();
  wireBuild();
  wireAuth(katkin);
  wireFlags(katkin);
  form('consent-form').addEventListener('change', () => {
    consentChosen = true;
    pushConsent(katkin);
  });
  wireFaults();
  wireEmailCookies();
  wireTrackingLog();
  return () => {
    replayAuth(katkin);
    pushFlags(katkin);
    pushConsent(katkin);
  };
}
