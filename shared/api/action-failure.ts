// Spec section 8, "Action failure": the message (and field) a failed form action shows.
import { isRecord } from '../is-record.ts';

export interface ActionFailure {
  message: string;
  fieldName?: string;
}

function messageText(message: unknown): string | undefined {
  if (typeof message === 'string' && message !== '') return message;
  if (isRecord(message) && typeof message.body === 'string') return message.body;
  return undefined;
}

/**
 * - reply has message and failedOn.fieldName: both;
 * - message is an object with a body: the body;
 * - message is a string: it;
 * - otherwise the error's own message, or 'An error occurred'.
 */
export function actionFailure(reply: unknown, error?: unknown): ActionFailure {
  const message = isRecord(reply) ? messageText(reply.message) : undefined;
  const failedOn = isRecord(reply) && isRecord(reply.failedOn) ? reply.failedOn.fieldName : undefined;
  if (message && typeof failedOn === 'string') return { message, fieldName: failedOn };
  if (message) return { message };
  if (error instanceof Error && error.message) return { message: error.message };
  return { message: 'An error occurred' };
}
