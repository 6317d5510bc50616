// The email-capture form action: validates the email and answers like the real actions
// service. `handleEmailCapture` is its entry in the actions dispatcher (routes/actions.ts).
// Fixture addresses: taken@example.com is already signed up (message as {body}, spec section 8);
// switch emailActionFails makes every sign-up fail without a field.
import type { ApiState, RouteReply } from '../route-types.ts';
import { isRecord } from '../../../shared/is-record.ts';

export const EMAIL_CAPTURE_ACTION = 'emailCapture';


export function handleEmailCapture(body: Record<string, unknown>, state: ApiState): RouteReply {
  const values = isRecord(body.values) ? body.values : {};
  const email = typeof values.email === 'string' ? values.email.trim() : '';
  if (state.switches.emailActionFails) {
    return { body: { success: false, message: 'We could not sign you up just now. Please try again in a minute.' } };
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return { body: { success: false, message: 'That email address does not look right.', failedOn: { fieldName: 'email' } } };
  }
  if (email.toLowerCase() === 'taken@example.com') {
    return { body: { success: false, message: { body: 'This email address is already signed up.' } } };
  }
  return { body: { success: true, message: 'Thanks! Check your inbox for 20% off your first box.' } };
}
