// What the three cancellation specs share: a logged-in host page and the placeholders.
export const LOGGED_IN = "window.katkin = window.katkin || []; katkin.push(['setAuth', {accessToken: 'demo-token'}]);";

/** Collects katkin:error messages in window.__katkinErrors, for specs that check invalid options. */
export const COLLECT_ERRORS = `${LOGGED_IN}
window.__katkinErrors = [];
document.addEventListener('katkin:error', function (event) { window.__katkinErrors.push(event.detail.message); });`;
