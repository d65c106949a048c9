import { assemble, type AssembleOptions, type AssembledContext } from '../../core/assemble.js';
import type { DropEntry } from '../../core/dropLog.js';
import type { Profile } from '../../core/profile.js';
import type { Chunk, Request, ToolDefinition } from '../../core/request.js';
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

/**
 * The real `assemble` behind a fixed-part memo that compares a tool key by
 * key but not their number: a tool that lost its last keys (its
 * `parameters`, its `description`) matches the one remembered, and the
 * remembered tool is sent, as a memo that stops when the new object's keys
 * run out would do. Right on every call whose fixed part did not shrink in
 * place.
 */
export function fewerKeysFixedPartAssemble(): (request: Request, profile: Profile, options?: AssembleOptions) => AssembledContext {
  // Remembered per cache, as the real memo is: a fresh computation brings a new cache and finds nothing.
  const knownBy = new WeakMap<object, ToolDefinition[] | undefined>();
  const processCache = {};
  const matches = (tools: readonly ToolDefinition[], held: readonly ToolDefinition[]): boolean =>
    tools.length === held.length &&
    tools.every((tool, i) => {
      const heldTool = held[i] as unknown as Record<string, unknown>;
      const heldKeys = Object.keys(heldTool);
      return Object.entries(tool).every(([key, value], k) => heldKeys[k] === key && JSON.stringify(value) === JSON.stringify(heldTool[key]));
    });
  return (request, profile, options) => {
    const tools = request.tools;
    const cache = options?.cache ?? processCache;
    const known = knownBy.get(cache);
    if (tools !== undefined && known !== undefined && matches(tools, known)) return assemble({ ...request, tools: structuredClone(known) }, profile, options);
    knownBy.set(cache, tools === undefined ? undefined : structuredClone(tools));
    return assemble(request, profile, options);
  };
}

/**
 * The real `selectChunks`, handed one tokenizer object per cache whatever the
 * encoding of the call (it counts with that call's tokenizer): the list memo,
 * which knows a change of tokenizer by the object, then keeps the counts and
 * the bounds one encoding proved for the other. Correct while a cache sees
 * one encoding.
 */
export function encodingBlindSelectChunks(): (candidates: readonly Chunk[], share: number, threshold: number, tokenizer: Tokenizer, options?: SelectOptions) => ChunkSelection {
  const shared = new WeakMap<object, { current: Tokenizer; tokenizer: Tokenizer }>();
  const noCache = {};
  return (candidates, share, threshold, tokenizer, options = {}) => {
    const key = options.cache ?? noCache;
    let entry = shared.get(key);
    if (entry === undefined) {
      const state: { current: Tokenizer; tokenizer: Tokenizer } = {
        current: tokenizer,
        tokenizer: {
          get name() { return state.current.name; },
          get encoding() { return state.current.encoding; },
          count: (text) => state.current.count(text),
          countWithin: (text, limit) => state.current.countWithin(text, limit),
        },
      };
      entry = state;
      shared.set(key, entry);
    }
    entry.current = tokenizer;
    return selectChunks(candidates, share, threshold, entry.tokenizer, options);
  };
}

/**
 * The real `selectChunks` behind a defensive copy of the candidate list
 * ("the caller may change it while we work"): every answer right, but the
 * list memo, keyed by the array, never sees the same array twice, so every
 * warm call derives the order, renderings and counts again.
 */
export function copyingSelectChunks(candidates: readonly Chunk[], share: number, threshold: number, tokenizer: Tokenizer, options?: SelectOptions): ChunkSelection {
  return selectChunks(candidates.slice(), share, threshold, tokenizer, options);
}

/**
 * The real `selectChunks` with the tokenizer wrapped anew on every call (a
 * logging or metering wrapper made per request): every count right, but
 * the list memo keeps counts for one tokenizer object and sees a new one
 * each time, so a warm call sends every text to the tokenizer again.
 */
export function recountingSelectChunks(candidates: readonly Chunk[], share: number, threshold: number, tokenizer: Tokenizer, options?: SelectOptions): ChunkSelection {
  const wrapped: Tokenizer = {
    name: tokenizer.name,
    encoding: tokenizer.encoding,
    count: (text) => tokenizer.count(text),
    countWithin: (text, limit) => tokenizer.countWithin(text, limit),
  };
  return selectChunks(candidates, share, threshold, wrapped, options);
}

/**
 * The real `assemble` on a deep copy of the request ("never touch the
 * caller's objects"): every answer right, but the memos keyed by the
 * request object never see it again, so every call validates it in full.
 */
export function copyingAssemble(request: Request, profile: Profile, options?: AssembleOptions): AssembledContext {
  return assemble(structuredClone(request), profile, options);
}

/**
 * The real `assemble` on a request whose fixed part was first copied as
 * plain data (through JSON), as a caller might "normalise" it: every answer
 * right, but a fixed part holding a class instance or a subclass of `Array`
 * is then remembered and found like any other, where the memo never takes
 * one.
 */
export function plainFixedPartAssemble(request: Request, profile: Profile, options?: AssembleOptions): AssembledContext {
  const plain = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
  return assemble({ ...request, rules: plain(request.rules), tools: plain(request.tools), examples: plain(request.examples) }, profile, options);
}
