/** Why a model call failed; the runner reports it on the case, never as a pass. */
export type ProviderErrorCode =
  /** Replay found no cassette for this payload and these parameters. */
  | 'MISSING_CASSETTE'
  /** A cassette file exists but is not a cassette of this payload. */
  | 'BAD_CASSETTE'
  /** A cassette holds answers to another prompt or other parameters: recorded before a change. */
  | 'STALE_CASSETTE'
  /** An answer is larger than the configured cap: refused, never recorded. */
  | 'ANSWER_TOO_LARGE'
  /** The endpoint answered with an error status, after any retries. */
  | 'HTTP_STATUS'
  /** No answer within the timeout, after any retries. */
  | 'TIMEOUT'
  /** The connection failed, after any retries. */
  | 'NETWORK'
  /** The endpoint or command answered, but not with a completion. */
  | 'BAD_RESPONSE'
  /** The command could not start, exited non-zero, or was killed. */
  | 'COMMAND_FAILED'
  /** The answer was larger than the provider's `maxOutputBytes`; it was dropped. */
  | 'TOO_LARGE'
  /** The caller aborted the call (its `signal`), for example on its own timeout. */
  | 'ABORTED';

export class ProviderError extends Error {
  readonly code: ProviderErrorCode;
  constructor(code: ProviderErrorCode, message: string) {
    super(message);
    this.name = 'ProviderError';
    this.code = code;
  }
}
