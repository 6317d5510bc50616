// Inline scripts are blocked by this page's CSP, so the command queue is set up here.
window.katkin = window.katkin || [];
window.katkin.push(['setFlags', { 'price-calculator': 'test' }]);
