import { BaglamError } from '../errors.js';
import type { Request } from '../request.js';
import { isRecord } from './describeValue.js';
import { unknownKey } from './sourceError.js';
import { toRequest } from './toRequest.js';

/**
 * The wrappers baglam itself writes around a request: a request-log entry
 * `{"request": …, "response": …}` (docs/reports.md) and what
 * `baglam compact --json` prints, `{"outcome": …, "request": …}`. Reading
 * both means a log line feeds a report, a suite and the bench alike, and
 * compact's output pipes into `baglam assemble -`. Only the request is read;
 * any other key beside it is refused, as in a request.
 */
const WRAPPER_KEYS = ['request', 'response', 'outcome'] as const;

/**
 * A request, bare or wrapped, to a validated `Request`. A bare request can
 * never hold a `request` key (it would be refused as unknown), so that key
 * alone tells a wrapper apart. Field errors inside a wrapper name their path
 * under `request`, where they sit in the file.
 */
export function toWrappedRequest(value: unknown): Request {
  if (!isRecord(value) || !('request' in value)) return toRequest(value);
  for (const key of Object.keys(value)) {
    if (!(WRAPPER_KEYS as readonly string[]).includes(key)) throw unknownKey([key], WRAPPER_KEYS);
  }
  return convertUnderRequest(value.request, toRequest);
}

/**
 * `convert(request)` for a request read from under a wrapper's `request`
 * key (a log line, compact's output): its field errors, which name paths
 * inside the request, are re-pathed under `request`, where they sit in the
 * file.
 */
export function convertUnderRequest(request: unknown, convert: (value: unknown) => Request): Request {
  try {
    return convert(request);
  } catch (error) {
    if (error instanceof BaglamError && error.source === undefined) throw new BaglamError(error.code, error.detail, ['request', ...error.path]);
    throw error;
  }
}
