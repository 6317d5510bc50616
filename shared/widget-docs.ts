// What a widget's documentation needs that its options spec cannot say: what it is for, whether
// it needs a login, the calls it makes, the events it dispatches and what each JSON field means.
// Declared once per widget in NAME-docs.ts, beside NAME-options.ts; the playground's docs and
// docs/widget-options.md are generated from the two (shell/reference/). Never imported by a widget.

/** The events of contract section 4 a widget may dispatch on its placeholder. */
type WidgetEvent = 'katkin:ready' | 'katkin:error' | 'katkin:navigate';

export interface WidgetDocs {
  /** One sentence: what the widget shows or does. */
  summary: string;
  /** `required`: shows its content only to a logged-in customer (setAuth); `optional`: works either way, `no`: never uses it. */
  login: 'required' | 'optional' | 'no';
  /** The API calls it makes (contract section 6), as "METHOD /path (API)". */
  calls: readonly string[];
  events: readonly WidgetEvent[];
  /** What each JSON field means, by its path as the reference writes it ("ctas[].color", "[].title"). */
  fields?: Readonly<Record<string, string>>;
}

export function defineDocs(docs: WidgetDocs): WidgetDocs {
  return docs;
}

/** The docs of a shared/content-fields.ts siteCtaField under the name a widget gives it. */
export const siteCtaDocs = (field: string) => ({
  [field]: 'the button',
  [`${field}.name`]: "the button's words",
  [`${field}.to`]: 'where it goes',
});

/** The docs of a shared/content-fields.ts ratingField's parts under the name a widget gives it. */
export const ratingPartDocs = (field: string) => ({
  [`${field}.score`]: '0 to 5 stars',
  [`${field}.count`]: 'how many reviews',
});
