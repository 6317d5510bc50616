// Every route of the reference API. A feature adds its file and one line here.
import type { Route } from '../route-types.ts';
import { actionRoutes } from './actions.ts';
import { batchRoutes } from './batch.ts';
import { eventRoutes } from './events.ts';

export const routes: Route[] = [...batchRoutes, ...eventRoutes, ...actionRoutes];
