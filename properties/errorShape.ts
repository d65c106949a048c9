import type { ContextOverflowError } from '../core/assemble.js';
import type { BaglamError } from '../core/errors.js';

/**
 * The errors the contracts promise, told by their documented shape rather
 * than by `core/`'s classes: a property takes nothing from the code it
 * checks but the functions under test (`properties/implementation.ts`).
 */

/** An error raised on purpose: an `Error` with a string `code` (`INVALID_INPUT`, `INVALID_PROFILE`, `CONTEXT_OVERFLOW`, …). */
export function isBaglamError(error: unknown): error is BaglamError {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string';
}

/** C3's loud overflow: the code, and the drop log it carries. */
export function isOverflow(error: unknown): error is ContextOverflowError {
  return isBaglamError(error) && error.code === 'CONTEXT_OVERFLOW' && Array.isArray((error as { dropLog?: unknown }).dropLog);
}
