import type { Flavour } from './store-types.ts';

/** Module Federation name of a widget's remote: one remote per widget per framework build. */
export function remoteName(widget: string, flavour: Flavour): string {
  return `katkin_${flavour}_${widget.replace(/-/g, '_')}`;
}
