// Turns a component and its options spec into the remote's `mount(element, context)`:
// validates options, renders into an open shadow root with adopted stylesheets (CSP-safe,
// no leaks into the host), reports ready after the first commit and errors from rendering.
import { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseOptions, type OptionsSpec } from '../widget-options.ts';
import type { WidgetContext, WidgetModule } from '../widget-types.ts';
import baseSheet from './base.css';

export interface WidgetProps<A, J> {
  attributes: Partial<A>;
  json: J | undefined;
  context: WidgetContext;
}

interface Definition<A extends Record<string, unknown>, J> {
  options?: OptionsSpec<A, J>;
  styles?: CSSStyleSheet;
  Component: ComponentType<WidgetProps<A, J>>;
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

function Ready({ context }: { context: WidgetContext }) {
  useEffect(() => context.ready(), [context]);
  return null;
}

export function defineWidget<A extends Record<string, unknown> = Record<string, never>, J = undefined>(
  definition: Definition<A, J>,
): WidgetModule {
  return {
    mount(element, context) {
      const { attributes, json, warnings } = parseOptions(context.widget, context.options, definition.options ?? {});
      warnings.forEach((warning) => console.warn(`katkin: ${warning}`));
      const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
      shadow.adoptedStyleSheets = [baseSheet, definition.styles].filter(
        (sheet): sheet is CSSStyleSheet => sheet instanceof CSSStyleSheet,
      );
      const container = document.createElement('div');
      container.className = 'katkin-root';
      shadow.append(container);
      const root = createRoot(container);
      const Widget = definition.Component;
      root.render(
        <Boundary context={context}>
          <Widget attributes={attributes} json={json} context={context} />
          <Ready context={context} />
        </Boundary>,
      );
      return () => {
        root.unmount();
        container.remove();
      };
    },
  };
}
