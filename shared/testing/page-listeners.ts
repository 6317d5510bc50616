// Component tests' view of the listeners a widget puts on window and document: `left()` names, as
// 'target type', each one added since `trackPageListeners()` and not removed with the same function
// and capture flag. React's own selectionchange listener (once per document, on its first render)
// is not the widget's, so it is not counted. The spies go with restoreMocks (vitest.config.ts).
import { vi } from 'vitest';

export function trackPageListeners(): () => string[] {
  const live: { name: string; listener: unknown; capture: boolean }[] = [];
  const captureOf = (options?: boolean | EventListenerOptions) => (typeof options === 'boolean' ? options : options?.capture === true);
  const follow = (label: string, target: EventTarget) => {
    const [add, remove] = [target.addEventListener.bind(target), target.removeEventListener.bind(target)];
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      if (type !== 'selectionchange') live.push({ name: `${label} ${type}`, listener, capture: captureOf(options) });
      add(type, listener, options);
    });
    vi.spyOn(target, 'removeEventListener').mockImplementation((type, listener, options) => {
      const at = live.findIndex((entry) => entry.name === `${label} ${type}` && entry.listener === listener && entry.capture === captureOf(options));
      if (at >= 0) live.splice(at, 1);
      remove(type, listener, options);
    });
  };
  follow('window', window);
  follow('document', document);
  return () => live.map((entry) => entry.name);
}
