// The example site's /login: log in as the demo customer the way the shell does (sessionStorage
// 'shell-auth' for the token, the logged_in_v1 cookie for "logged in"), then return to postLogin.
const requested = new URLSearchParams(location.search).get('postLogin') ?? '/';
// Only a path on this site: '//host' or '/\host' would make this an open redirect.
const back = /^\/(?![/\\])/.test(requested) ? requested : '/';
document.getElementById('go-back').href = back;
document.getElementById('log-in').addEventListener('click', () => {
  sessionStorage.setItem('shell-auth', JSON.stringify(['demo-token', '1001']));
  document.cookie = 'logged_in_v1=1; path=/; SameSite=Lax';
  location.assign(back);
});
