// Every route of the reference API. A feature adds its file and one line here.
import type { Route } from '../route-types.ts';
import { actionRoutes } from './actions.ts';
import { batchRoutes } from './batch.ts';
import { cancellationRoutes } from './cancellation.ts';
import { eventRoutes } from './events.ts';
import { priceComparisonRoutes } from './price-comparison.ts';

export const routes: Route[] = [
  ...batchRoutes,
  ...eventRoutes,
  ...actionRoutes,
  ...priceComparisonRoutes,
  ...cancellationRoutes,
];
