// Reading the host page's query string (subscriptionId, catName, deliveryDate, fbclid, ...).
export function pageQuery(search: string = location.search): URLSearchParams {
  return new URLSearchParams(search);
}

/** A query value, or undefined when absent or blank. */
export function queryValue(name: string, search?: string): string | undefined {
  const value = pageQuery(search).get(name)?.trim();
  return value ? value : undefined;
}
