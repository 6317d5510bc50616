// The product-added flag as React state, restored from storage on load and written on change.
import { useState } from 'react';
import { localStorageOrNothing, productAddedKey, readProductAdded, writeProductAdded } from './product-added-flag.ts';

export function useProductAdded(product: string | undefined): [boolean, (added: boolean) => void] {
  const key = productAddedKey(product);
  const [added, setAdded] = useState(() => readProductAdded(localStorageOrNothing(), key));
  function change(value: boolean): void {
    writeProductAdded(localStorageOrNothing(), key, value);
    setAdded(value);
  }
  return [added, change];
}
