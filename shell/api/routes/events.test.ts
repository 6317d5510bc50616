import { describe, expect, it } from 'vitest';
import type { ApiState } from '../route-types.ts';
import { handleEmailCapture } from './email-action.ts';
import { eventRoutes, recordedEvents } from './events.ts';

const state = (requests: ApiState['requests'] = [], switches = {}): ApiState => ({
  requests,
  fault: { mode: 'none', pathPrefix: '', delayMs: 0 },
  switches,
});
const request = (path: string, body: unknown, method = 'POST') => ({ method, path, search: '', token: undefined, body, origin: undefined });

describe('POST /event and GET /events', () => {
  const post = eventRoutes[0]!;
  it('accepts an event with a type and an id, refuses one without', async () => {
    expect(await post.handle({ url: new URL('http://a/event'), body: { type: 'PageView', eventId: 'e1' }, token: undefined, params: {} }, state())).toEqual({
      body: { received: true, eventId: 'e1' },
    });
    expect((await post.handle({ url: new URL('http://a/event'), body: { type: 'PageView' }, token: undefined, params: {} }, state())).status).toBe(400);
  });
  it('lists the received events newest first', () => {
    const log = [request('/event', { eventId: 'a' }), request('/batch', null, 'GET'), request('/event', { eventId: 'b' })];
    expect(recordedEvents(state(log))).toEqual([{ eventId: 'b' }, { eventId: 'a' }]);
  });
});

describe('handleEmailCapture', () => {
  const submit = (email: unknown, switches = {}) => handleEmailCapture({ name: 'emailCapture', values: { email } }, state([], switches)).body;
  it('signs up a valid email', () => {
    expect(submit('cat@example.com')).toMatchObject({ success: true });
  });
  it('fails on the email field for an invalid one, with a body message for a taken one', () => {
    expect(submit('nope')).toMatchObject({ success: false, failedOn: { fieldName: 'email' } });
    expect(submit('taken@example.com')).toMatchObject({ success: false, message: { body: 'This email address is already signed up.' } });
  });
  it('fails without a field when switched to', () => {
    expect(submit('cat@example.com', { emailActionFails: true })).toEqual({
      success: false,
      message: 'We could not sign you up just now. Please try again in a minute.',
    });
  });
});
