// Site routes with query parameters: a parameter is added only when it has a value,
// as the spec asks ("each only when present").
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

export function withQuery(path: string, params: QueryValues = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}
