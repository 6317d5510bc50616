// Finds placeholders, mounts each once, unmounts what leaves the document, and keeps
// data-katkin-state and the katkin:* events true. Every failure stays on its placeholder.
import type { ErrorCode, MountContext, Unmount } from '../shared/widget-types.ts';
import type { KatkinStore } from '../shared/store-types.ts';
import { emitError, emitNavigate, emitReady } from './events.ts';
import { wantsLazy, whenNear } from './lazy-mount.ts';
import { markWidget } from './marks.ts';
import { withinTimeout } from './within-timeout.ts';
import { STATE_ATTRIBUTE, WIDGET_ATTRIBUTE, widgetName } from './placeholder.ts';
import type { RemoteLoader } from './remote-loader.ts';
import { logError } from '../shared/log.ts';
import type { WidgetOptionsError } from '../shared/widget-options.ts';

interface Mounted {
  widget: string;
  alive: boolean;
  settled: boolean;
  /** One katkin:error per placeholder: a widget that fails again (a crash after invalid options) is only logged. */
  failed: boolean;
  /** When its code was first asked for (performance.now()): the start of its `katkin:<widget>` measure. */
  startedAt?: number;
  /** A lazy placeholder still waiting to come near the screen: stops the wait. */
  stopWaiting?: () => void;
  unmount?: Unmount;
}

/** A remote that has not loaded by then never will for this visitor: the widget shows its error state. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

export interface MountManagerDeps {
  remotes: RemoteLoader;
  store: KatkinStore;
  /** Performs a navigation the host did not cancel (location.assign in the page). */
  go(url: string): void;
}

export function createMountManager({ remotes, store, go }: MountManagerDeps) {
  const mounted = new Map<Element, Mounted>();

  /** `owner` is whose message it is (the widget, or the loader for an unknown name); the event's message starts with it too. */
  function fail(element: HTMLElement, record: Mounted, code: ErrorCode, owner: string, text: string): void {
    if (!record.alive) return;
    if (record.failed) return logError(owner, `${text} (after an earlier error)`);
    record.failed = true;
    record.settled = true;
    element.setAttribute(STATE_ATTRIBUTE, 'error');
    element.removeAttribute('aria-busy');
    logError(owner, text);
    emitError(element, record.widget, code, `${owner}: ${text}`);
  }

  function contextFor(element: HTMLElement, record: Mounted): MountContext {
    return {
      widget: record.widget,
      store,
      go(url) {
        // An action that finishes after its widget left the page (a checkout answered after the
        // single-page host moved on) must not take the visitor away from where they now are.
        if (record.alive && emitNavigate(element, record.widget, url)) go(url);
      },
      announceNavigation: (url) => emitNavigate(element, record.widget, url),
      ready() {
        if (!record.alive || record.settled) return;
        record.settled = true;
        element.setAttribute(STATE_ATTRIBUTE, 'ready');
        element.removeAttribute('aria-busy');
        markWidget(record.widget, 'ready', record.startedAt);
        emitReady(element, record.widget);
      },
      fail: (code, message) => fail(element, record, code, record.widget, message),
    };
  }

  async function start(element: HTMLElement, record: Mounted): Promise<void> {
    let module;
    record.startedAt = markWidget(record.widget, 'start');
    try {
      module = await withinTimeout(remotes.load(record.widget), REMOTE_LOAD_TIMEOUT_MS, 'its code');
    } catch (error) {
      return fail(element, record, 'load-failed', record.widget, `could not load (${(error as Error).message})`);
    }
    if (!record.alive) return;
    markWidget(record.widget, 'remote-loaded');
    try {
      record.unmount = module.mount(element, contextFor(element, record));
      markWidget(record.widget, 'mounted');
    } catch (error) {
      // Its problems, by name: the error comes from the remote's own copy of the class.
      const problems = (error as Partial<WidgetOptionsError>).problems;
      if ((error as Error).name === 'WidgetOptionsError' && problems) fail(element, record, 'invalid-options', record.widget, problems);
      else fail(element, record, 'mount-failed', record.widget, `could not mount (${(error as Error).message})`);
    }
  }

  function mount(element: HTMLElement): void {
    if (mounted.has(element)) return;
    const record: Mounted = {
      widget: widgetName(element),
      alive: true,
      settled: false,
      failed: false,
    };
    mounted.set(element, record);
    element.setAttribute(STATE_ATTRIBUTE, 'loading');
    element.setAttribute('aria-busy', 'true');
    // An unknown name fails at once, lazy or not: there is nothing to wait for.
    if (!remotes.widgets.includes(record.widget)) {
      return fail(element, record, 'unknown-widget', 'loader', `unknown widget "${record.widget}" (known widgets: ${remotes.widgets.join(', ')})`);
    }
    // A lazy placeholder stays "loading" until it comes near the screen (at once without IntersectionObserver).
    if (wantsLazy(element, record.widget)) record.stopWaiting = whenNear(element, () => void start(element, record));
    if (!record.stopWaiting) void start(element, record);
  }

  function unmount(element: Element): void {
    const record = mounted.get(element);
    if (!record) return;
    record.alive = false;
    mounted.delete(element);
    record.stopWaiting?.();
    try {
      record.unmount?.();
    } catch (error) {
      logError(record.widget, 'unmount failed', error);
    }
    element.removeAttribute(STATE_ATTRIBUTE);
    element.removeAttribute('aria-busy');
  }

  function scan(root: ParentNode = document): void {
    if (root instanceof HTMLElement && root.hasAttribute(WIDGET_ATTRIBUTE)) mount(root);
    root.querySelectorAll<HTMLElement>(`[${WIDGET_ATTRIBUTE}]`).forEach(mount);
  }

  /** Mounts placeholders added later (an SPA route) and unmounts removed ones; returns a stop function. */
  function observe(target: Node = document.documentElement): () => void {
    const observer = new MutationObserver((records) => {
      let removed = false;
      for (const record of records) {
        record.addedNodes.forEach((node) => node instanceof HTMLElement && scan(node));
        removed ||= record.removedNodes.length > 0;
      }
      if (removed) for (const element of mounted.keys()) if (!element.isConnected) unmount(element);
    });
    observer.observe(target, { childList: true, subtree: true });
    return () => observer.disconnect();
  }

  return { mount, unmount, scan, observe };
}

export type MountManager = ReturnType<typeof createMountManager>;
