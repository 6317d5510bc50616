// The host page's query string (subscriptionId, catName, deliveryDate, fbclid, ...).
// Where a placeholder attribute and the query both give a value, the attribute wins
// everywhere: it is the host's explicit choice for that one widget, while the query belongs
// to the whole page (README, "Attributes and the page query").
export class PageQuery {
  readonly search: string;
  private readonly params: URLSearchParams;

  constructor(search: string) {
    this.search = search;
    this.params = new URLSearchParams(search);
  }

  /** A query value, or undefined when absent or blank. */
  value(name: string): string | undefined {
    return this.params.get(name)?.trim() || undefined;
  }

  /** The attribute's value when given, else the query's, parsed. */
  withAttribute<T>(attribute: T | undefined, name: string, parse: (text: string) => T | undefined): T | undefined {
    if (attribute !== undefined) return attribute;
    const text = this.value(name);
    return text === undefined ? undefined : parse(text);
  }
}
