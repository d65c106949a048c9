import fc from 'fast-check';
import type { DropReason } from '../core/dropLog.js';
import type { Chunk } from '../core/request.js';
import type { Encoding } from '../core/tokenizer.js';
import { chunks, SCORES } from './arbitraries/chunks.js';
import { requiredText } from './arbitraries/text.js';
import { referenceDedupKey } from './reference/dedupKey.js';
import { chunkUnit } from './reference/prompt.js';
import { referenceTokens } from './reference/tokens.js';
import { rankOrder } from './reference/selection.js';
import type { Implementation } from './implementation.js';
import { checkSelection, type SelectionCallUnder } from './selection.js';

/**
 * An edit a direct caller of `selectChunks` makes in place between two calls
 * on the same candidate list: every field selection reads (text, score, id,
 * source, each metadata key and value, the metadata object itself), the
 * list's length and order, and a chunk replaced by an equal copy whose old
 * object is then edited (the list no longer holds it). Positions are taken
 * modulo the list's length.
 */
export type CandidateEdit =
  | { kind: 'text'; at: number; text: string }
  /** The text of another candidate: a duplicate made, or one unmade. */
  | { kind: 'text-copied'; at: number; from: number }
  | { kind: 'score'; at: number; score: number }
  | { kind: 'id'; at: number; id: string }
  /** The id and score of another candidate: two candidates tie on both, and only their places in the list order them. */
  | { kind: 'id-and-score-copied'; at: number; from: number }
  /** No edit: what one call derived is used as it is by the next. */
  | { kind: 'none' }
  | { kind: 'source'; at: number; source: string | undefined }
  /** The value of the metadata's first key, in place. */
  | { kind: 'meta-value'; at: number; value: string }
  /** Every key renamed in place, keeping the values, their order and the number of keys. */
  | { kind: 'meta-keys-renamed'; at: number; suffix: string }
  | { kind: 'meta-last-key-removed'; at: number }
  | { kind: 'meta-key-added'; at: number; key: string; value: string }
  | { kind: 'meta-removed'; at: number }
  /**
   * The metadata replaced by an object that inherits every key of the old one
   * and has none of its own: the same keys and values to `for…in`, none to
   * `Object.keys` (what is rendered).
   */
  | { kind: 'meta-inherited'; at: number }
  /**
   * One field of every candidate at once (each text and each source
   * changed, each metadata object replaced by one inheriting it, as in
   * `meta-inherited`): a memo that only notices an edit where the field is
   * unchanged somewhere else misses it.
   */
  | { kind: 'every'; field: 'text' | 'source' | 'meta' }
  | { kind: 'replaced'; at: number; text: string }
  | { kind: 'pushed'; from: number; score: number }
  | { kind: 'popped' }
  | { kind: 'removed'; at: number }
  | { kind: 'reversed' }
  | { kind: 'swapped'; at: number; with: number };

/** One arbitrary per kind of edit. */
function editsOfEachKind(): fc.Arbitrary<CandidateEdit>[] {
  const at = fc.nat({ max: 11 });
  const text = requiredText({ long: false });
  const key = fc.constantFrom('title', 'date', 'yeni', 'a.b-c');
  const value = fc.constantFrom('2026-12-02', 'değişti', 'x'.repeat(150), 'a "quoted" <value>');
  return [
    fc.record({ kind: fc.constant('text' as const), at, text }),
    fc.record({ kind: fc.constant('text-copied' as const), at, from: at }),
    fc.record({ kind: fc.constant('score' as const), at, score: fc.constantFrom(...SCORES, -1, 2) }),
    fc.record({ kind: fc.constant('id' as const), at, id: fc.constantFrom('a', 'kb-1', 'yeni-id', '0') }),
    fc.record({ kind: fc.constant('id-and-score-copied' as const), at, from: at }),
    fc.record({ kind: fc.constant('source' as const), at, source: fc.option(fc.constantFrom('kb/yeni.md', 'a"b.md'), { nil: undefined }) }),
    fc.record({ kind: fc.constant('meta-value' as const), at, value }),
    fc.record({ kind: fc.constant('meta-keys-renamed' as const), at, suffix: fc.constantFrom('-yeni', '2') }),
    fc.record({ kind: fc.constant('meta-last-key-removed' as const), at }),
    fc.record({ kind: fc.constant('meta-key-added' as const), at, key, value }),
    fc.record({ kind: fc.constant('meta-removed' as const), at }),
    fc.record({ kind: fc.constant('meta-inherited' as const), at }),
    fc.record({ kind: fc.constant('every' as const), field: fc.constantFrom<'text' | 'source' | 'meta'>('text', 'source', 'meta') }),
    fc.record({ kind: fc.constant('replaced' as const), at, text }),
    fc.record({ kind: fc.constant('pushed' as const), from: at, score: fc.constantFrom(...SCORES) }),
    fc.constant({ kind: 'popped' as const }),
    fc.record({ kind: fc.constant('removed' as const), at }),
    fc.constant({ kind: 'reversed' as const }),
    fc.record({ kind: fc.constant('swapped' as const), at, with: at }),
  ];
}

export function candidateEdit(): fc.Arbitrary<CandidateEdit> {
  return fc.oneof(...editsOfEachKind());
}

/** Applies `e` to the list and its chunks in place; `n` keeps pushed ids apart. */
export function applyCandidateEdit(list: Chunk[], e: CandidateEdit, n: number): void {
  const pick = (at: number): Chunk | undefined => (list.length === 0 ? undefined : list[at % list.length]);
  const firstKey = (meta: Record<string, string>): string | undefined => Object.keys(meta)[0];
  switch (e.kind) {
    case 'text':
    case 'text-copied': {
      const c = pick(e.at);
      if (c !== undefined) c.text = e.kind === 'text' ? e.text : pick(e.from + 1)!.text;
      return;
    }
    case 'score': {
      const c = pick(e.at);
      if (c !== undefined) c.score = e.score;
      return;
    }
    case 'id': {
      const c = pick(e.at);
      if (c !== undefined) c.id = e.id;
      return;
    }
    case 'id-and-score-copied': {
      const c = pick(e.at);
      const from = pick(e.from + 1);
      if (c === undefined || from === undefined) return;
      c.id = from.id;
      c.score = from.score;
      return;
    }
    case 'none':
      return;
    case 'source': {
      const c = pick(e.at);
      if (c === undefined) return;
      if (e.source === undefined) delete c.source;
      else c.source = e.source;
      return;
    }
    case 'meta-value':
    case 'meta-keys-renamed':
    case 'meta-last-key-removed':
    case 'meta-key-added': {
      const c = pick(e.at);
      if (c === undefined) return;
      if (c.meta === undefined) c.meta = {};
      const meta = c.meta;
      const first = firstKey(meta);
      if (e.kind === 'meta-value') {
        if (first === undefined) meta.title = e.value;
        else meta[first] = e.value;
      } else if (e.kind === 'meta-keys-renamed') {
        for (const [k, v] of Object.entries(meta)) {
          delete meta[k];
          meta[`${k}${e.suffix}`] = v;
        }
      } else if (e.kind === 'meta-last-key-removed') {
        const last = Object.keys(meta).at(-1);
        if (last !== undefined) delete meta[last];
      } else {
        meta[e.key] = e.value;
      }
      return;
    }
    case 'meta-removed': {
      const c = pick(e.at);
      if (c !== undefined) delete c.meta;
      return;
    }
    case 'meta-inherited': {
      const c = pick(e.at);
      if (c !== undefined) c.meta = Object.create(c.meta ?? { title: 'bir' }) as Record<string, string>;
      return;
    }
    case 'every':
      for (const c of list) {
        if (e.field === 'text') c.text = `${c.text} yeni`;
        else if (e.field === 'source') c.source = `${c.source ?? 'kb'}/yeni.md`;
        else c.meta = Object.create(c.meta ?? null) as Record<string, string>;
      }
      return;
    case 'replaced': {
      const c = pick(e.at);
      if (c === undefined) return;
      // An equal copy, down to the metadata object it shares: only the chunk object is new.
      list[list.indexOf(c)] = { ...c };
      // The old object, no longer in the list, changes: nothing derived from it may reach a later call.
      c.text = e.text;
      c.score = 2;
      c.meta = { title: 'DETACHED' };
      c.source = 'detached.md';
      return;
    }
    case 'pushed': {
      const c = pick(e.from);
      if (c !== undefined) list.push({ ...structuredClone(c), id: `pushed-${n}`, score: e.score });
      return;
    }
    case 'popped':
      list.pop();
      return;
    case 'removed':
      if (list.length > 0) list.splice(e.at % list.length, 1);
      return;
    case 'reversed':
      list.reverse();
      return;
    case 'swapped': {
      if (list.length < 2) return;
      const a = e.at % list.length;
      const b = (e.with + 1) % list.length;
      [list[a], list[b]] = [list[b]!, list[a]!];
      return;
    }
  }
}

interface EditCall {
  threshold: number;
  share: number;
  exactDropCounts: boolean;
  noRoomReason: DropReason;
  /** The line and metadata limits: mostly the previous call's, so the list's derivations are reused or refused on the chunks alone. */
  limits: 'same' | { maxMetaChars: number } | { maxLines: number | null };
}

function editCall(): fc.Arbitrary<EditCall> {
  return fc.record({
    // High thresholds leave candidates unrendered (without exact counts), so a later call renders them first.
    threshold: fc.oneof(fc.constant(-1), fc.constantFrom(...SCORES, 1)),
    // Often room for all: a stale rendering shows in what enters.
    share: fc.oneof(fc.integer({ min: 0, max: 200 }), fc.constant(1e9)),
    exactDropCounts: fc.constantFrom(false, false, true),
    noRoomReason: fc.constantFrom<DropReason>('evidence-share', 'budget'),
    limits: fc.oneof(
      { weight: 3, arbitrary: fc.constant('same' as const) },
      // One limit at a time: a memo that checks only the other one still misses it.
      { weight: 1, arbitrary: fc.record({ maxMetaChars: fc.constantFrom(4, 120) }) },
      { weight: 1, arbitrary: fc.record({ maxLines: fc.constantFrom<number | null>(null, 1, 2) }) },
    ),
  });
}

/** A call that selects nothing and reads no text: every candidate is under the threshold and no exact count is asked. */
const SCORES_ONLY: EditCall = { threshold: 3, share: 1e9, exactDropCounts: false, noRoomReason: 'evidence-share', limits: 'same' };

export interface EditsCase {
  candidates: Chunk[];
  encoding: Encoding;
  /** Every kind of edit once (and no edit once), each on a fresh copy of the list: a call, the edit, a call. */
  sweep: { before: EditCall; edit: CandidateEdit; after: EditCall }[];
  first: EditCall;
  /** Each later call, after the edits before it (none, sometimes: the list's derivations then carry over unchanged). */
  later: { edits: CandidateEdit[]; call: EditCall }[];
}

export function editsCases(): fc.Arbitrary<EditsCase> {
  return fc.record({
    // Metadata on most candidates (one or two keys), so its edits are edits in place.
    candidates: fc.tuple(chunks({ long: false, maxChunks: 6 }), fc.array(fc.constantFrom(0, 1, 2), { minLength: 6, maxLength: 6 })).map(([list, keys]) =>
      list.map((c, i) => (c.meta === undefined && keys[i]! > 0 ? { ...c, meta: keys[i] === 1 ? { title: 'bir' } : { date: 'iki', title: 'üç' } } : c)),
    ),
    encoding: fc.constantFrom<Encoding>('o200k_base', 'cl100k_base'),
    sweep: fc.tuple(
      ...editsOfEachKind().map((edit) =>
        fc.record({
          // Sometimes a call that reads no more than the scores (all under the threshold, no counts asked): what it saw is only the list, nothing rendered.
          before: fc.oneof({ weight: 2, arbitrary: editCall() }, { weight: 1, arbitrary: fc.constant(SCORES_ONLY) }),
          edit,
          after: editCall(),
        }),
      ),
      // No edit, an exact call, then one without exact counts that reaches further down the list: the duplicate links the first call found are used as they are, and the second finds the rest.
      fc.record({
        before: editCall().map((call): EditCall => ({ ...call, exactDropCounts: true, limits: 'same' })),
        edit: fc.constant<CandidateEdit>({ kind: 'none' }),
        after: fc.constant<EditCall>({ threshold: -1, share: 1e9, exactDropCounts: false, noRoomReason: 'evidence-share', limits: 'same' }),
      }),
    ),
    first: editCall(),
    later: fc.array(
      fc.record({
        // Mostly one edit: a second one the memo notices would hide a first one it misses.
        edits: fc.oneof(
          { weight: 4, arbitrary: candidateEdit().map((e) => [e]) },
          { weight: 1, arbitrary: fc.array(candidateEdit(), { minLength: 2, maxLength: 3 }) },
          { weight: 1, arbitrary: fc.constant<CandidateEdit[]>([]) },
        ),
        call: editCall(),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  });
}

/**
 * A threshold that the candidates before the first one (in score order)
 * repeating an earlier text reach and that one does not, if there is such
 * a candidate and its score is below the one before it.
 */
function thresholdAboveFirstRepeat(list: readonly Chunk[]): number | undefined {
  const order = rankOrder(list);
  const seen = new Set<string>();
  for (let p = 0; p < order.length; p++) {
    const chunk = list[order[p]!]!;
    const key = referenceDedupKey(chunk.text);
    if (seen.has(key)) {
      const above = list[order[p - 1]!]!.score;
      return chunk.score < above ? (chunk.score + above) / 2 : undefined;
    }
    seen.add(key);
  }
  return undefined;
}

/**
 * C8 and C1 for a caller who keeps one candidate list and edits it in place
 * between `selectChunks` calls (one `AssemblyCache` throughout): each call
 * makes the reference model's selection of the list as it is at that call
 * (`checkSelection`), whatever was derived from it, or from objects it no
 * longer holds, before. A memo that misses an edit answers for the list as
 * it was. Last, the list under both encodings in turn, one cache: a bound
 * one encoding's count proved must not decide a fit under the other.
 */
export function propertySelectionAfterEdits(impl: Implementation, cases: fc.Arbitrary<EditsCase> = editsCases()): fc.IPropertyWithHooks<[EditsCase]> {
  return fc.property(cases, (c) => {
    const tokenizer = impl.tokenizer(c.encoding);
    let list = structuredClone(c.candidates);
    let cache = impl.newCache();
    let limits = { maxMetaChars: 120, maxLines: null as number | null };
    const call = (step: EditCall, label: string): void => {
      if (step.limits !== 'same') limits = { ...limits, ...step.limits };
      const { threshold, share, exactDropCounts, noRoomReason } = step;
      const args: SelectionCallUnder = { threshold, share, exactDropCounts, noRoomReason, encoding: c.encoding, ...limits, cache };
      checkSelection(impl, list, tokenizer, args, label);
    };
    for (const { before, edit, after } of c.sweep) {
      list = structuredClone(c.candidates);
      cache = impl.newCache();
      // Without an edit, the first call stops right above the first repeated text (where there is one), the second reads on from there.
      const stop = edit.kind === 'none' ? thresholdAboveFirstRepeat(list) : undefined;
      call(stop === undefined ? before : { ...before, threshold: stop }, `before the edit ${JSON.stringify(edit)}`);
      applyCandidateEdit(list, edit, 0);
      call(after, `after the edit ${JSON.stringify(edit)}`);
    }
    list = structuredClone(c.candidates);
    cache = impl.newCache();
    call(c.first, 'the first call');
    let n = 0;
    c.later.forEach(({ edits, call: step }, k) => {
      for (const e of edits) applyCandidateEdit(list, e, n++);
      call(step, `call ${k + 2}, after the edits ${JSON.stringify(edits)}`);
    });
    // A count proves a bound for its own encoding only: the list again, one
    // cache, under both encodings, at a share the best candidate fits under
    // one and not under the other (the larger count first; there is no such
    // share when its counts agree).
    list = structuredClone(c.candidates);
    const best = list[rankOrder(list)[0] ?? 0];
    if (best === undefined) return;
    const counts = (['o200k_base', 'cl100k_base'] as const).map((encoding) => ({ encoding, tokens: referenceTokens(encoding, chunkUnit(best, 120, null)) }));
    counts.sort((a, b) => b.tokens - a.tokens);
    const share = counts[1]!.tokens;
    if (counts[0]!.tokens === share) return;
    cache = impl.newCache();
    for (const { encoding } of counts) {
      const args: SelectionCallUnder = { threshold: -1e9, share, exactDropCounts: false, noRoomReason: 'evidence-share', encoding, maxMetaChars: 120, maxLines: null, cache };
      checkSelection(impl, list, impl.tokenizer(encoding), args, `under ${encoding}, ${best.id} counted under both encodings`);
    }
  });
}
