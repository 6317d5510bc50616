// Reads a nanostores atom from the loader's store inside a component, re-rendering on change.
import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useStore<T>(atom: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => atom.listen(onChange), [atom]);
  const read = useCallback(() => atom.get(), [atom]);
  return useSyncExternalStore(subscribe, read, read);
}
