// The email form's action call (contract section 6, form actions): failures follow the
// spec's action-failure rules (shared/api/action-failure.ts) through postAction.
import { ActionError, postAction } from '../../shared/api/actions.ts';
import type { ActionFailure } from '../../shared/api/action-failure.ts';
import { lazyReply } from '../../shared/api/lazy-reply.ts';
import type { KatkinStore } from '../../shared/store-types.ts';
import { z } from '../../shared/zod.ts';

const EMAIL_CAPTURE_ACTION = 'emailCapture';
/** formUsed names the kind of form; linkingId ties the sign-up to the configured form (form_id). */
const FORM_USED = 'email-capture';
/** Shown when the server's success reply carries no message of its own. */
const DEFAULT_SUCCESS_MESSAGE = 'Thanks for signing up!';

const successReply = lazyReply(() => z.looseObject({ message: z.optional(z.unknown()) }));

/** The success message to show; throws ActionError (spec section 8's failure rules) when the sign-up failed. */
export async function submitEmail(store: KatkinStore, formId: string, email: string): Promise<string> {
  const reply = await postAction(store.api,
    { name: EMAIL_CAPTURE_ACTION, values: { email }, formUsed: FORM_USED, linkingId: formId },
    successReply,
  );
  return typeof reply.message === 'string' && reply.message.trim() !== '' ? reply.message : DEFAULT_SUCCESS_MESSAGE;
}

/** What to tell the visitor about a failed sign-up. */
export function signUpFailure(error: unknown): ActionFailure {
  return error instanceof ActionError ? error.failure : { message: 'An error occurred' };
}
