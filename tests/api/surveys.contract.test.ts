// Contract: survey answers (spec sections 7 "Survey" and 8) against the reference API: storing
// never fails its caller (logged only); fetching the complete surveys throws an error whose
// message starts 'An error fetching complete surveys'.
import { describe, expect, it, vi } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();
const answers = { values: { cancellationPrimary: 'TOO_EXPENSIVE', catName: 'Tom' }, formUsed: 'cancellation', linkingId: 'ord-5001' };

describe('surveys.saveAnswers', () => {
  it('POST /answers {values, formUsed, linkingId} with the token when logged in; resolves', async () => {
    await expect(api.client().surveys.saveAnswers(answers)).resolves.toBeUndefined();
    await expect(api.client({ getAccessToken: () => undefined }).surveys.saveAnswers(answers)).resolves.toBeUndefined();
    expect(api.requests()).toEqual([
      { method: 'POST', path: '/answers', search: '', body: answers, token: 'tok' },
      { method: 'POST', path: '/answers', search: '', body: answers, token: undefined },
    ]);
    expect(api.credentials()).toEqual(['omit', 'omit']);
  });

  it('a storage failure (switch surveyStorageFails, a 500, answers without a linkingId) is logged and resolves', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await api.switches({ surveyStorageFails: true });
    await expect(api.client().surveys.saveAnswers(answers)).resolves.toBeUndefined();
    await api.switches({ surveyStorageFails: false });
    await api.fault({ mode: 'error', status: 502 });
    await expect(api.client().surveys.saveAnswers(answers)).resolves.toBeUndefined();
    await expect(api.client().surveys.saveAnswers({ ...answers, linkingId: '' })).resolves.toBeUndefined();
    expect(logged.mock.calls.map(([message, error]) => [message, (error as { kind: string }).kind])).toEqual([
      ['katkin: api: survey answers (cancellation) were not stored:', 'http'],
      ['katkin: api: survey answers (cancellation) were not stored:', 'http'],
      ['katkin: api: survey answers (cancellation) were not stored:', 'invalid-request'],
    ]);
    expect(api.requests()).toHaveLength(2);
  });
});

describe('surveys.getCompleteSurveys', () => {
  it('GET /surveys/complete with the token: the finished surveys', async () => {
    expect(await api.client().surveys.getCompleteSurveys()).toEqual([
      { formUsed: 'post-purchase', linkingId: 'ord-5001' },
      { formUsed: 'cat-profile', linkingId: 'cat-1001' },
    ]);
    expect(api.requests()).toEqual([{ method: 'GET', path: '/surveys/complete', search: '', body: undefined, token: 'tok' }]);
    expect(api.credentials()).toEqual(['omit']);
  });

  it("every failure throws an error whose message starts 'An error fetching complete surveys'", async () => {
    const expectFailure = async (cause: object) => {
      const error = await api.client().surveys.getCompleteSurveys().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message.startsWith('An error fetching complete surveys')).toBe(true);
      expect((error as Error).cause).toMatchObject(cause);
    };
    await api.switches({ completeSurveysFail: true });
    await expectFailure({ kind: 'http', status: 500 });
    await api.switches({ completeSurveysFail: false });
    await api.fault({ mode: 'malformed' });
    await expectFailure({ kind: 'invalid-reply' });
    const loggedOut = await api.client({ getAccessToken: () => undefined }).surveys.getCompleteSurveys().catch((caught: unknown) => caught);
    expect((loggedOut as Error).message.startsWith('An error fetching complete surveys')).toBe(true);
    expect((loggedOut as Error).cause).toMatchObject({ kind: 'unauthenticated' });
    expect(api.requests()).toHaveLength(2);
  });

  it("a call its caller cancelled stays an 'aborted' ApiError, nothing sent", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(api.client().surveys.getCompleteSurveys(controller.signal)).rejects.toMatchObject({ name: 'ApiError', kind: 'aborted' });
    expect(api.requests()).toEqual([]);
  });
});
