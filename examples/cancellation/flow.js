// The cancellation example's host side, as a real site would do it: log the demo customer in,
// route the widgets' navigations (katkin:navigate) to these example pages with the query
// carried on, and chain the page query onto the host's own links (data-chain-query).
window.katkin = window.katkin || [];
window.katkin.push(['setAuth', { accessToken: 'demo-token', customerId: '1001' }]);

// Site route -> example page. /forms/cancellation is the host's survey; here the offer stands in for it.
var pages = {
  '/manage-plan': 'manage-plan.html',
  '/manage-plan/delay': 'manage-plan.html',
  '/pre-cancellation': 'pre-cancellation.html',
  '/forms/cancellation': 'offer.html',
  '/discounts/applied': 'applied.html',
  '/discounts/failed': 'failed.html',
};
var here = new URL(location.href);

document.addEventListener('katkin:navigate', function (event) {
  var target = new URL(event.detail.url);
  var page = pages[target.pathname];
  if (!page) return; // not part of the example (the article): let the browser go there
  event.preventDefault();
  var next = new URLSearchParams(target.search);
  if (target.pathname === '/manage-plan/delay') next.set('delayed', '1');
  var query = next.toString();
  location.assign(page + (query ? '?' + query : ''));
});

document.addEventListener('DOMContentLoaded', function () {
  document.querySelectorAll('a[data-chain-query]').forEach(function (link) {
    var url = new URL(link.getAttribute('href'), here);
    here.searchParams.forEach(function (value, key) {
      if (!url.searchParams.has(key)) url.searchParams.set(key, value);
    });
    link.href = url.href;
  });
  // What the host's applied and failed pages show from their query.
  document.querySelectorAll('[data-show-param]').forEach(function (element) {
    var value = here.searchParams.get(element.getAttribute('data-show-param'));
    if (value) element.textContent = value;
  });
  document.querySelectorAll('[data-when-param]').forEach(function (element) {
    element.hidden = !here.searchParams.has(element.getAttribute('data-when-param'));
  });
  // The host picks the code to offer; the example lets a scenario link choose it.
  var code = here.searchParams.get('offerCode');
  var offer = document.querySelector('[data-katkin-widget="discount-offer"]');
  if (code && offer) offer.setAttribute('data-discount-code', code);
});
