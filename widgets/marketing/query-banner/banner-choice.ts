// Which text query-banner shows for a page query (contract 5.1): the banner whose key is
// exactly the value of `param`, else `default`, else none. Own keys only, so a value such as
// "constructor" or "__proto__" never picks something off Object.prototype.

export interface BannerContent {
  param: string;
  banners: Record<string, string>;
  default?: string | undefined;
}

/** The text to show for the query string `search` ("?offer=spring"), or undefined for none. */
export function chooseBanner(search: string, { param, banners, default: fallback }: BannerContent): string | undefined {
  const value = new URLSearchParams(search).get(param);
  if (value !== null && Object.hasOwn(banners, value)) return banners[value];
  return fallback;
}
