// The litter example pages' login state: the token saved by /login (as the shell saves it)
// goes to the widgets through setAuth; "Log out" forgets it and the logged_in_v1 cookie.
window.katkin = window.katkin || [];
const saved = sessionStorage.getItem('shell-auth');
if (saved) {
  const [accessToken, customerId] = JSON.parse(saved);
  window.katkin.push(['setAuth', { accessToken, customerId }]);
}
const loggedIn = Boolean(saved) || document.cookie.split(';').some((c) => c.trim().startsWith('logged_in_v1='));

document.addEventListener('DOMContentLoaded', () => {
  const status = document.getElementById('auth-status');
  status.textContent = loggedIn ? 'You are logged in as the demo customer.' : 'You are browsing anonymously: Add takes you to log in.';
  const button = document.getElementById('log-out');
  button.hidden = !loggedIn;
  button.addEventListener('click', () => {
    sessionStorage.removeItem('shell-auth');
    document.cookie = 'logged_in_v1=; path=/; max-age=0';
    location.reload();
  });
});
