// The stage: the widget on a small host page of the shell's origin (frame.html) in an iframe
// of 390, 800 or 1300 px. An iframe, not a box of that width, because the frame is a real
// viewport: media queries (the accordion's breakpoint), fixed banners (sticky CTA), the
// tooltip's fitting and the carousels' own width all see the chosen width, as on a phone.
// The frame has its own loader and store, so on each load of frame.html the playground
// replays the controls into it and mounts the placeholder again (a widget may navigate the
// frame, e.g. to /login and back).
import { placeholderElement } from '../../../shared/placeholder-markup.ts';
import type { FrameWidth, PlaygroundState } from './playground-state.ts';
import type { ThemeEntry } from './theme-properties.ts';
import { applyTheme } from './theme-values.ts';

export interface StageHooks {
  /** A fresh frame page: push the controls' state to its katkin, log its events, add its loader. */
  fresh(frameWindow: typeof window): void;
  /** Before each mount: the widget's messages so far belong to the placeholder it replaces. */
  mounting(): void;
  widgetError(message: string): void;
  widgetWarning(message: string): void;
  widgetReady(): void;
}

export interface Stage {
  /** Mounts the placeholder again (a fresh widget); the theme is setTheme's. */
  show(state: Omit<PlaygroundState, 'theme'>): void;
  setWidth(width: FrameWidth): void;
  /** Sets the theme on the placeholder's parent: custom properties inherit into the widget as it is, no re-mount. */
  setTheme(theme: readonly ThemeEntry[]): void;
}

const FRAME_PATH = '/frame.html';

/** Look-only fallbacks are reported on the console only (`katkin: <widget>: ...`), so the frame's
 * console.warn is teed: the frame is the playground's own page, and the line still reaches the console. */
function teeWarnings(frameWindow: typeof window, warn: (message: string) => void): void {
  const original = frameWindow.console.warn.bind(frameWindow.console);
  frameWindow.console.warn = (...args: unknown[]) => {
    original(...args);
    if (typeof args[0] === 'string' && args[0].startsWith('katkin: ')) warn(args[0].slice('katkin: '.length));
  };
}

export function createStage(frame: HTMLIFrameElement, hooks: StageHooks): Stage {
  let state: Omit<PlaygroundState, 'theme'> | undefined;
  let current: HTMLElement | undefined;
  let loaded = false;
  let theme: readonly ThemeEntry[] = [];

  const frameDocument = () => {
    const target = frame.contentDocument;
    return target?.readyState === 'complete' && target.location.pathname === FRAME_PATH ? target : undefined;
  };

  const mount = () => {
    const target = frameDocument();
    if (!state || !target) return;
    // Names were checked by the editor and the link decoder: data-* options only.
    const placeholder = placeholderElement(target, state.widget, state.attributes, state.json === '' ? undefined : state.json);
    hooks.mounting();
    current = placeholder;
    // The loader's MutationObserver unmounts the old placeholder and mounts this one.
    target.getElementById('stage')!.replaceChildren(placeholder);
  };

  const paintTheme = () => {
    const box = frameDocument()?.getElementById('stage');
    if (box) applyTheme(box, theme);
  };

  frame.addEventListener('load', () => {
    loaded = true;
    const target = frameDocument();
    if (!target) return; // a page the widget navigated to: shown as it is
    const frameWindow = target.defaultView as typeof window;
    teeWarnings(frameWindow, (message) => hooks.widgetWarning(message));
    // Only the shown placeholder's events: a replaced one may still report late.
    target.addEventListener('katkin:error', (event) => {
      if (event.target === current) hooks.widgetError((event as CustomEvent<{ message: string }>).detail.message);
    });
    target.addEventListener('katkin:ready', (event) => event.target === current && hooks.widgetReady());
    hooks.fresh(frameWindow);
    paintTheme();
    mount();
  });
  frame.src = FRAME_PATH;

  return {
    show(next) {
      state = next;
      frame.width = String(next.width);
      // Back to the frame page if a widget took the frame elsewhere (its load mounts this state).
      if (frameDocument()) mount();
      else if (loaded && frame.contentDocument?.location.pathname !== FRAME_PATH) frame.src = FRAME_PATH;
    },
    setWidth(width) {
      frame.width = String(width);
    },
    setTheme(next) {
      theme = next;
      paintTheme();
    },
  };
}
