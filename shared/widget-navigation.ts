// A widget's `navigate`, made from the loader's context: the one navigation check (a site route
// such as "/login?…" under the site base's own path, on its origin, or nothing) runs in the
// widgets' code, which has it anyway for its links' hrefs; the loader only announces the URL and
// goes (MountContext.go), so a page's loader.js does not carry the check a second time.
import { logError } from './log.ts';
import { siteRouteUrl } from './site-routes.ts';
import type { MountContext, WidgetContext } from './widget-types.ts';

export function widgetContext(context: MountContext): WidgetContext {
  return {
    ...context,
    navigate(route) {
      const url = siteRouteUrl(context.store.config.get().siteBase, route);
      if (url === undefined) logError(context.widget, `refused to navigate to ${JSON.stringify(route)}: not a path on the site`);
      else context.go(url);
    },
  };
}
