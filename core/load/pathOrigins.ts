import type { FieldPath } from '../errors.js';

/**
 * Where each part of a converted value came from in the caller's value.
 * Converting OpenAI or AI SDK messages moves fields around (`tool_call_id` →
 * `toolCallId`, one AI SDK tool message → several turns); an error found in
 * the converted request must still name the field the person wrote.
 */
export class PathOrigins {
  readonly #origins = new Map<string, FieldPath>();

  /** Records that `converted` (and everything under it) came from `original`. */
  set(converted: FieldPath, original: FieldPath): void {
    this.#origins.set(JSON.stringify(converted), original);
  }

  /**
   * The caller's path for a converted path: the longest recorded prefix,
   * mapped, plus the rest unchanged. Unrecorded paths are the caller's own.
   */
  resolve(path: FieldPath): FieldPath {
    for (let n = path.length; n > 0; n--) {
      const origin = this.#origins.get(JSON.stringify(path.slice(0, n)));
      if (origin !== undefined) return [...origin, ...path.slice(n)];
    }
    return path;
  }
}
