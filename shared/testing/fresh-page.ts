// Run before each unit test file (vitest.config.ts setupFiles). With `isolate: false` the files a
// thread runs share its modules and one happy-dom window: cookies, storage and the body one file
// leaves are what the next file finds (measured: a cookie set in one file is read in the next). So
// each file with a page starts without cookies, storage or anything in the body, whatever ran
// before it (an exact list of cookies in one file held only when no file that wrote one ran
// first). The head, attributes and the address are not reset: a file that changes them puts them back.
if (typeof document !== 'undefined') {
  // A cookie is deleted only with the path it was set with: the page's own (no Path), / or one above the page.
  const paths = ['', ...location.pathname.split('/').map((_, index, parts) => `; Path=${parts.slice(0, index + 1).join('/') || '/'}`)];
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name !== '') paths.forEach((path) => (document.cookie = `${name}=${path}; Max-Age=0`));
  }
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
}
