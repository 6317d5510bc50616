// Scripts the loader adds itself as classic <script> elements (a headless widget's lazy chunk,
// a remote's classic build) would hold back the host page's load event while they download:
// they wait for it instead. Remotes loaded as ES modules (import()) never hold it back and
// start at once.
export function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
