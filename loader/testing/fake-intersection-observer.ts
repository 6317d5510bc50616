// A stand-in for IntersectionObserver (happy-dom has none that reports): tests say when an
// element comes near the screen, and read what is observed and whether the observer was disconnected.
import { vi } from 'vitest';

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element): void {
    this.observed.add(element);
  }
  unobserve(element: Element): void {
    this.observed.delete(element);
  }
  disconnect(): void {
    this.observed.clear();
    this.disconnected = true;
  }

  /** Reports the element as intersecting the root (with its margin) or not, as the browser would. */
  report(element: Element, isIntersecting: boolean): void {
    if (!this.observed.has(element)) return;
    const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** Installs the fake as window.IntersectionObserver for one test; vi.unstubAllGlobals() removes it. */
export function installFakeIntersectionObserver(): typeof FakeIntersectionObserver.instances {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return FakeIntersectionObserver.instances;
}
