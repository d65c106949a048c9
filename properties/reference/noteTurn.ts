import type { Turn } from '../../core/request.js';
import { REFERENCE_TRIM_NOTE } from './prompt.js';

/**
 * A turn that is an earlier clamp's trim note, handed back with the history:
 * by structure, a system turn whose content is exactly the note. A user (or
 * a tool) quoting the note is an ordinary turn (C7).
 */
export function isNoteTurn(turn: Turn): boolean {
  return turn.role === 'system' && turn.content === REFERENCE_TRIM_NOTE;
}
