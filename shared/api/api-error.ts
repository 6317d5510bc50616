// Every way a backend call can fail, as one error type widgets can switch on.
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid-reply' | 'invalid-request' | 'unauthenticated' | 'aborted';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status for kind 'http'. */
    readonly status?: number,
    /** Parsed JSON body (if any) for kind 'http'. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}
