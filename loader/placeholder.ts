// The loader's own attributes on a placeholder: which widget it is, and where it is in its life
// (loading, ready, error). The widget reads its options itself (shared/placeholder-options.ts).
export const WIDGET_ATTRIBUTE = 'data-katkin-widget';
export const STATE_ATTRIBUTE = 'data-katkin-state';

/** The widget a placeholder names, as written less surrounding spaces. */
export const widgetName = (element: Element) => element.getAttribute(WIDGET_ATTRIBUTE)?.trim() ?? '';
