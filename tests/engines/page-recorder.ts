// The script every engine flow's host page runs before anything else (served as a file, so it
// also runs under the strict CSP): it records console messages, uncaught errors, unhandled
// rejections and CSP violations in the page, the same way in every engine (classic WebDriver,
// WebKit's, reports none of them).
export const pageRecorder = `(() => {
  const record = { console: [], errors: [], csp: [] };
  window.__engineRecord = record;
  for (const type of ['log', 'info', 'warn', 'error', 'debug']) {
    const original = console[type];
    console[type] = function (...args) {
      record.console.push({ type, text: args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ') });
      return original.apply(this, args);
    };
  }
  window.addEventListener('error', (event) => {
    if (event.error || event.message) record.errors.push(String(event.message || event.error));
  });
  window.addEventListener('unhandledrejection', (event) => record.errors.push('unhandled rejection: ' + String(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) => record.csp.push(event.violatedDirective + ' ' + event.blockedURI));
})();
`;
