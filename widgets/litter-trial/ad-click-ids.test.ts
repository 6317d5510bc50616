import { describe, expect, it } from 'vitest';
import { adClickIds } from './ad-click-ids.ts';

const cookies = '_fbp=fb.1.1700000000000.1234567890; logged_in_v1=1; _ttp=tt-abc';

describe('adClickIds', () => {
  it('reads fbp, fbc, ttclid and _ttp with marketing consent', () => {
    expect(
      adClickIds({ cookies: `${cookies}; _fbc=fb.1.1.AbC`, search: '?ttclid=TT1&test_event_code=%20TEST1%20', nowMs: 5, marketingConsent: true }),
    ).toEqual({ fbp: 'fb.1.1700000000000.1234567890', fbc: 'fb.1.1.AbC', ttclid: 'TT1', _ttp: 'tt-abc', test_event_code: 'TEST1' });
  });

  it("builds fbc from an unaltered fbclid when there is no _fbc cookie (case and '+' kept), and takes ttclid as sent", () => {
    expect(adClickIds({ cookies: '', search: '?fbclid=IwAR_MiXeD+q1&ttclid=E.C+P', nowMs: 1717400000000, marketingConsent: true })).toEqual({
      fbc: 'fb.1.1717400000000.IwAR_MiXeD+q1',
      ttclid: 'E.C+P',
    });
  });

  it('reads no advertising identifier without marketing consent, only the test event code', () => {
    expect(adClickIds({ cookies, search: '?fbclid=x&ttclid=y&test_event_code=T2', nowMs: 1, marketingConsent: false })).toEqual({
      test_event_code: 'T2',
    });
  });
});
