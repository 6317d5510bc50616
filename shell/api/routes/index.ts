// Every route of the reference API. A feature adds its file and one line here.
import type { Route } from '../route-types.ts';
import { batchRoutes } from './batch.ts';
import { cancellationRoutes } from './cancellation.ts';

export const routes: Route[] = [...batchRoutes, ...cancellationRoutes];
