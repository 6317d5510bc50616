// Turns a component and its options spec into the remote's `mount(element, context)`:
// validates options, renders into an open shadow root with adopted stylesheets (CSP-safe,
// no leaks into the host), provides the widget context, reports ready after the first
// commit and errors from rendering.
import { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseOptions, type OptionsOf, type OptionsSpec, type WidgetOptions } from '../widget-options.ts';
import type { WidgetContext, WidgetModule } from '../widget-types.ts';
import { widgetContext } from '../widget-navigation.ts';
import { readRawOptions } from '../placeholder-options.ts';
import baseSheet from './base.css';
import { useWidget, WidgetContextProvider } from './widget-context.tsx';
import { logWarn } from '../log.ts';

/** A widget component's props, inferred from its options spec: `WidgetProps<typeof xOptions>`. */
export type WidgetProps<S> = OptionsOf<S>;

interface Definition<A extends Record<string, unknown>, J, R extends boolean> {
  options?: OptionsSpec<A, J, R>;
  /** Its stylesheets: the shared parts' it uses first (shared/ui/<part>.css), its own last, so its
   * rules win as they would after an @import; a shared part's sheet is then one module a page
   * loads once, adopted by every widget that lists it. */
  styles?: readonly CSSStyleSheet[];
  Component: ComponentType<WidgetOptions<A, J, R>>;
}

class Boundary extends Component<{ context: WidgetContext; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.context.fail('render-failed', `crashed while rendering (${error.message})`);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Ready() {
  const context = useWidget();
  useEffect(() => context.ready(), [context]);
  return null;
}

// Each placeholder's shadow root, for a mount after an unmount: a host that forces attachShadow to
// mode 'closed' leaves element.shadowRoot null, and a second attachShadow on it throws.
const shadowRoots = new WeakMap<Element, ShadowRoot>();

export function defineWidget<A extends Record<string, unknown> = Record<never, never>, J = undefined, R extends boolean = false>(
  definition: Definition<A, J, R>,
): WidgetModule {
  return {
    mount(element, mountContext) {
      const context = widgetContext(mountContext);
      const { attributes, json, warnings } = parseOptions(context.widget, readRawOptions(element), definition.options ?? {});
      warnings.forEach((warning) => logWarn(context.widget, warning));
      const shadow = shadowRoots.get(element) ?? element.shadowRoot ?? element.attachShadow({ mode: 'open' });
      shadowRoots.set(element, shadow);
      shadow.adoptedStyleSheets = [baseSheet, ...(definition.styles ?? [])].filter(
        (sheet): sheet is CSSStyleSheet => sheet instanceof CSSStyleSheet,
      );
      const container = document.createElement('div');
      container.className = 'katkin-root';
      // Our words are British English, left to right, whatever the page's language and direction
      // (WCAG 3.1.2, language of parts; an RTL page would otherwise move our punctuation).
      container.lang = 'en-GB';
      container.dir = 'ltr';
      // The host's ::part(root) (README "Theming").
      container.setAttribute('part', 'root');
      shadow.append(container);
      const root = createRoot(container);
      const Widget = definition.Component;
      const props = { attributes, json } as WidgetOptions<A, J, R>;
      root.render(
        <WidgetContextProvider value={context}>
          <Boundary context={context}>
            <Widget {...props} />
            <Ready />
          </Boundary>
        </WidgetContextProvider>,
      );
      return () => {
        root.unmount();
        container.remove();
      };
    },
  };
}
