// GET /global (the site-wide data, no token) and GET /personal (the visitor's own: the demo
// customer with a token, {loggedIn: false} without). The spec does not show either reply; these
// are demo shapes. No switches: the faults cover their failures.
import type { Route } from '../route-types.ts';

export const DEMO_CUSTOMER = { katkinCustomerId: 'cus-demo-1', firstName: 'Amelia', email: 'amelia.hart@example.com' };

const site = { market: 'GB', currency: 'GBP', signUpOffer: '20% off', multicatDiscount: '5% ongoing' };

export const pageDataRoutes: Route[] = [
  { method: 'GET', path: '/global', handle: () => ({ body: site }) },
  {
    method: 'GET',
    path: '/personal',
    handle: ({ token }) => ({ body: token ? { loggedIn: true, customer: DEMO_CUSTOMER } : { loggedIn: false } }),
  },
];
