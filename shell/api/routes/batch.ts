// GET /batch?bn= (legacy API): a few fixture batches, PASS and PENDING, and 404s.
import type { Route } from '../route-types.ts';

const batches: Record<string, object> = {
  '12345': { batchNumber: '12345', batchDate: '2026-11-02', bestBefore: '2027-01-31', testAuthority: 'Eurofins', testResult: 'PASS' },
  '24680': { batchNumber: '24680', batchDate: '2026-11-18', bestBefore: '2027-02-16', testAuthority: 'ALS Food & Pharmaceutical', testResult: 'PENDING' },
  '10001': { batchNumber: '10001', batchDate: '2026-01-01', bestBefore: '2026-12-31', testAuthority: 'Eurofins', testResult: 'PASS' },
};

export const batchRoutes: Route[] = [
  {
    method: 'GET',
    path: '/batch',
    handle({ url }) {
      const bn = url.searchParams.get('bn') ?? '';
      const batch = batches[bn];
      if (batch) return { body: batch };
      return { status: 404, body: { errorMessage: `We couldn't find batch BN${bn}. Check the number on your pack and try again.` } };
    },
  },
];
