// Every route of the reference API. A feature adds its file and one line here.
import type { Route } from '../route-types.ts';
import { batchRoutes } from './batch.ts';
import { emailActionRoutes } from './email-action.ts';
import { eventRoutes } from './events.ts';

export const routes: Route[] = [...batchRoutes, ...eventRoutes, ...emailActionRoutes];
