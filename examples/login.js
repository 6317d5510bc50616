// The example site's /login: log in as the demo customer the way the shell does (sessionStorage
// 'shell-auth' for the token, the logged_in_v1 cookie for "logged in"), then return to postLogin.
const requested = new URLSearchParams(location.search).get('postLogin') ?? '/';

// Only a path on this site, or this would be an open redirect: '//host' and '/\host' name another
// host, and a tab or newline ('/%09/host' decodes to one) is dropped by the URL parser, leaving '//host'.
// Hosts copy this: check the text and then the URL it really resolves to, whose path must not
// start with '//' either ('/..//host' and '/%2e//host' resolve to the path '//host').
function sitePath(text) {
  if (!/^\/(?![/\\])/.test(text) || /[\u0000-\u0020\u007f\\]/.test(text)) return '/';
  const url = new URL(text, location.origin);
  return url.origin === location.origin && !url.pathname.startsWith('//') ? `${url.pathname}${url.search}${url.hash}` : '/';
}
const back = sitePath(requested);
document.getElementById('go-back').href = back;
document.getElementById('log-in').addEventListener('click', () => {
  sessionStorage.setItem('shell-auth', JSON.stringify(['demo-token', '1001']));
  document.cookie = 'logged_in_v1=1; path=/; SameSite=Lax';
  location.assign(back);
});
