// <KatkinWidget>: a placeholder of the embed contract rendered by a React host app. The loader
// does the rest: its MutationObserver mounts the placeholder when React inserts it (attributes and
// JSON child already in place: React builds the element before it enters the document) and
// unmounts it when React removes it. The loader reads options once, at mount, so new options or
// content give a new placeholder (a new React key), which the loader mounts afresh.
import { useEffect, useLayoutEffect, useMemo, useRef, type CSSProperties, type ReactElement } from 'react';
import type { KatkinEvent, KatkinEventName } from '../../shared/katkin-api.ts';
import { contentJson, optionAttributes, type KatkinOptions } from './option-attributes.ts';

export interface KatkinWidgetProps {
  /** The widget, as in `data-katkin-widget` ("batch-lookup", "litter-trial", ...). */
  name: string;
  /** The widget's options: `{variant: 'date'}` is `data-variant="date"`, `continue_to_path` is `data-continue-to-path`. */
  options?: KatkinOptions;
  /** CMS content, written as the placeholder's JSON child. */
  content?: unknown;
  /** `katkin:ready`: the widget's first render is done. */
  onReady?: (event: KatkinEvent<'katkin:ready'>) => void;
  /** `katkin:error`: the widget could not load or mount, or its options are invalid. */
  onError?: (event: KatkinEvent<'katkin:error'>) => void;
  /** `katkin:navigate`: call `event.preventDefault()` and route to `event.detail.url` yourself, or the page goes there. */
  onNavigate?: (event: KatkinEvent<'katkin:navigate'>) => void;
  /** On the placeholder, e.g. to reserve the widget's height (no layout shift): by `className` on a page rendered on a server under a strict CSP, which blocks a `style` attribute. */
  id?: string;
  className?: string;
  style?: CSSProperties;
}

type Handlers = Pick<KatkinWidgetProps, 'onReady' | 'onError' | 'onNavigate'>;

// Neither effect runs on a server, but React 18's renderToString warns on stderr for each
// useLayoutEffect of each render ("does nothing on the server"): a server gets useEffect.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

const HANDLER_OF: Record<KatkinEventName, keyof Handlers> = {
  'katkin:ready': 'onReady',
  'katkin:error': 'onError',
  'katkin:navigate': 'onNavigate',
};

export function KatkinWidget(props: KatkinWidgetProps): ReactElement {
  const { name, options, content, id, className, style } = props;
  // Memoised on the props themselves, so a bad option is reported once, not on every render.
  const attributes = useMemo(() => optionAttributes(name, options), [name, options]);
  const json = useMemo(() => contentJson(name, content), [name, content]);
  // Equal options written anew on each render keep the placeholder; changed ones replace it.
  const placeholderKey = JSON.stringify([name, Object.entries(attributes).sort(), json]);

  const element = useRef<HTMLDivElement>(null);
  const handlers = useRef<Handlers>(props);
  // Layout effects run before the loader's MutationObserver callback (a microtask after the
  // commit), so no event of the new placeholder is missed, not even an unknown widget's error.
  useClientLayoutEffect(() => {
    handlers.current = props;
  });
  useClientLayoutEffect(() => {
    const placeholder = element.current;
    if (!placeholder) return;
    const listeners = Object.entries(HANDLER_OF).map(([event, handler]) => {
      const listener = (e: Event) => handlers.current[handler]?.(e as KatkinEvent<never>);
      placeholder.addEventListener(event, listener);
      return () => placeholder.removeEventListener(event, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [placeholderKey]);

  // Rendered on a server, the placeholder may be mounted by the loader before React hydrates it:
  // the loader's data-katkin-state and aria-busy on it are expected, not a mismatch.
  // The JSON child is the one dangerouslySetInnerHTML: React 18's server writes a <script>'s text
  // child escaped ({&quot;a&quot;:…), which the browser keeps as written inside <script>, so the
  // loader would read no JSON. contentJson's scriptJson has written every <, > and & as \u
  // escapes: nothing in it is markup. (Under required Trusted Types React cannot make a <script>
  // at all: README "Embedding", Trusted Types.)
  return (
    <div key={placeholderKey} ref={element} id={id} className={className} style={style} data-katkin-widget={name} {...attributes} suppressHydrationWarning>
      {json !== undefined && <script type="application/json" dangerouslySetInnerHTML={{ __html: json }} />}
    </div>
  );
}
