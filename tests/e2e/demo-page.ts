// The host page of every demo of every registered widget and block (all variants, as the shell
// shows them) under the strict CSP with Trusted Types required, logged in, with the comparison's flag: the page of the
// every-demo sweep (tests/e2e/every-demo.spec.ts) and of tests/engines/every-widget.flow.ts.
import path from 'node:path';
import { widgetDemos } from '../../shell/origins.ts';
import type { HostPageOptions } from './fixtures.ts';

export const demoPage: HostPageOptions = {
  body: widgetDemos(path.resolve(import.meta.dirname, '../..')),
  csp: 'trusted-types',
  query: '?subscriptionId=1001&catName=Luna',
  auth: 'customer',
  flags: { 'price-calculator': 'test' },
};
