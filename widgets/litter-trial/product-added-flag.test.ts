import { describe, expect, it, vi } from 'vitest';
import { localStorageOrNothing, productAddedKey, readProductAdded, writeProductAdded } from './product-added-flag.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

const throwing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
} as unknown as Storage;

describe('product-added flag', () => {
  it('is false by default, true once stored, cleared on remove', () => {
    const storage = memoryStorage();
    const key = productAddedKey('SCOOP_PLANET');
    expect(readProductAdded(storage, key)).toBe(false);
    writeProductAdded(storage, key, true);
    expect(readProductAdded(storage, key)).toBe(true);
    writeProductAdded(storage, key, false);
    expect(storage.getItem(key)).toBeNull();
  });

  it('keys the flag by product', () => {
    expect(productAddedKey('SCOOP_HEALTH')).not.toBe(productAddedKey('SCOOP_PLANET'));
    expect(productAddedKey(undefined)).toBe('katkin:litter-trial:product-added:UNKNOWN');
  });

  it('survives a storage that throws or is missing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readProductAdded(throwing, 'k')).toBe(false);
    expect(() => writeProductAdded(throwing, 'k', true)).not.toThrow();
    expect(() => writeProductAdded(throwing, 'k', false)).not.toThrow();
    expect(readProductAdded(undefined, 'k')).toBe(false);
  });

  it('gives no storage when reaching localStorage throws', () => {
    const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    try {
      expect(localStorageOrNothing()).toBeUndefined();
    } finally {
      if (before) Object.defineProperty(globalThis, 'localStorage', before);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
