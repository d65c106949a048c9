import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import type { AssembleOptions } from '../core/assemble.js';
import type { AssemblyCache, AssemblyCacheStats, MemoStats } from '../core/assemblyCache.js';
import type { Profile } from '../core/profile.js';
import type { Chunk, Request, ToolDefinition } from '../core/request.js';
import type { SelectOptions } from '../core/select.js';
import type { Encoding, Tokenizer } from '../core/tokenizer.js';
import { chunks, SCORES } from './arbitraries/chunks.js';
import { profileShape, type ProfileShape } from './arbitraries/profile.js';
import { deepFreeze } from './deepFreeze.js';
import { referenceFloor, shownText } from './reference/floor.js';
import { chunkHeader } from './reference/prompt.js';
import type { Scenario, ScenarioSource } from './arbitraries/scenario.js';
import type { Implementation } from './implementation.js';

/**
 * The cache's contract, stated as what `AssemblyCache.stats()` reports
 * (docs/library.md#caches): a memo answers whatever did not change, and
 * only that. The oracles are the calls themselves and a tokenizer that
 * counts the texts it is sent: no expectation is computed with `core/`.
 *
 * A property here sees only how much work a call did; what it answered is
 * the business of the selection and C1 properties (each call below is also
 * compared with the same call on a fresh copy under a new cache).
 */

type MemoName = keyof AssemblyCacheStats;
const MEMOS: readonly MemoName[] = [
  'validations', 'fixedParts', 'requestRenderings', 'candidateLists', 'chunkRenderings', 'dedupKeys', 'chunkCounts', 'chunkBounds',
];

/** What one call added to every memo's numbers. */
type Delta = Record<MemoName, MemoStats>;

/** What a call added; every number only grows, by whole steps. */
function since(before: AssemblyCacheStats, after: AssemblyCacheStats): Delta {
  const out = {} as Delta;
  for (const name of MEMOS) {
    const delta = { hits: after[name].hits - before[name].hits, misses: after[name].misses - before[name].misses };
    if (!Number.isSafeInteger(delta.hits) || !Number.isSafeInteger(delta.misses) || delta.hits < 0 || delta.misses < 0) {
      throw new Expectation(`${name} went from ${JSON.stringify(before[name])} to ${JSON.stringify(after[name])}: the numbers only grow`);
    }
    out[name] = delta;
  }
  return out;
}

const NONE: MemoStats = { hits: 0, misses: 0 };

/** A tokenizer that delegates and counts the texts it is sent (`count` and `countWithin` alike). */
interface CountingTokenizer extends Tokenizer {
  sent: number;
}

function counting(inner: Tokenizer): CountingTokenizer {
  const t: CountingTokenizer = {
    name: `counting ${inner.name}`,
    encoding: inner.encoding,
    sent: 0,
    count: (text) => {
      t.sent++;
      return inner.count(text);
    },
    countWithin: (text, limit) => {
      t.sent++;
      return inner.countWithin(text, limit);
    },
  };
  return t;
}

class Expectation extends Error {}

function expectDelta(delta: Delta, expected: Partial<Delta>, label: string): void {
  for (const name of MEMOS) {
    const want = expected[name];
    if (want !== undefined && !isDeepStrictEqual(delta[name], want)) {
      throw new Expectation(`${label}: ${name} ${JSON.stringify(delta[name])}, expected ${JSON.stringify(want)} (every memo: ${JSON.stringify(delta)})`);
    }
  }
}

function expectSame(actual: unknown, expected: unknown, label: string): void {
  if (!isDeepStrictEqual(actual, expected)) throw new Expectation(`${label}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

/** The memos a `selectChunks` call never touches. */
const ASSEMBLE_ONLY: Partial<Delta> = { validations: NONE, fixedParts: NONE, requestRenderings: NONE };

export interface StatsCase {
  candidates: Chunk[];
  encoding: Encoding;
  share: number;
  threshold: number;
  /** The field of one candidate edited in place between two calls. */
  edit: { at: number; field: 'text' | 'id' | 'source' | 'meta-value' | 'meta-key-added' | 'meta-removed' | 'score' };
}

export function statsCases(): fc.Arbitrary<StatsCase> {
  return fc.record({
    // Metadata on most candidates, so a check of it is reached on every call.
    candidates: fc.tuple(chunks({ long: false, maxChunks: 6 }), fc.array(fc.boolean(), { minLength: 6, maxLength: 6 })).map(([list, withMeta]) =>
      list.map((c, i) => (c.meta === undefined && withMeta[i]! ? { ...c, meta: { title: 'bir' } } : c)),
    ),
    encoding: fc.constantFrom<Encoding>('o200k_base', 'cl100k_base'),
    share: fc.oneof(fc.integer({ min: 0, max: 200 }), fc.constant(1e9)),
    threshold: fc.oneof(fc.constant(-1), fc.constantFrom(...SCORES)),
    edit: fc.record({
      at: fc.nat({ max: 5 }),
      field: fc.constantFrom<StatsCase['edit']['field']>('text', 'id', 'source', 'meta-value', 'meta-key-added', 'meta-removed', 'score'),
    }),
  });
}

function applyFieldEdit(list: Chunk[], edit: StatsCase['edit']): Chunk {
  const chunk = list[edit.at % list.length]!;
  switch (edit.field) {
    case 'text':
      chunk.text = `${chunk.text} değişti`;
      break;
    case 'id':
      chunk.id = `${chunk.id}-yeni`;
      break;
    case 'source':
      chunk.source = `${chunk.source ?? 'kb'}/yeni.md`;
      break;
    case 'meta-value':
      chunk.meta = chunk.meta ?? {};
      chunk.meta.title = `${chunk.meta.title ?? ''}!`;
      break;
    case 'meta-key-added':
      chunk.meta = chunk.meta ?? {};
      chunk.meta.zz_new = 'yeni';
      break;
    case 'meta-removed':
      if (chunk.meta === undefined) chunk.meta = { title: 'eklendi' };
      else delete chunk.meta;
      break;
    case 'score':
      chunk.score += 0.25;
      break;
  }
  return chunk;
}

/**
 * The memo contract of `selectChunks`, one cache per sequence:
 *
 * - a repeated call on an unchanged list is a list hit and nothing else:
 *   no rendering, dedup key, count or bound is looked up or derived
 *   again, and no text reaches the tokenizer, in either mode, whatever the
 *   share (a count equal to the room included);
 * - after a call with exact counts, a call without them on the unchanged
 *   list sends nothing to the tokenizer and looks up no dedup key;
 * - a new array holding the same chunk objects is a list miss whose
 *   renderings and dedup keys are all hits;
 * - an edit of one field of one candidate in place is a list miss, a
 *   rendering miss for that chunk alone when the field is rendered (every
 *   field but the score), and a dedup-key miss for it alone when the field
 *   is its text; the answer is a cold call's on a fresh copy;
 * - a change of encoding keeps the list but counts again: no count or
 *   bound proved under the other encoding is used;
 * - without exact counts and without room, no text is rendered or sent to
 *   the tokenizer: every candidate is proven over the room from its
 *   characters;
 * - the cache's own number of texts counted is the tokenizer's.
 */
export function propertyCacheStats(impl: Implementation, cases: fc.Arbitrary<StatsCase> = statsCases()): fc.IPropertyWithHooks<[StatsCase]> {
  return fc.property(cases, (c) => {
    const tokenizers = new Map<Encoding, CountingTokenizer>();
    const tokenizerFor = (encoding: Encoding): CountingTokenizer => {
      let t = tokenizers.get(encoding);
      if (t === undefined) tokenizers.set(encoding, (t = counting(impl.tokenizer(encoding))));
      return t;
    };
    const fresh = (list: readonly Chunk[], share: number, exact: boolean, encoding: Encoding) =>
      impl.selectChunks(structuredClone(list), share, c.threshold, impl.tokenizer(encoding), { exactDropCounts: exact, cache: impl.newCache() });

    /** One call under `cache`: its result, what it added to the stats, and the texts it sent. */
    const call = (cache: AssemblyCache, list: readonly Chunk[], share: number, exact: boolean, encoding = c.encoding, label = '') => {
      const tokenizer = tokenizerFor(encoding);
      const before = cache.stats();
      const sentBefore = tokenizer.sent;
      const options: SelectOptions = { exactDropCounts: exact, cache };
      const result = impl.selectChunks(list, share, c.threshold, tokenizer, options);
      const delta = since(before, cache.stats());
      const sent = tokenizer.sent - sentBefore;
      const what = `${label} (${exact ? 'exact' : 'lazy'}, share ${share}, ${encoding})`;
      expectSame(delta.chunkCounts.misses, sent, `${what}: chunkCounts.misses against the texts the tokenizer was sent`);
      expectDelta(delta, ASSEMBLE_ONLY, what);
      return { result, delta, sent, what };
    };
    const allQuiet = (delta: Delta): Partial<Delta> => ({
      candidateLists: { hits: 1, misses: 0 },
      chunkRenderings: NONE,
      dedupKeys: NONE,
      chunkCounts: { hits: delta.chunkCounts.hits, misses: 0 },
      chunkBounds: { hits: delta.chunkBounds.hits, misses: 0 },
    });

    for (const exact of [false, true]) {
      // A cold call, the same call again, the list in a new array.
      const cache = impl.newCache();
      const list = structuredClone(c.candidates);
      const first = call(cache, list, c.share, exact, c.encoding, 'a first call');
      expectDelta(first.delta, { candidateLists: { hits: 0, misses: 1 }, chunkRenderings: { hits: 0, misses: first.delta.chunkRenderings.misses } }, first.what);
      const again = call(cache, list, c.share, exact, c.encoding, 'the same call again');
      expectDelta(again.delta, allQuiet(again.delta), again.what);
      expectSame(again.result, first.result, `${again.what}: the answer`);
      const copyOfList = call(cache, [...list], c.share, exact, c.encoding, 'the same chunks in a new array');
      const rendered = first.delta.chunkRenderings.hits + first.delta.chunkRenderings.misses;
      const keyed = first.delta.dedupKeys.hits + first.delta.dedupKeys.misses;
      expectDelta(
        copyOfList.delta,
        { candidateLists: { hits: 0, misses: 1 }, chunkRenderings: { hits: rendered, misses: 0 }, dedupKeys: { hits: keyed, misses: 0 } },
        copyOfList.what,
      );
      expectSame(copyOfList.result, first.result, `${copyOfList.what}: the answer`);

      if (exact) {
        // Exact counts known for every candidate: the lazy call reuses them, and the links the exact call found.
        const lazy = call(cache, list, c.share, false, c.encoding, 'without exact counts after a call with them');
        expectDelta(lazy.delta, { candidateLists: { hits: 1, misses: 0 }, dedupKeys: NONE, chunkCounts: { hits: lazy.delta.chunkCounts.hits, misses: 0 }, chunkBounds: NONE }, lazy.what);
        expectSame(lazy.result, fresh(list, c.share, false, c.encoding), `${lazy.what}: the answer`);
      } else {
        // No room: every candidate proven over it from its characters, none rendered or counted.
        const none = call(impl.newCache(), structuredClone(c.candidates), 0, false, c.encoding, 'no room');
        expectDelta(none.delta, { chunkRenderings: NONE, chunkCounts: NONE }, none.what);
      }

      // The other encoding: the same list, counted again.
      const other: Encoding = c.encoding === 'o200k_base' ? 'cl100k_base' : 'o200k_base';
      const switched = call(cache, list, c.share, exact, other, 'under the other encoding');
      expectDelta(switched.delta, { candidateLists: { hits: 1, misses: 0 }, chunkCounts: { hits: 0, misses: switched.sent }, chunkBounds: { hits: 0, misses: switched.delta.chunkBounds.misses } }, switched.what);
      expectSame(switched.result, fresh(list, c.share, exact, other), `${switched.what}: the answer`);
    }

    if (c.candidates.length === 0) return;

    // A share equal to the best candidate's count: that count is exact and remembered too.
    const probe = fresh(c.candidates, 1e9, true, c.encoding);
    const best = probe.selected[0];
    if (best !== undefined) {
      const cache = impl.newCache();
      const list = structuredClone(c.candidates);
      call(cache, list, best.tokens, true, c.encoding, 'a share the best candidate fills');
      const again = call(cache, list, best.tokens, true, c.encoding, 'the share the best candidate fills, again');
      expectDelta(again.delta, allQuiet(again.delta), again.what);
    }

    // Without exact counts, a share equal to the best candidate's floor (its
    // proof from the characters, as `propertyUnitFloorsAreLowerBounds` states
    // it: the reference floor of the text shown, plus the opening tag's, plus
    // one for the closing tag): the floor proves nothing there, so the chunk is counted,
    // and what the count proves (more than the room: a unit always costs more
    // than its floor) is remembered. The same call again proves and counts
    // nothing.
    if (best !== undefined && best.chunk.score >= c.threshold) {
      const floor = referenceFloor(shownText(best.chunk.text, null)) + referenceFloor(chunkHeader(best.chunk, 120)) + 1;
      const cache = impl.newCache();
      const list = structuredClone(c.candidates);
      call(cache, list, floor, false, c.encoding, 'a share equal to the best candidate\'s floor');
      const again = call(cache, list, floor, false, c.encoding, 'the share equal to the best candidate\'s floor, again');
      expectDelta(again.delta, allQuiet(again.delta), again.what);
    }

    // One field of one candidate, in place; every candidate rendered and keyed by the exact call.
    const cache = impl.newCache();
    const list = structuredClone(c.candidates);
    const n = list.length;
    const everyScoreReached = (): boolean => list.every((chunk) => chunk.score >= c.threshold);
    // Every candidate keyed by both calls when none is under the threshold, before or after.
    const keyedBefore = everyScoreReached();
    call(cache, list, c.share, true, c.encoding, 'before an edit');
    const edited = applyFieldEdit(list, c.edit);
    const keyedByBoth = keyedBefore && everyScoreReached();
    const after = call(cache, list, c.share, true, c.encoding, `after the edit ${JSON.stringify(c.edit)} of ${edited.id}`);
    const rendersIt = c.edit.field !== 'score' ? 1 : 0;
    const keysIt = c.edit.field === 'text' ? 1 : 0;
    expectDelta(
      after.delta,
      {
        candidateLists: { hits: 0, misses: 1 },
        chunkRenderings: { hits: n - rendersIt, misses: rendersIt },
        ...(keyedByBoth ? { dedupKeys: { hits: n - keysIt, misses: keysIt } } : {}),
      },
      after.what,
    );
    expectSame(after.result, fresh(list, c.share, true, c.encoding), `${after.what}: the answer`);
  });
}

/**
 * The memo contract of `assemble` on one request object, one cache: the
 * first call validates, renders and accepts the fixed part, and keeps nothing
 * of the chunks (no rendering or dedup key of them is found, then or by the
 * second call); the second
 * (a request is remembered from its second call on) finds the fixed part
 * by content; the third is all hits: validation, request renderings, the
 * candidate list, no chunk counted; so is a fourth that passes the
 * profile's own tokenizer (`createTokenizer(profile.encoding)`, the
 * default) as `options.tokenizer`. A deep copy of the request (new
 * objects, the same content) finds only the fixed part. Every answer is
 * the first call's. Then the same request under another line limit for
 * tool results is found by validation but rendered again, and answered as
 * a fresh cache answers it.
 */
export function propertyAssembleCacheStats(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario, boolean]> {
  return fc.property(scenarios, fc.boolean(), (scenario, exactDropCounts) => {
    const cache = impl.newCache();
    const request = structuredClone(scenario.request);
    const options: AssembleOptions = { cache, exactDropCounts };
    const outcome = (r: typeof request, o: AssembleOptions): unknown => {
      try {
        return impl.assemble(r, scenario.profile, o);
      } catch (error) {
        return { threw: (error as Error).message };
      }
    };
    const step = (r: typeof request, label: string, expected: (d: Delta) => Partial<Delta>, o: AssembleOptions = options): unknown => {
      const before = cache.stats();
      const result = outcome(r, o);
      const delta = since(before, cache.stats());
      expectDelta(delta, expected(delta), label);
      return result;
    };
    const chunkCount = (scenario.request.chunks ?? []).length;
    // Each chunk object once in the list: then no call looks one up twice on its own.
    const distinctChunks = new Set(request.chunks ?? []).size === chunkCount;
    // A first call keeps nothing of the request's chunks (they are kept from
    // its second call on), so it finds nothing of them either, not even a
    // rendering it made itself for a header.
    let firstRenderingMisses = 0;
    const first = step(request, 'a first call', (d) => {
      firstRenderingMisses = d.chunkRenderings.misses;
      return {
        validations: { hits: 0, misses: 1 },
        fixedParts: { hits: 0, misses: 1 },
        chunkRenderings: { hits: 0, misses: d.chunkRenderings.misses },
        dedupKeys: { hits: 0, misses: d.dedupKeys.misses },
      };
    });
    const second = step(request, 'a second call', (d) => {
      // It finds nothing the first call made (that call kept nothing of the
      // chunks): it derives the list again and renders what the first call
      // rendered, the same chunks in the same order. A rendering it finds
      // is one it made itself, for a chunk object that stands twice in the
      // list; with each object once it finds none.
      if (d.chunkRenderings.hits + d.chunkRenderings.misses !== firstRenderingMisses) {
        throw new Expectation(
          `a second call: ${d.chunkRenderings.hits + d.chunkRenderings.misses} chunk renderings looked up, not the first call's ${firstRenderingMisses}`,
        );
      }
      return {
        validations: { hits: 0, misses: 1 },
        fixedParts: { hits: 1, misses: 0 },
        ...(d.candidateLists.hits + d.candidateLists.misses > 0 ? { candidateLists: { hits: 0, misses: 1 } } : {}),
        ...(distinctChunks ? { chunkRenderings: { hits: 0, misses: firstRenderingMisses } } : {}),
        // No dedup key the first call made is found: with exact drop counts
        // each candidate is keyed once a call, so a hit could only come from it.
        ...(exactDropCounts && distinctChunks ? { dedupKeys: { hits: 0, misses: d.dedupKeys.misses } } : {}),
      };
    });
    expectSame(second, first, 'a second call: the answer');
    // Everything found: what a call repeating one already made reads back.
    const everythingFound = (d: Delta): Partial<Delta> => ({
      validations: { hits: 1, misses: 0 },
      fixedParts: NONE,
      requestRenderings: { hits: 1, misses: 0 },
      ...(chunkCount > 0 && d.candidateLists.hits + d.candidateLists.misses > 0 ? { candidateLists: { hits: 1, misses: 0 } } : {}),
      chunkRenderings: { hits: d.chunkRenderings.hits, misses: 0 },
      dedupKeys: { hits: d.dedupKeys.hits, misses: 0 },
      chunkCounts: { hits: d.chunkCounts.hits, misses: 0 },
      chunkBounds: { hits: d.chunkBounds.hits, misses: 0 },
    });
    const third = step(request, 'a third call', everythingFound);
    expectSame(third, first, 'a third call: the answer');
    // The default tokenizer named: `createTokenizer(profile.encoding)` is
    // the tokenizer a call without one counts with (docs/library.md), so
    // this call finds everything the third did.
    const named = step(request, "a fourth call naming the profile's tokenizer", everythingFound, { ...options, tokenizer: impl.tokenizer(scenario.profile.encoding) });
    expectSame(named, first, "a fourth call naming the profile's tokenizer: the answer");
    const copy = step(structuredClone(scenario.request), 'a deep copy of the request', (d) => ({
      validations: { hits: 0, misses: 1 },
      fixedParts: { hits: 1, misses: 0 },
      ...(d.requestRenderings.hits + d.requestRenderings.misses > 0 ? { requestRenderings: { hits: 0, misses: 1 } } : {}),
    }));
    expectSame(copy, first, 'a deep copy of the request: the answer');
    // The same request, unchanged (validation finds it), under another line
    // limit for tool results: its turns were rendered under the first limit,
    // so its renderings are made again, and the answer is a fresh one's.
    const limit = scenario.profile.maxLines.toolResults === 1 ? 2 : 1;
    const cut: Profile = { ...scenario.profile, maxLines: { ...scenario.profile.maxLines, toolResults: limit } };
    const outcomeUnder = (r: typeof request, c: AssemblyCache): unknown => {
      try {
        return impl.assemble(r, cut, { cache: c, exactDropCounts });
      } catch (error) {
        return { threw: (error as Error).message };
      }
    };
    const before = cache.stats();
    const underCut = outcomeUnder(request, cache);
    const d = since(before, cache.stats());
    const label = `the same request under a tool-result limit of ${limit} lines`;
    expectDelta(d, { validations: { hits: 1, misses: 0 }, ...(d.requestRenderings.hits + d.requestRenderings.misses > 0 ? { requestRenderings: { hits: 0, misses: 1 } } : {}) }, label);
    expectSame(underCut, outcomeUnder(structuredClone(scenario.request), impl.newCache()), `${label}: the answer`);
  });
}

/** How a call holds its fixed part's tool: the same content in other objects. */
export type FixedPartShape =
  | 'plain' | 'null-prototype' | 'frozen' | 'frozen-getter' | 'getter-element' | 'frozen-shell' | 'getters-only' | 'frozen-around-live'
  | 'class-instance' | 'array-subclass' | 'hidden-description' | 'hidden-name';

/** Shapes whose content a copy keeps as read: remembered when new. */
const COPYABLE: ReadonlySet<FixedPartShape> = new Set(['plain', 'null-prototype', 'frozen', 'frozen-shell', 'frozen-around-live']);
/**
 * Shapes found by the content they hold when read (a getter is read once to
 * compare), never remembered: a getter may answer otherwise the next time.
 */
const FOUND_ONLY: ReadonlySet<FixedPartShape> = new Set(['frozen-getter', 'getter-element', 'getters-only']);

export interface FixedPartCall {
  /** Which of ten contents: the tool's parameters say it. */
  variant: number;
  shape: FixedPartShape;
}

/**
 * What tells the ten contents apart, at one key of the tool's schema: JSON
 * values of every type, so that a memo comparing a number with an empty
 * object, `null` with an object, or a list with a longer one that begins
 * like it, meets each.
 */
const VERSIONS: readonly unknown[] = ['sürüm 0', null, 0, 5, {}, { n: 5 }, [], [null], [null, 5], true];

/** How many fixed parts a cache keeps (docs/library.md#caches). */
const FIXED_PARTS_KEPT = 8;

class ToolSchema {
  type = 'object';
  description: unknown = '';
  properties = { q: { type: 'string' } };
}

class ToolList<T> extends Array<T> {}

/**
 * The memo of fixed parts by content (docs/library.md#caches), one cache,
 * a new request object every call (so validation misses and the fixed
 * part decides): a call whose rules, tools, examples and format equal,
 * value for value, one of the last eight accepted is a hit, and that one
 * becomes the most recently used; any other is a miss and is remembered,
 * the least recently used of nine then forgotten. Equal content in objects
 * with no prototype or frozen at every level is the same content; a fixed
 * part holding an object of another prototype (a class instance, a
 * subclass of `Array`) or a key that is not enumerable (validation and
 * rendering read a tool's description or name by name; a copy by keys
 * would leave it out) is never found nor remembered; one holding a getter
 * is found by what the getter hands out when compared, never remembered
 * (a copy made from it would hold one read of a value that may change).
 * The one tool a call sends is held in the call's shape; a frozen tool
 * whose parameters are a getter, a frozen list whose element is a getter
 * (each handing out the call's, frozen), a frozen list of a frozen tool
 * whose parameters are edited in place, and frozen parameters whose every
 * key is a getter are the same objects on every call; frozen schema properties around an
 * object edited in place after the call must not carry the edit into what
 * was remembered (the same content in plain objects is found next). Each answer is
 * a fresh computation's on a plain copy, and no call `validateRequest`
 * accepts is refused. The calls first bring nine or ten
 * contents in turn, so that the least recently used is forgotten, then
 * any; at the end the least recently used is found, and after a new
 * content found again (it became the most recently used). Last, in a cache
 * of their own, tools whose keys differ from the kept one's in name but not
 * in number (`parameters` present and `undefined`) are misses. And, in
 * another cache that kept one plain content, a tool whose parameters are a
 * getter answering that content and another in turn, read after read: it
 * is found (its first read is the kept content) or, when its first read is
 * the other, missed and not remembered (the other content in plain objects
 * is a miss next); each answer is a fresh computation's on one of the two
 * contents, never a refusal; one whose first read is the kept content and
 * every later read a schema validation refuses is found, and answered as
 * the kept content (a fixed part found is neither validated nor rendered
 * again). A tool kept without a description is not
 * found by one whose description is not enumerable. Nor is refused a request whose own `tools` is a
 * getter answering a string on its third read (validation reads it once).
 */
export function propertyFixedPartMemo(impl: Implementation): fc.IPropertyWithHooks<[ProfileShape, FixedPartCall[]]> {
  const call = fc.record({
    variant: fc.nat({ max: 9 }),
    shape: fc.constantFrom<FixedPartShape>(
      'plain', 'null-prototype', 'frozen', 'frozen-getter', 'getter-element', 'frozen-shell', 'getters-only', 'frozen-around-live', 'class-instance', 'array-subclass',
      'hidden-description', 'hidden-name',
    ),
  });
  const remembered = fc.constantFrom<FixedPartShape>(...COPYABLE);
  const firstEach = fc
    .tuple(fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: FIXED_PARTS_KEPT + 1 }), fc.array(remembered, { minLength: 10, maxLength: 10 }))
    .map(([variants, shapes]) => variants.map((variant, i): FixedPartCall => ({ variant, shape: shapes[i]! })));
  const calls = fc.tuple(firstEach, fc.array(call, { minLength: 1, maxLength: 8 })).map(([first, then]) => [...first, ...then]);
  return fc.property(profileShape(), calls, (shape, calls) => {
    // Room for everything: what is under test is what the memo finds, not what fits.
    const profile = impl.resolveProfile({ ...shape, window: shape.output.answer + shape.output.reasoning + 100_000 });
    const base = { question: 'Siparişim nerede?' };
    const parameters = (variant: number): Record<string, unknown> => ({ type: 'object', description: structuredClone(VERSIONS[variant]), properties: { q: { type: 'string' } } });
    const plainTool = (variant: number): ToolDefinition => ({ name: 'ara', description: 'sipariş ara', parameters: parameters(variant) });
    const frozenParameters = Array.from({ length: 10 }, (_, variant) => deepFreeze(parameters(variant)));
    const frozenTools = Array.from({ length: 10 }, (_, variant) => deepFreeze(plainTool(variant)));
    let current = 0;
    /** Frozen, its parameters a getter. */
    const gettered = Object.freeze(
      Object.defineProperties({} as ToolDefinition, {
        name: { value: 'ara', enumerable: true },
        description: { value: 'sipariş ara', enumerable: true },
        parameters: { get: () => frozenParameters[current], enumerable: true },
      }),
    );
    /** Frozen, its element a getter. */
    const listWithGetter = Object.freeze(Object.defineProperty([] as ToolDefinition[], 0, { get: () => frozenTools[current], enumerable: true })) as ToolDefinition[];
    /** A frozen list of a frozen tool whose parameters are not frozen, and are edited in place. */
    const live = parameters(0);
    const shell = Object.freeze([Object.freeze({ name: 'ara', description: 'sipariş ara', parameters: live })]) as ToolDefinition[];
    /**
     * Frozen objects whose every key is a getter (none is a plain value: the
     * parameters, and their `properties` and `q`), handing out the call's
     * content, frozen: a frozen object of getters must be read again.
     */
    const frozenVersions = VERSIONS.map((v) => deepFreeze(structuredClone(v)));
    const getters = (entries: Record<string, () => unknown>): object =>
      Object.freeze(Object.defineProperties({}, Object.fromEntries(Object.entries(entries).map(([key, get]) => [key, { get, enumerable: true }]))));
    const typeView = getters({ type: () => 'string' });
    const propertiesView = getters({ q: () => typeView });
    const gettersOnly = getters({ type: () => 'object', description: () => frozenVersions[current], properties: () => propertiesView });
    /**
     * A frozen object whose only value is an object that is not frozen and
     * is edited in place after each call (its `type` set to `number`, and
     * back to `string` before the next call of this shape).
     */
    const liveQ: Record<string, unknown> = { type: 'string' };
    const aroundLive = Object.freeze({ q: liveQ });
    const toolsFor = (c: FixedPartCall): ToolDefinition[] => {
      current = c.variant;
      switch (c.shape) {
        case 'plain':
          return [plainTool(c.variant)];
        case 'null-prototype':
          return [Object.assign(Object.create(null) as ToolDefinition, plainTool(c.variant), { parameters: Object.assign(Object.create(null) as object, parameters(c.variant)) })];
        case 'frozen':
          return deepFreeze([plainTool(c.variant)]);
        case 'frozen-getter':
          return [gettered];
        case 'getter-element':
          return listWithGetter;
        case 'frozen-shell':
          live.description = structuredClone(VERSIONS[c.variant]);
          return shell;
        case 'getters-only':
          return [{ name: 'ara', description: 'sipariş ara', parameters: gettersOnly }];
        case 'frozen-around-live':
          liveQ.type = 'string';
          return [{ name: 'ara', description: 'sipariş ara', parameters: { ...parameters(c.variant), properties: aroundLive } }];
        case 'class-instance':
          return [{ ...plainTool(c.variant), parameters: Object.assign(new ToolSchema(), { description: structuredClone(VERSIONS[c.variant]) }) }];
        case 'array-subclass':
          return ToolList.from([plainTool(c.variant)]);
        case 'hidden-description':
          return [Object.defineProperty({ name: 'ara', parameters: parameters(c.variant) }, 'description', { value: 'sipariş ara', enumerable: false }) as ToolDefinition];
        case 'hidden-name':
          // The name is not enumerable and written after the others: the keys a loop visits are the kept tool's, less one.
          return [Object.defineProperty({ description: 'sipariş ara', parameters: parameters(c.variant) }, 'name', { value: 'ara', enumerable: false }) as ToolDefinition];
      }
    };
    const outcome = (request: Request, cache: AssemblyCache): unknown => {
      try {
        return impl.assemble(request, profile, { cache });
      } catch (error) {
        return { threw: (error as Error).message };
      }
    };
    /** A fresh computation's answer for each content, on a plain copy. */
    const fresh = new Map<number, unknown>();
    const freshFor = (variant: number): unknown => {
      if (!fresh.has(variant)) fresh.set(variant, outcome({ ...structuredClone(base), tools: [plainTool(variant)] } as Request, impl.newCache()));
      return fresh.get(variant);
    };
    const cache = impl.newCache();
    /** The contents remembered, most recently used first. */
    const kept: number[] = [];
    const made: FixedPartCall[] = [];
    const step = (c: FixedPartCall): void => {
      const request = { ...structuredClone(base), tools: toolsFor(c) } as Request;
      const before = cache.stats();
      const got = outcome(request, cache);
      const delta = since(before, cache.stats());
      const label = `call ${made.length} (${JSON.stringify(c)}) after ${JSON.stringify(made)}`;
      made.push(c);
      const at = COPYABLE.has(c.shape) || FOUND_ONLY.has(c.shape) ? kept.indexOf(c.variant) : -1;
      expectDelta(delta, { validations: { hits: 0, misses: 1 }, fixedParts: at >= 0 ? { hits: 1, misses: 0 } : { hits: 0, misses: 1 } }, label);
      if (at >= 0) kept.splice(at, 1);
      if (at >= 0 || COPYABLE.has(c.shape)) {
        kept.unshift(c.variant);
        if (kept.length > FIXED_PARTS_KEPT) kept.pop();
      }
      expectSame(got, freshFor(c.variant), `${label}: the answer`);
      // What validation accepts, assemble never refuses as invalid (a request of the same shape, read from the start).
      let valid = true;
      try {
        impl.validateRequest({ ...structuredClone(base), tools: toolsFor(c) });
      } catch {
        valid = false;
      }
      if (valid && typeof got === 'object' && got !== null && 'threw' in got) {
        throw new Expectation(`${label}: validateRequest accepts the request, assemble refused it: ${String((got as { threw: unknown }).threw)}`);
      }
      if (c.shape === 'frozen-around-live') {
        // What was remembered is a copy: the edit reaches none of it, and the
        // same content in plain objects is found.
        liveQ.type = 'number';
        step({ variant: c.variant, shape: 'plain' });
      }
    };
    calls.forEach(step);
    // The least recently used found again, then a content not kept: the one forgotten is the next least recently used, not the oldest entry.
    const oldest = kept.at(-1)!;
    step({ variant: oldest, shape: 'plain' });
    step({ variant: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((v) => !kept.includes(v))!, shape: 'plain' });
    step({ variant: oldest, shape: 'plain' });
    // Then, in a cache of their own, tools whose keys differ from a kept
    // one's while their number does not: a key present and `undefined`
    // where the kept tool has an object, or in place of another key. Each is
    // a miss, answered as a fresh computation answers it.
    const alone = impl.newCache();
    const tails: [label: string, tool: () => ToolDefinition][] = [
      ['getters-only parameters of the first content', () => ((current = 0), { name: 'ara', description: 'sipariş ara', parameters: gettersOnly })],
      ['the same getters handing out the third', () => ((current = 2), { name: 'ara', description: 'sipariş ara', parameters: gettersOnly })],
      ['a plain tool of the second', () => plainTool(1)],
      ['its parameters present and undefined', () => ({ name: 'ara', description: 'sipariş ara', parameters: undefined })],
      ['a tool without parameters', () => ({ name: 'ara', description: 'sipariş ara' })],
      ['then one without a description, its parameters present and undefined', () => ({ name: 'ara', parameters: undefined })],
    ];
    for (const [label, make] of tails) {
      const tool = make();
      const before = alone.stats();
      const got = outcome({ ...structuredClone(base), tools: [tool] } as Request, alone);
      expectDelta(since(before, alone.stats()), { fixedParts: { hits: 0, misses: 1 } }, label);
      const plain = JSON.parse(JSON.stringify(tool)) as ToolDefinition;
      expectSame(got, outcome({ ...structuredClone(base), tools: [plain] } as Request, impl.newCache()), `${label}: the answer`);
    }
    const [a, b] = [calls[0]!.variant, calls[1]!.variant];
    const alternating = (first: number, then: number): ToolDefinition => {
      let reads = 0;
      return Object.defineProperty({ name: 'ara', description: 'sipariş ara' }, 'parameters', { get: () => parameters(reads++ % 2 === 0 ? first : then), enumerable: true }) as ToolDefinition;
    };
    // Found by its first answer, then answering a schema validation refuses (a number that is not finite):
    // a fixed part found is neither validated nor rendered again, so the answer is the kept content's.
    const thenRefused = (first: number): ToolDefinition => {
      let reads = 0;
      return Object.defineProperty({ name: 'ara', description: 'sipariş ara' }, 'parameters', {
        get: () => (reads++ === 0 ? parameters(first) : { type: 'object', minimum: Number.NaN }),
        enumerable: true,
      }) as ToolDefinition;
    };
    const turns = impl.newCache();
    const undescribed = (variant: number): ToolDefinition => ({ name: 'ara', parameters: parameters(variant) });
    const turnSteps: [label: string, tool: () => ToolDefinition, hit: boolean, answers: ToolDefinition[]][] = [
      [`a plain tool of content ${a}`, () => plainTool(a), false, [plainTool(a)]],
      [`parameters a getter answering ${a}, then ${b}, in turn`, () => alternating(a, b), true, [plainTool(a), plainTool(b)]],
      [`parameters a getter answering ${a} once, then a schema validation refuses`, () => thenRefused(a), true, [plainTool(a)]],
      [`parameters a getter answering ${b}, then ${a}, in turn`, () => alternating(b, a), false, [plainTool(a), plainTool(b)]],
      [`a plain tool of content ${b} (the getter's first answer, not remembered)`, () => plainTool(b), false, [plainTool(b)]],
      // Kept without a description, then the same keys a loop visits beside a description that is not enumerable.
      [`a tool of content ${a} without a description`, () => undescribed(a), false, [undescribed(a)]],
      [
        'the same with a description that is not enumerable',
        () => Object.defineProperty(undescribed(a), 'description', { value: 'sipariş ara', enumerable: false }) as ToolDefinition,
        false,
        [{ name: 'ara', description: 'sipariş ara', parameters: parameters(a) }],
      ],
    ];
    for (const [label, make, hit, answers] of turnSteps) {
      const before = turns.stats();
      const got = outcome({ ...structuredClone(base), tools: [make()] } as Request, turns);
      expectDelta(since(before, turns.stats()), { fixedParts: hit ? { hits: 1, misses: 0 } : { hits: 0, misses: 1 } }, label);
      const expected = answers.map((tool) => outcome({ ...structuredClone(base), tools: [tool] } as Request, impl.newCache()));
      if (!expected.some((answer) => isDeepStrictEqual(got, answer))) expectSame(got, expected[0], `${label}: the answer (nor any of ${expected.length})`);
    }
    // The request's own `tools` a getter: the list of a content not kept on
    // every read but the third (a string). validateRequest reads it once and
    // accepts it; a memo reading it again to copy it must not refuse it.
    const lastTools = (): Request => {
      let reads = 0;
      const list = [plainTool(calls[2]!.variant)];
      return Object.defineProperty({ ...structuredClone(base) }, 'tools', { get: () => (reads++ === 2 ? 'x' : list), enumerable: true }) as Request;
    };
    impl.validateRequest(lastTools());
    expectSame(outcome(lastTools(), turns), freshFor(calls[2]!.variant), 'the request\'s tools a getter answering a string on its third read: the answer');
  });
}
