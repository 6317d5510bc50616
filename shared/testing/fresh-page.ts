// Run before each unit test file (vitest.config.ts setupFiles). The files share one thread and,
// with `isolate: false`, one happy-dom window: cookies, storage and the body one file leaves are
// what the next file finds (measured: a cookie set in one file is read in the next). So each file
// with a page starts from an empty one, whatever ran before it: an exact list of cookies in one
// file held only when no file that wrote a cookie ran first.
if (typeof document !== 'undefined') {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name !== '') document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
}
