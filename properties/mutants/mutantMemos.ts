import { assemble, type AssembleOptions, type AssembledContext } from '../../core/assemble.js';
import type { DropEntry } from '../../core/dropLog.js';
import type { Profile } from '../../core/profile.js';
import type { Chunk, Request } from '../../core/request.js';
import { selectChunks, type ChunkSelection, type SelectOptions } from '../../core/select.js';
import type { Tokenizer } from '../../core/tokenizer.js';

/**
 * The real `assemble` and `selectChunks` with a memo whose content leaks
 * into the output: per input object, the largest bound each dropped item
 * was ever logged with, reported in place of the bound this call proves.
 * It is the plausible shape of the bug C1 forbids ("remember the better
 * floor we found last time"): correct on every first call, and a bound it
 * reports is still a true lower bound, so only a property that makes
 * earlier calls on the same objects can see it.
 */

type Best = Map<string, number>;

function remembered(best: Best, entries: readonly DropEntry[]): DropEntry[] {
  return entries.map((d) => {
    if (d.exact) return d;
    const key = `${d.section}/${d.index}`;
    const tokens = Math.max(d.tokens, best.get(key) ?? 0);
    best.set(key, tokens);
    return { ...d, tokens };
  });
}

const byRequest = new WeakMap<object, Best>();
const byList = new WeakMap<object, Best>();

function bestFor(memo: WeakMap<object, Best>, key: object): Best {
  let best = memo.get(key);
  if (best === undefined) {
    best = new Map();
    memo.set(key, best);
  }
  return best;
}

export function leakyBoundAssemble(request: Request, profile: Profile, options?: AssembleOptions): AssembledContext {
  const result = assemble(request, profile, options);
  return { ...result, dropLog: remembered(bestFor(byRequest, request), result.dropLog) };
}

export function leakyBoundSelectChunks(
  candidates: readonly Chunk[],
  share: number,
  threshold: number,
  tokenizer: Tokenizer,
  options?: SelectOptions,
): ChunkSelection {
  const result = selectChunks(candidates, share, threshold, tokenizer, options);
  return { ...result, dropped: remembered(bestFor(byList, candidates), result.dropped) };
}
