// GET /customer/getOrder?katkinCustomerId=&flow=&force=: the demo customer's (cus-demo-1) last
// order, with `forced` echoing whether force=true came, so tests see which environments send it.
// Another customer: 404; katkinCustomerId or flow missing: 400. Token optional (site session).
// No switches: the faults cover its failures.
import { badRequest, notFound } from '../route-helpers.ts';
import type { Route } from '../route-types.ts';
import { DEMO_CUSTOMER } from './page-data.ts';

const lastOrder = { orderId: 'ord-5001', status: 'PAID', deliveryDate: '2026-06-12', total: 45.6 };

export const customerOrderRoutes: Route[] = [
  {
    method: 'GET',
    path: '/customer/getOrder',
    handle({ url }) {
      const katkinCustomerId = url.searchParams.get('katkinCustomerId');
      const flow = url.searchParams.get('flow');
      if (!katkinCustomerId || !flow) return badRequest('katkinCustomerId and flow are required');
      if (katkinCustomerId !== DEMO_CUSTOMER.katkinCustomerId) return notFound(`No customer ${katkinCustomerId}`);
      return { body: { katkinCustomerId, flow, forced: url.searchParams.get('force') === 'true', order: lastOrder } };
    },
  },
];
