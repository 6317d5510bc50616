// Every route of the reference API. A feature adds its file and one line here.
import type { Route } from '../route-types.ts';
import { actionRoutes } from './actions.ts';
import { analyticsRoutes } from './analytics.ts';
import { addressRoutes } from './addresses.ts';
import { batchRoutes } from './batch.ts';
import { cancellationRoutes } from './cancellation.ts';
import { catRoutes } from './cats.ts';
import { checkoutRoutes } from './checkout.ts';
import { customerOrderRoutes } from './customer-order.ts';
import { deliveryDateRoutes } from './delivery-dates.ts';
import { discountCodeRoutes } from './discount-codes.ts';
import { eventRoutes } from './events.ts';
import { extraPlanRoutes } from './extra-plans.ts';
import { orderRoutes } from './orders.ts';
import { pageDataRoutes } from './page-data.ts';
import { paymentMethodRoutes } from './payment-methods.ts';
import { priceComparisonRoutes } from './price-comparison.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { surveyRoutes } from './surveys.ts';

export const routes: Route[] = [
  ...batchRoutes,
  ...eventRoutes,
  ...actionRoutes,
  ...priceComparisonRoutes,
  ...cancellationRoutes,
  ...addressRoutes,
  ...catRoutes,
  ...checkoutRoutes,
  ...customerOrderRoutes,
  ...deliveryDateRoutes,
  ...discountCodeRoutes,
  ...extraPlanRoutes,
  ...orderRoutes,
  ...pageDataRoutes,
  ...paymentMethodRoutes,
  ...subscriptionRoutes,
  ...surveyRoutes,
  ...analyticsRoutes,
];
