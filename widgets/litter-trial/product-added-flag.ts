// Spec "Product added flag": persisted in localStorage under a product-added key. Storage may
// be missing or throw (Safari private mode, blocked cookies, full quota): the widget then keeps
// the flag in memory for this page only and never breaks.
import { logWarn } from '../../shared/log.ts';
import { UNKNOWN_PRODUCT } from './checkout-payload.ts';
export function productAddedKey(product: string | undefined): string {
  return `katkin:litter-trial:product-added:${product || UNKNOWN_PRODUCT}`;
}

/** window.localStorage itself throws when storage is blocked, so even reaching it is guarded. */
export function localStorageOrNothing(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readProductAdded(storage: Storage | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function writeProductAdded(storage: Storage | undefined, key: string, added: boolean): void {
  try {
    if (added) storage?.setItem(key, 'true');
    else storage?.removeItem(key);
  } catch (error) {
    logWarn('litter-trial', 'could not store the product-added flag', error);
  }
}
