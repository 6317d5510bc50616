// Widgets that render nothing ship as lazy parts of the loader (loader/parts.ts), not as MF remotes
// (shared/headless-widget.ts): a page pays only for their own code. The build leaves these
// names out of the remotes (scripts/build-layout.ts).
import type { WidgetModule } from '../shared/widget-types.ts';
import { afterLoad } from './after-load.ts';
import { loadPart } from './parts.ts';

export const headlessWidgets: Record<string, () => Promise<WidgetModule>> = {
  // Tracking's first PageView can wait for the page's load event; the page's load must not wait for it.
  tracking: () => afterLoad().then(() => loadPart<WidgetModule>('tracking')),
};
