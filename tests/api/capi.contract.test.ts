// Contract: POST /event on the capi base (spec sections 3 "Capi events" and 7 "Capi") against
// the reference API: a logged-in customer's token (contract section 6, "tracking's POST /event
// included") and never cookies; PageView and InitiateCheckout failures are logged only, an
// AddToCart failure reaches its caller.
import { describe, expect, it, vi } from 'vitest';
import type { CapiEvent } from '../../shared/api/capi.ts';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();
/** The other services' base is unreachable: the event must go to capiBase. */
const capi = () => api.client({ apiBase: 'http://127.0.0.1:9', capiBase: api.base() }).capi;

const event = (type: CapiEvent['type']): CapiEvent => ({
  type,
  eventSourceUrl: 'https://www.katkin.com/litter',
  actionSource: 'website',
  userData: { em: 'amelia.hart@example.com', zp: 'E2 8DA' },
  customData: { value: 12.99, currency: 'GBP', contents: [{ id: 'SCOOP_HEALTH', quantity: 1, item_price: 12.99 }], numItems: 1, tax: 2.17, deliveryFee: 0 },
  eventId: `evt-${type}`,
  eventTime: 1780000000,
});

describe('capi.sendEvent', () => {
  it("POST /event with the event and the logged-in customer's token, no cookies, keepalive", async () => {
    await expect(capi().sendEvent(event('AddToCart'))).resolves.toBeUndefined();
    expect(api.requests()).toEqual([{ method: 'POST', path: '/event', search: '', body: event('AddToCart'), token: 'tok' }]);
    expect(api.fetchInits()).toMatchObject([{ credentials: 'omit', keepalive: true, headers: { Authorization: 'Bearer tok' } }]);
  });

  it('logged out: the event goes without a token', async () => {
    const loggedOut = api.client({ apiBase: 'http://127.0.0.1:9', capiBase: api.base(), getAccessToken: () => undefined }).capi;
    await expect(loggedOut.sendEvent(event('PageView'))).resolves.toBeUndefined();
    expect(api.requests()).toEqual([{ method: 'POST', path: '/event', search: '', body: event('PageView'), token: undefined }]);
    expect(api.fetchInits()[0]!.headers).not.toHaveProperty('Authorization');
  });

  it('the token goes only to the capi base: the event and its token reach capiBase, not apiBase', async () => {
    const urls: string[] = [];
    const client = api.client({
      apiBase: 'https://api.elsewhere.example',
      capiBase: api.base(),
      fetch: (input, init) => {
        urls.push(String(input));
        return fetch(input, init);
      },
    });
    await client.capi.sendEvent(event('InitiateCheckout'));
    expect(urls).toEqual([`${api.base()}/event`]);
    expect(api.requests().map((request) => request.token)).toEqual(['tok']);
  });

  it('a PageView or InitiateCheckout failure (500, refused event) is logged and resolves', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The capi service refuses an event without an id (400).
    await expect(capi().sendEvent({ ...event('PageView'), eventId: undefined as never })).resolves.toBeUndefined();
    await api.fault({ mode: 'error' });
    await expect(capi().sendEvent(event('InitiateCheckout'), 'litter-offer')).resolves.toBeUndefined();
    expect(logged.mock.calls.map(([message, error]) => [message, (error as { status: number }).status])).toEqual([
      ['katkin: api: PageView was not recorded:', 400],
      ['katkin: litter-offer: InitiateCheckout was not recorded:', 500],
    ]);
  });

  it('an AddToCart failure reaches the caller', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await api.fault({ mode: 'error', status: 503 });
    await expect(capi().sendEvent(event('AddToCart'))).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 503 });
    expect(logged).not.toHaveBeenCalled();
  });

  it('does not read the reply: another shape resolves', async () => {
    await api.fault({ mode: 'malformed' });
    await expect(capi().sendEvent(event('AddToCart'))).resolves.toBeUndefined();
  });
});
