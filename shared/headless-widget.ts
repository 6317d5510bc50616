// A widget that renders nothing (tracking) needs no framework: it validates its options like
// any widget, starts, and is ready at once (its "first render" is empty). The loader carries
// headless widgets as lazy chunks of its own (loader/headless-widgets.ts) instead of MF
// remotes, so such a widget costs the page only its own code: no remoteEntry, no framework.
import { parseOptions, type OptionsSpec } from './widget-options.ts';
import type { MountContext, WidgetModule } from './widget-types.ts';
import { readRawOptions } from './placeholder-options.ts';
import { logWarn } from './log.ts';

interface HeadlessDefinition<A extends Record<string, unknown>> {
  options?: OptionsSpec<A, undefined, false>;
  /** Starts the widget's work; returns what stops it (unmount). */
  start(context: MountContext, attributes: Partial<A>): () => void;
}

export function defineHeadlessWidget<A extends Record<string, unknown>>(definition: HeadlessDefinition<A>): WidgetModule {
  return {
    mount(element, context) {
      const { attributes, warnings } = parseOptions(context.widget, readRawOptions(element), definition.options ?? {});
      warnings.forEach((warning) => logWarn(context.widget, warning));
      const stop = definition.start(context, attributes);
      context.ready();
      return stop;
    },
  };
}
