// data-heading-level (contract section 5): the level of a widget's top headings, so the widget fits
// the host page's outline (under the host's h1, level 2; under an h2, level 3). Declared here once:
// every widget with headings puts `headingLevelAttribute` in its options, resolves its top level
// once (`attributes['data-heading-level'] ?? <its own level>`), passes that number to the parts
// that show headings and takes each heading's tag from `headingTag(top, depth)`. It only changes
// looks (the outline), so an invalid value is a console message and the widget's own levels.
// Headings of a modal dialog (shared/ui/dialog.tsx) keep their own levels: the dialog is its own
// outline while the page behind it is inert.
import { wholeNumber, type AttributeSpec } from './widget-options.ts';

export const headingLevelAttribute: AttributeSpec<number> = { ...wholeNumber(2, 6), looks: true };

export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The tag of a heading `depth` levels under the widget's top headings (0: a top heading), whose
 * level is `top`. HTML has no level past 6, so deeper headings stay h6. */
export function headingTag(top: number, depth = 0): HeadingTag {
  return `h${Math.max(2, Math.min(6, top + depth))}` as HeadingTag;
}
