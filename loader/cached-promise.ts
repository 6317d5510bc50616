// What the loader loads once per page (a lazy part, a remote's entry, its init()), but tries again
// when it failed: a flaky network must not leave a widget broken for the rest of the visit.

/** The promise cached for `key`, made once by `make`; a failed one is made again by the next call. */
export function cachedUnlessFailed<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = make();
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}
