// The floor the bench measures the partner page against (issue 21): the batch lookup's own code,
// the store and its CSS bundled into one file with preact/compat by scripts/bench-floor.ts, with
// no loader and no Module Federation. What the widget costs by itself; the platform's price is
// what the partner page costs beyond it.
import { STATE_ATTRIBUTE } from '../loader/placeholder.ts';
import { readScriptConfig } from '../loader/script-config.ts';
import { createStore } from '../loader/store.ts';
import { mount } from '../widgets/batch-lookup/index.ts';

const script = document.currentScript;
const { config } = readScriptConfig((name) => script?.getAttribute(name) ?? null, location.origin);
const store = createStore(config);

function mountAll(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-katkin-widget="batch-lookup"]')) {
    mount(element, {
      widget: 'batch-lookup',
      store,
      go: (url) => location.assign(url),
      // No host to tell: the browser follows the link.
      announceNavigation: () => true,
      ready: () => element.setAttribute(STATE_ATTRIBUTE, 'ready'),
      fail: (_code, message) => {
        element.setAttribute(STATE_ATTRIBUTE, 'error');
        console.error(`katkin: batch-lookup: ${message}`);
      },
    });
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
else mountAll();
