// The host page of every widget's demos (all variants, as the shell shows them) under the strict
// CSP, logged in, with the comparison's flag: the page of tests/e2e/every-widget.spec.ts and of
// tests/engines/every-widget.flow.ts.
import path from 'node:path';
import { widgetDemos } from '../../shell/origins.ts';
import type { HostPageOptions } from './fixtures.ts';

export const demoPage: HostPageOptions = {
  body: widgetDemos(path.resolve(import.meta.dirname, '../..')),
  csp: true,
  query: '?subscriptionId=1001&catName=Luna',
  before: `window.katkin = window.katkin || [];
      katkin.push(['setAuth', {accessToken: 'demo-token', customerId: '1001'}]);
      katkin.push(['setFlags', {'price-calculator': 'test'}]);`,
};
