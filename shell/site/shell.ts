// The shell's controls: build, auth, flags, consent and API faults, wired to window.katkin
// and to the reference API's /__control endpoints; plus a log of katkin:* events.
const config = document.querySelector<HTMLScriptElement>('script[data-dist]')!.dataset;
const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? 'react' : 'preact';

// The queue until the loader (added last) runs, then the API: push works on both.
const windowKatkin = () => (window.katkin ??= []);

function loadLoader(): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = `${config.dist}/loader.js`;
  script.dataset.apiBase = config.api;
  script.dataset.siteBase = config.host;
  script.dataset.build = build;
  document.head.append(script);
}

function form(id: string): HTMLFormElement {
  return document.getElementById(id) as HTMLFormElement;
}

function wireBuild(): void {
  const radios = form('build-form').elements.namedItem('build') as RadioNodeList;
  radios.value = build;
  form('build-form').addEventListener('change', () => {
    params.set('build', radios.value);
    location.search = params.toString();
  });
}

function wireAuth(): void {
  const status = document.getElementById('auth-status')!;
  const show = (text: string) => (status.textContent = text);
  form('auth-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form('auth-form'));
    windowKatkin().push(['setAuth', { accessToken: String(data.get('token')), customerId: String(data.get('customer')) }]);
    sessionStorage.setItem('shell-auth', JSON.stringify([data.get('token'), data.get('customer')]));
    show('Logged in');
  });
  document.getElementById('logout')!.addEventListener('click', () => {
    windowKatkin().push(['setAuth', null]);
    sessionStorage.removeItem('shell-auth');
    show('Logged out');
  });
  // Keep the login across reloads and the /login round trip.
  const saved = sessionStorage.getItem('shell-auth');
  if (saved) {
    const [accessToken, customerId] = JSON.parse(saved) as [string, string];
    windowKatkin().push(['setAuth', { accessToken, customerId }]);
    show('Logged in');
  }
}

function wireFlags(): void {
  const apply = () => {
    const flags: Record<string, string> = {};
    for (const box of form('flags-form').querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
      flags[box.name] = box.checked ? 'test' : 'control';
    }
    windowKatkin().push(['setFlags', flags]);
  };
  form('flags-form').addEventListener('change', apply);
  apply();
}

function wireConsent(): void {
  form('consent-form').addEventListener('change', () => {
    const data = new FormData(form('consent-form'));
    windowKatkin().push(['setConsent', { analytics: data.has('analytics'), marketing: data.has('marketing') }]);
  });
}

function wireFaults(): void {
  form('fault-form').addEventListener('change', () => {
    const data = new FormData(form('fault-form'));
    void fetch(`${config.api}/__control/faults`, {
      method: 'POST',
      body: JSON.stringify({ mode: data.get('mode'), pathPrefix: data.get('pathPrefix') ?? '', status: Number(data.get('status')) }),
    });
  });
}

function wireEventLog(): void {
  const log = document.getElementById('event-log')!;
  for (const name of ['katkin:ready', 'katkin:error', 'katkin:navigate']) {
    document.addEventListener(name, (event) => {
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
 * Every placeholder with a JSON child gets an editor: Apply puts the edited JSON into a fresh
 * copy of the placeholder (the loader unmounts the old one and mounts the new one) and shows
 * the widget's own validation message beside it.
 */
function wireJsonEditors(): void {
  for (const original of document.querySelectorAll<HTMLElement>('main [data-katkin-widget]')) {
    const json = original.querySelector('script[type="application/json"]');
    if (!json) continue;
    const widget = original.dataset.katkinWidget!;
    const editor = Object.assign(document.createElement('details'), { className: 'json-editor' });
    const textarea = Object.assign(document.createElement('textarea'), { rows: 8, spellcheck: false, value: json.textContent ?? '' });
    const label = Object.assign(document.createElement('label'), { textContent: `JSON for ${widget}` });
    label.append(textarea);
    const apply = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Apply' });
    const status = document.createElement('output');
    status.setAttribute('role', 'status');
    editor.append(Object.assign(document.createElement('summary'), { textContent: `Edit the JSON of this ${widget}` }), label, apply, status);
    let current = original;
    apply.addEventListener('click', () => {
      const next = current.cloneNode(false) as HTMLElement;
      next.removeAttribute('data-katkin-state');
      next.removeAttribute('aria-busy');
      const child = document.createElement('script');
      child.type = 'application/json';
      child.textContent = textarea.value;
      next.append(child);
      status.textContent = '';
      next.addEventListener('katkin:error', (event) => (status.textContent = (event as CustomEvent<{ message: string }>).detail.message));
      next.addEventListener('katkin:ready', () => (status.textContent = 'Mounted.'));
      current.replaceWith(next);
      current = next;
    });
    original.after(editor);
  }
}

wireBuild();
wireJsonEditors();
wireEmailCookies();
wireTrackingLog();
wireEventLog();
wireAuth();
wireFlags();
wireConsent();
wireFaults();
loadLoader();
