// The customer's cats (spec section 7 "Cats"): the list, keyed by cat id, and the update,
// whose failures carry one of the spec's twelve error codes (section 8) as a typed error.
import { isRecord } from '../is-record.ts';
import { z } from '../zod.ts';
import { ApiError } from './api-error.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { anyReply, request, type ReplyCheck } from './request.ts';
import { idText, isoDate, nonEmpty } from './schemas.ts';

export interface CatRecord {
  freshMealPlanId: string;
  /** YYYY-MM-DD */
  birthday?: string | null;
  cat: {
    name?: string;
    /** Comma-separated text ("chicken, duck"). */
    medicalConditionsDetails?: string | null;
  };
}

/** Spec section 8: the cat update's error codes. */
export const CAT_UPDATE_ERROR_CODES = [
  'USER_NOT_FOUND',
  'HAS_ALREADY_BEEN_CHARGED',
  'HAS_CONFLICTING_PERMISSIONS',
  'AC_INTERNAL_ERROR',
  'CAT_DETAILS_CREATE_FAILED',
  'CAT_DETAILS_UPDATE_FAILED',
  'OLD_DB_SYNC_FAILED',
  'CUSTOMER_SUF_ANSWERS_EVENT_FAILED',
  'CAT_SUF_ANSWERS_UPDATE_FAILED',
  'CAT_TO_BREEDER_UPDATE_FAILED',
  'CAT_SUF_ANSWERS_CREATE_FAILED',
  'CAT_TO_BREEDER_CREATE_FAILED',
] as const;

export type CatUpdateErrorCode = (typeof CAT_UPDATE_ERROR_CODES)[number];

/** A failed cat update: `code` is one of the twelve, or 'UNKNOWN' (no answer, or no known code in it); `cause` the call's error. */
export class CatUpdateError extends Error {
  override name = 'CatUpdateError';
  constructor(
    readonly code: CatUpdateErrorCode | 'UNKNOWN',
    options: { cause: unknown },
  ) {
    super(`cat update failed: ${code}`, options);
  }
}

export interface CatChanges {
  catId: string;
  name?: string;
  birthday?: string;
  medicalConditionsDetails?: string;
}

const catsReply: ReplyCheck<Record<string, CatRecord>> = lazyReply(() =>
  z.record(
    z.string(),
    z.looseObject({
      freshMealPlanId: idText(),
      birthday: z.optional(z.nullable(isoDate())),
      cat: z.looseObject({ name: z.optional(z.string()), medicalConditionsDetails: z.optional(z.nullable(z.string())) }),
    }),
  ),
);

const changesBody = lazyReply(() =>
  z.strictObject({ catId: idText(), name: z.optional(nonEmpty()), birthday: z.optional(isoDate()), medicalConditionsDetails: z.optional(z.string()) }),
);

/**
 * GET /customer/cats?showSuppressedCats=&filterSubscription= on the legacy base (contract section 6:
 * the cats are the spec's old-API getFreshCats).
 */
export function getCats(
  api: ApiEndpoint,
  { showSuppressedCats, filterSubscription }: { showSuppressedCats?: boolean; filterSubscription?: string } = {},
  signal?: AbortSignal,
): Promise<Record<string, CatRecord>> {
  return request(api, {
    service: 'legacy',
    path: '/customer/cats',
    query: { showSuppressedCats: showSuppressedCats === undefined ? undefined : String(showSuppressedCats), filterSubscription },
    auth: 'required',
    reply: catsReply,
    signal,
  });
}

/** The error code a failed update's reply names (`{errorCode}`), if it is one of the twelve. */
function errorCodeOf(error: unknown): CatUpdateErrorCode | 'UNKNOWN' {
  const body = error instanceof ApiError && isRecord(error.body) ? error.body : undefined;
  const code = CAT_UPDATE_ERROR_CODES.find((known) => known === body?.errorCode);
  return code ?? 'UNKNOWN';
}

/**
 * PATCH /customer/cat/update {catId, ...changes}; a failed update throws CatUpdateError. A call
 * never sent (cancelled, invalid changes, no token) throws its ApiError as it is.
 */
export async function updateCat(api: ApiEndpoint, changes: CatChanges): Promise<void> {
  try {
    await request(api, { service: 'api', path: '/customer/cat/update', method: 'PATCH', body: changes, send: changesBody, auth: 'required', reply: anyReply });
  } catch (error) {
    // Not an answer of the cat service (cancelled, a bad change, nobody logged in): no code to map.
    if (error instanceof ApiError && (error.kind === 'aborted' || error.kind === 'invalid-request' || error.kind === 'unauthenticated')) throw error;
    throw new CatUpdateError(errorCodeOf(error), { cause: error });
  }
}
