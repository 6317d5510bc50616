// The marketing example's host code: a consent banner that drives katkin.setConsent (the
// visitor's choice is kept in localStorage only once they make one), the page's track calls,
// SPA-style route changes, and two example tools (clear the email forms' cookies, event log).
window.katkin = window.katkin || [];
const api = document.currentScript.dataset.api;
const CHOICE_KEY = 'example-marketing-consent';

function applyConsent(marketing) {
  window.katkin.push(['setConsent', { marketing }]);
  document.getElementById('consent-banner').hidden = true;
}

const saved = localStorage.getItem(CHOICE_KEY);
if (saved !== null) window.katkin.push(['setConsent', { marketing: saved === 'yes' }]);

const litterBag = { value: 12.99, contents: [{ id: 'SCOOP_PLANET', quantity: 1, item_price: 9 }, { id: 'Delivery Fee', quantity: 1, item_price: 3.99 }] };

document.addEventListener('DOMContentLoaded', () => {
  const banner = document.getElementById('consent-banner');
  banner.hidden = saved !== null;
  const choose = (marketing) => {
    localStorage.setItem(CHOICE_KEY, marketing ? 'yes' : 'no');
    applyConsent(marketing);
    document.getElementById('change-consent').focus();
  };
  document.getElementById('consent-accept').addEventListener('click', () => choose(true));
  document.getElementById('consent-reject').addEventListener('click', () => choose(false));
  document.getElementById('change-consent').addEventListener('click', () => {
    banner.hidden = false;
    document.getElementById('consent-accept').focus();
  });

  document.getElementById('add-to-basket').addEventListener('click', () => window.katkin.push(['track', 'AddToCart', litterBag]));
  document.getElementById('checkout').addEventListener('click', () => window.katkin.push(['track', 'InitiateCheckout', litterBag]));
  for (const button of document.querySelectorAll('[data-route]')) {
    button.addEventListener('click', () => history.pushState(null, '', button.dataset.route));
  }

  const status = document.getElementById('tools-status');
  document.getElementById('clear-email-cookie').addEventListener('click', () => {
    for (const name of ['katkin_email_MarketingPopup', 'katkin_email_MarketingInline']) {
      document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
    }
    status.textContent = 'Cleared: reload the page to see the forms again.';
  });

  const log = document.getElementById('event-log');
  async function refreshLog() {
    if (document.hidden) return;
    try {
      const events = await (await fetch(`${api}/events`)).json();
      log.replaceChildren(
        ...events.map((event) => {
          const item = document.createElement('li');
          item.textContent = `${event.type} ${new URL(event.eventSourceUrl).search || '/'} id ${event.eventId}${event.customData ? ` value £${event.customData.value} tax £${event.customData.tax}` : ''}`;
          return item;
        }),
      );
    } catch {
      log.replaceChildren(Object.assign(document.createElement('li'), { textContent: 'The reference API is not answering.' }));
    }
  }
  refreshLog();
  setInterval(refreshLog, 2000);
});
