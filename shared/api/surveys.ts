// Survey answers (spec sections 3 "Survey answers", 7 "Survey", 8). Storing answers never
// fails its caller (logged only); fetching the complete surveys throws an error whose message
// starts 'An error fetching complete surveys'. Paths ours: README, "API client".
import { z } from '../zod.ts';
import { ApiError } from './api-error.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { anyReply, request, type ReplyCheck } from './request.ts';
import { nonEmpty } from './schemas.ts';
import { logError } from '../log.ts';

export interface SurveyAnswers {
  values: Record<string, unknown>;
  formUsed: string;
  linkingId: string;
}

export interface CompleteSurvey {
  formUsed: string;
  linkingId: string;
}

const answersBody = lazyReply(() => z.object({ values: z.record(z.string(), z.unknown()), formUsed: nonEmpty(), linkingId: nonEmpty() }));
const completeReply: ReplyCheck<CompleteSurvey[]> = lazyReply(() => z.array(z.looseObject({ formUsed: z.string(), linkingId: z.string() })));

/** POST /answers {values, formUsed, linkingId} (spec section 7 "Survey: POST answers", relative to the API base): resolves either way; a failure is logged. */
export async function saveAnswers(api: ApiEndpoint, answers: SurveyAnswers): Promise<void> {
  try {
    await request(api, { service: 'api', path: '/answers', method: 'POST', body: answers, send: answersBody, auth: 'optional', reply: anyReply });
  } catch (error) {
    logError('api', `survey answers (${answers.formUsed}) were not stored:`, error);
  }
}

/** GET /surveys/complete: the surveys the customer has finished. A cancelled call stays an 'aborted' ApiError. */
export async function getCompleteSurveys(api: ApiEndpoint, signal?: AbortSignal): Promise<CompleteSurvey[]> {
  try {
    return await request(api, { service: 'api', path: '/surveys/complete', auth: 'required', reply: completeReply, signal });
  } catch (error) {
    // Cancelled by its caller: not a failure to fetch (as in every other call).
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    throw new Error(`An error fetching complete surveys: ${(error as Error).message}`, { cause: error });
  }
}
