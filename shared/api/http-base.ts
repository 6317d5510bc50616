// The one check of a base URL (an API service's, the site's): the loader's data-*-base
// attributes and createApiClient's options both go through it.

/** `value` as an http(s) URL (relative to `from` when given) without trailing slashes, so "base + /path" never doubles one; undefined when it is not one. */
export function httpBase(value: string, from?: string): string | undefined {
  try {
    const url = new URL(value.trim(), from);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
}
