// The product-added flag as React state, restored from storage on load and written on change.
import { useState } from 'react';
import { localStorageOrNothing, productAddedKey, readProductAdded, writeProductAdded } from './product-added-flag.ts';

export function useProductAdded(product: string | undefined) {
  const key = productAddedKey(product);
  const [added, setAdded] = useState(() => readProductAdded(localStorageOrNothing(), key));
  return {
    added,
    setAdded(value: boolean): void {
      writeProductAdded(localStorageOrNothing(), key, value);
      setAdded(value);
    },
    /** After the order: the next visit starts fresh, while this page keeps showing Added until it leaves. */
    forget(): void {
      writeProductAdded(localStorageOrNothing(), key, false);
    },
  };
}
