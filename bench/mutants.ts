import { assemble } from '../core/index.js';
import type { Packer } from './tasks.js';

/**
 * `assemble` with the classic accidental O(n²) in front of it: a linear
 * search per candidate (an `indexOf`/`findIndex` inside the loop). The gate's
 * self-test packs with this and must fail; core itself is never edited.
 */
export const quadraticPacker: Packer = (request, profile, options) => {
  const chunks = request.chunks ?? [];
  let positions = 0;
  for (const chunk of chunks) positions += chunks.findIndex((other) => other.id === chunk.id);
  if (positions < 0) throw new Error('unreachable: every chunk finds itself');
  return assemble(request, profile, options);
};
