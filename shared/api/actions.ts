// POST /actions (contract section 6): the form-action call, with the spec's failure rules.
import { z } from '../zod.ts';
import { actionFailure, type ActionFailure } from './action-failure.ts';
import { ApiError } from './api-error.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { anyReply, request, type ReplyCheck } from './request.ts';

export interface ActionRequest {
  name: string;
  values: Record<string, unknown>;
  product?: string;
  formUsed?: string;
  linkingId?: string;
  trackingInfo?: Record<string, unknown>;
  /** The endpoint's feature flags (the page's, for widgets) when absent. */
  featureFlags?: Record<string, unknown>;
}

/** A form action that answered success: false, or failed on the way. */
export class ActionError extends Error {
  override name = 'ActionError';
  constructor(readonly failure: ActionFailure) {
    super(failure.message);
  }
}

const baseReply = lazyReply(() =>
  z.looseObject({
    success: z.boolean(),
    message: z.optional(z.unknown()),
    failedOn: z.optional(z.nullable(z.looseObject({ fieldName: z.optional(z.string()) }))),
  }),
);

/** `data`: what the action's reply must also hold (its own fields); anything by default. */
export async function postAction<T extends Record<string, unknown>>(
  api: ApiEndpoint,
  action: ActionRequest,
  data: ReplyCheck<T> = anyReply as ReplyCheck<T>,
  signal?: AbortSignal,
): Promise<T> {
  let reply;
  try {
    reply = await request(api, {
      service: 'api',
      path: '/actions',
      method: 'POST',
      auth: 'optional',
      body: { ...action, featureFlags: action.featureFlags ?? api.featureFlags?.() ?? {} },
      reply: baseReply,
      signal,
    });
  } catch (error) {
    // Cancelled by the widget (a newer load, unmounted): not an action failure.
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    throw new ActionError(actionFailure(error instanceof ApiError ? error.body : undefined, error));
  }
  if (!reply.success) throw new ActionError(actionFailure(reply));
  const checked = data.safeParse(reply);
  if (!checked.success) throw new ActionError({ message: `unexpected reply to ${action.name}` });
  return checked.data;
}
