import { describe, expect, it } from 'vitest';
import { actionFailure } from './action-failure.ts';

describe('actionFailure (spec section 8)', () => {
  it('returns message and field when both are present', () => {
    expect(actionFailure({ message: 'Bad email', failedOn: { fieldName: 'email' } })).toEqual({ message: 'Bad email', fieldName: 'email' });
  });
  it('returns the body when the message is an object with a body', () => {
    expect(actionFailure({ message: { body: 'Try later' } })).toEqual({ message: 'Try later' });
  });
  it('returns a string message', () => {
    expect(actionFailure({ message: 'Nope' })).toEqual({ message: 'Nope' });
  });
  it("falls back to the error's own message, then to 'An error occurred'", () => {
    expect(actionFailure({ success: false }, new Error('network down'))).toEqual({ message: 'network down' });
    expect(actionFailure(undefined)).toEqual({ message: 'An error occurred' });
    expect(actionFailure({ message: 42 })).toEqual({ message: 'An error occurred' });
  });
});
