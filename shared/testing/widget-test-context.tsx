// The one way component tests set a widget up: a real loader store, a context whose
// navigate/go/ready/fail are spies, `renderWidget` to render under that context as defineWidget
// does, and a fake backend answering by "METHOD /path" so a test reads like the calls it expects.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createStore } from '../../loader/store.ts';
import type { Auth } from '../store-types.ts';
import { WidgetContextProvider } from '../ui/widget-context.tsx';
import type { MountContext, WidgetContext } from '../widget-types.ts';

const TEST_API = 'https://api.test';
export const TEST_SITE = 'https://www.site.test';

export interface TestContextOptions {
  /** Logged in with this token (default), or logged out with null. */
  auth?: Auth | null;
  siteBase?: string;
}

export function testContext(widget: string, { auth = { accessToken: 'token-1' }, siteBase = TEST_SITE }: TestContextOptions = {}) {
  const base = TEST_API;
  const store = createStore({
    bases: { api: base, discounts: base, capi: base, legacy: base, orders: base },
    siteBase,
    flavour: 'react',
  });
  store.setAuth(auth);
  const context = {
    widget,
    store,
    navigate: vi.fn<(route: string) => void>(),
    // What the loader hands mount() (tests that call a module's mount): navigate then goes through it.
    go: vi.fn<(url: string) => void>(),
    announceNavigation: vi.fn<(url: string) => boolean>(() => true),
    ready: vi.fn(),
    fail: vi.fn(),
  } satisfies WidgetContext & MountContext;
  return context;
}

/** Renders a widget's component under its context, as defineWidget does. */
export function renderWidget(ui: ReactElement, context: WidgetContext) {
  return render(<WidgetContextProvider value={context}>{ui}</WidgetContextProvider>);
}

/** The text of the element that describes `element` (its aria-describedby), as a screen reader reads it with the field. */
export function descriptionOf(element: Element): string | null | undefined {
  return document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
}

type FakeReply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
export type FakeRoutes = Record<string, (url: URL, init: RequestInit) => FakeReply>;

/** Stubs fetch; unknown routes answer 404. Returns the calls made, as "METHOD /path?query". */
export function fakeApi(routes: FakeRoutes) {
  const calls: { key: string; url: URL; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    calls.push({ key: `${method} ${url.pathname}${url.search}`, url, init });
    const handler = routes[`${method} ${url.pathname}`];
    const reply = handler ? await handler(url, init) : { status: 404, body: { message: 'no route' } };
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}
