import fc from 'fast-check';
import { chunkUnit, escapeAttribute } from '../core/render.js';
import { promptBudget, type Profile } from '../core/profile.js';
import type { Chunk } from '../core/request.js';
import { createTokenizer, type Encoding } from '../core/tokenizer.js';
import { chunks, SCORES } from './arbitraries/chunks.js';
import { stretch } from './arbitraries/scenario.js';
import { anyText } from './arbitraries/text.js';
import { turkishText } from './arbitraries/turkishText.js';
import type { Implementation } from './implementation.js';
import { oracleCount } from './referenceCounter.js';

function fail(message: string): never {
  throw new Error(message);
}

/**
 * What duplicates share, written apart from `normalizeForDedup`: NFC, runs
 * of whitespace as one space, no case folding (Turkish `KIR` ≠ `kir`, `ı` ≠ `i`).
 */
export function dedupKey(text: string): string {
  return text
    .normalize('NFC')
    .split(/\s+/u)
    .filter((word) => word !== '')
    .join(' ');
}

/** Score descending, then id in code-unit order: the one order selection may use. */
function rank(a: Chunk, b: Chunk): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export interface SelectionCase {
  candidates: Chunk[];
  share: number;
  threshold: number;
  encoding: Encoding;
  maxMetaChars: number;
  maxLines: number | null;
}

/**
 * Selection as `assemble` runs it under one profile (`baglam check`): its
 * threshold, encoding, metadata and line limits, a share up to its evidence
 * share, and candidates stretched so their sizes range up to that share.
 * Near copies are stretched alike (by their normalised text), so
 * duplicates stay duplicates.
 */
export function selectionCasesUnder(profile: Profile): fc.Arbitrary<SelectionCase> {
  const evidenceShare = Math.max(0, Math.floor(promptBudget(profile) * profile.shares.evidence));
  const maxTimes = Math.max(1, Math.ceil(evidenceShare / 60));
  return fc
    .record({
      candidates: chunks({ long: false, maxChunks: 12 }),
      times: fc.array(fc.integer({ min: 1, max: maxTimes }), { minLength: 1, maxLength: 8 }),
      share: fc.oneof(fc.constant(evidenceShare), fc.integer({ min: 0, max: evidenceShare })),
    })
    .map(({ candidates, times, share }) => {
      const timesFor = (text: string): number => {
        let hash = 0;
        for (const ch of dedupKey(text)) hash = (hash * 31 + ch.codePointAt(0)!) % 1_000_003;
        return times[hash % times.length]!;
      };
      return {
        candidates: candidates.map((c) => ({ ...c, text: stretch(c.text, timesFor(c.text)) })),
        share,
        threshold: profile.chunkThreshold,
        encoding: profile.encoding,
        maxMetaChars: profile.maxMetaChars,
        maxLines: profile.maxLines.chunks,
      };
    });
}

export function selectionCases(): fc.Arbitrary<SelectionCase> {
  return fc.record({
    candidates: chunks({ long: false, maxChunks: 12 }),
    share: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 120 }) }, { weight: 2, arbitrary: fc.integer({ min: 0, max: 600 }) }, { weight: 1, arbitrary: fc.constant(1e9) }),
    threshold: fc.constantFrom(...SCORES, -1),
    encoding: fc.constantFrom<Encoding>('o200k_base', 'cl100k_base'),
    maxMetaChars: fc.constantFrom(4, 120),
    maxLines: fc.constantFrom(null, null, 1, 2),
  });
}

/**
 * C8: candidates in score order (ties by id); none under the threshold; the
 * source kept whole in the chunk tag; a
 * chunk that does not fit is skipped, not a stop, so none left out would fit
 * in the room that remains (maximality); duplicates by normalised text enter
 * once and name the first; every candidate is selected or dropped once with
 * its exact tokens; `exhausted` iff nothing failed to fit and room is left.
 */
export function propertySelection(impl: Implementation, cases: fc.Arbitrary<SelectionCase> = selectionCases()): fc.IPropertyWithHooks<[SelectionCase]> {
  return fc.property(cases, ({ candidates, share, threshold, encoding, maxMetaChars, maxLines }) => {
    const sel = impl.selectChunks(candidates, share, threshold, createTokenizer(encoding), { maxMetaChars, maxLines });
    const tokensOf = (c: Chunk): number => oracleCount(encoding, chunkUnit(c, maxMetaChars, maxLines));
    const order = candidates.map((c, i) => ({ c, i })).sort((a, b) => rank(a.c, b.c) || a.i - b.i);

    const selectedIds = sel.selected.map((s) => s.chunk.id);
    const expectedOrder = order.filter(({ c }) => selectedIds.includes(c.id)).map(({ c }) => c.id);
    if (JSON.stringify(selectedIds) !== JSON.stringify(expectedOrder)) fail(`selected ${JSON.stringify(selectedIds)}, not in score order ${JSON.stringify(expectedOrder)}`);
    let used = 0;
    for (const s of sel.selected) {
      if (candidates[s.index] !== s.chunk) fail(`selected ${s.chunk.id} with a wrong index ${s.index}`);
      if (s.chunk.score < threshold) fail(`${s.chunk.id} scores ${s.chunk.score}, under the threshold ${threshold}`);
      if (s.tokens !== tokensOf(s.chunk)) fail(`${s.chunk.id} counted ${s.tokens}, renders to ${tokensOf(s.chunk)}`);
      if (s.unit !== chunkUnit(s.chunk, maxMetaChars, maxLines)) fail(`${s.chunk.id}: unit differs from its rendering`);
      // Metadata may be shortened; the source never is (citations depend on it).
      if (s.chunk.source !== undefined && !s.unit.includes(` source="${escapeAttribute(s.chunk.source)}"`)) fail(`${s.chunk.id}: the source is not kept whole`);
      used += s.tokens;
    }
    if (sel.used !== used) fail(`used ${sel.used}, the selected take ${used}`);
    if (used > share) fail(`${used} tokens selected into a share of ${share}`);

    const byIndex = new Map<number, (typeof sel.dropped)[number]>();
    for (const d of sel.dropped) {
      if (byIndex.has(d.index) || sel.selected.some((s) => s.index === d.index)) fail(`candidate ${d.index} accounted for twice`);
      byIndex.set(d.index, d);
    }
    if (byIndex.size + sel.selected.length !== candidates.length) fail('a candidate is neither selected nor dropped');

    const firstWithKey = new Map<string, string>();
    let noRoom = 0;
    for (const { c, i } of order) {
      const d = byIndex.get(i);
      if (c.score < threshold) {
        if (d?.reason !== 'below-threshold') fail(`${c.id} (score ${c.score} < ${threshold}) is not dropped as below-threshold`);
        continue;
      }
      if (d?.reason === 'below-threshold') fail(`${c.id} (score ${c.score} ≥ ${threshold}) dropped as below-threshold`);
      const key = dedupKey(c.text);
      const first = firstWithKey.get(key);
      if (first === undefined) firstWithKey.set(key, c.id);
      if (first !== undefined) {
        if (d?.reason !== 'duplicate' || d.duplicateOf !== first) fail(`${c.id} has the same text as ${first} but is ${d === undefined ? 'selected' : `dropped as ${d.reason}`}`);
        continue;
      }
      if (d?.reason === 'duplicate') fail(`${c.id} dropped as a duplicate of ${d.duplicateOf}, but no earlier chunk has its text`);
      if (d !== undefined) {
        noRoom++;
        if (d.reason !== 'evidence-share') fail(`${c.id} dropped for ${d.reason}`);
        // Maximality: it did not fit even in the room that was finally left.
        if (tokensOf(c) <= share - used) fail(`${c.id} (${tokensOf(c)} tokens) was left out but fits in the ${share - used} left`);
      }
    }
    for (const d of sel.dropped) {
      const c = candidates[d.index]!;
      if (d.id !== c.id || d.section !== 'chunks' || d.tokens !== tokensOf(c) || !d.exact) fail(`drop entry ${JSON.stringify(d)} misdescribes ${c.id} (${tokensOf(c)} tokens)`);
    }
    const exhausted = noRoom === 0 && used < share;
    if (sel.exhausted !== exhausted) fail(`exhausted is ${sel.exhausted}, expected ${exhausted}`);
  });
}

/** Near copies that are and are not the same text. */
const VARIANTS: Record<string, (text: string) => string> = {
  identical: (t) => t,
  spaces: (t) => `\n ${t.replace(/ /g, ' \t ')}  `,
  nfd: (t) => t.normalize('NFD'),
  upper: (t) => t.toUpperCase(),
  lower: (t) => t.toLowerCase(),
  dotless: (t) => t.replace(/i/g, 'ı').replace(/I/g, 'İ'),
};

/**
 * C8 dedup: `normalizeForDedup` makes two texts equal exactly when NFC and
 * whitespace runs do — no case folding, so `KIR`/`kir` and `ı`/`i` stay apart.
 */
export function propertyDedupKey(impl: Implementation): fc.IPropertyWithHooks<[string, string]> {
  const text = fc.oneof(turkishText(4), anyText({ long: false }), fc.constantFrom('KIR', 'kir', 'ılık', 'ILIK', 'İzmir', 'izmir'));
  return fc.property(text, fc.constantFrom(...Object.keys(VARIANTS)), (a, variant) => {
    const b = VARIANTS[variant]!(a);
    const same = dedupKey(a) === dedupKey(b);
    if ((impl.normalizeForDedup(a) === impl.normalizeForDedup(b)) !== same) {
      fail(`normalizeForDedup says ${JSON.stringify(a)} and ${JSON.stringify(b)} are ${same ? 'different' : 'the same'}`);
    }
  });
}
