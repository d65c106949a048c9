import { describe, it } from 'vitest';
import {
  clampStart, compactedRequest, costOf, fitSummary, historyCost, isContentEmpty, mergeContent, planCompaction, protectedOnly, resolveCompactionOptions, summaryInputFor,
  type SummaryContent,
} from '../../core/compact/index.js';
import {
  propertyHistoryCostCounted, propertyLanguageByLetters, propertyMergeAsDocumented, propertyOptionsResolved, propertyPlanAsDocumented, propertyShrinkOrder,
  type CompactionParts,
} from '../compactionParts.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken planning, costing, option resolution, merging and shrinking, each a
 * plausible mistake: `core/compact/`'s own pieces with their input or answer
 * changed the way the mistake would change it.
 */
const core: CompactionParts = {
  historyCost, clampStart, planCompaction, summaryInputFor, compactedRequest, resolveCompactionOptions, mergeContent, isContentEmpty, fitSummary, protectedOnly,
};

const costMutants: [string, Partial<CompactionParts>][] = [
  ['the trim note left out of the head', {
    historyCost: (r, p, t) => historyCost({ ...r, historyTrimmed: false, history: (r.history ?? []).filter((turn) => !(turn.role === 'system' && turn.content.startsWith('[Earlier turns'))) }, p, t),
  }],
  // The cost made of a request `assemble` would refuse (the exported function without its checks).
  ['the request taken unchecked', { historyCost: (r, p, t) => costOf(r, p, t) }],
  ['the share rounded up', { historyCost: (r, p, t) => { const c = historyCost(r, p, t); const share = Math.ceil(c.share + 0.5); return { ...c, share, fits: c.total <= share && c.groups.length <= c.maxTurns }; } }],
  ['the clamp keeps one group more', { clampStart: (r, c, p, t) => { const s = clampStart(r, c, p, t); const g = c.groups.findIndex((group) => group[0] === s); return g > 0 ? c.groups[g - 1]![0]! : s; } }],
];

const planMutants: [string, Partial<CompactionParts>][] = [
  ['keepRawTurns counted in groups', { planCompaction: (r, p, t, o) => planCompaction(r, p, t, { ...o, keepRawTurns: o.keepRawTurns + 1 }) }],
  ['only the preferred cut tried', { planCompaction: (r, p, t, o) => { const plan = planCompaction(r, p, t, o); return plan.kind === 'compact' ? { ...plan, cuts: plan.cuts.slice(0, 1) } : plan; } }],
  ['trim notes handed to the summarizer', { summaryInputFor: (r, prev, cut) => { const input = summaryInputFor(r, prev, cut); return { ...input, maxTurn: input.maxTurn + 1 }; } }],
  ['historyTrimmed lost with the range', { compactedRequest: (r, cut, s) => { const { historyTrimmed: _t, ...rest } = compactedRequest(r, cut, s); return rest; } }],
];

const optionMutants: [string, Partial<CompactionParts>][] = [
  ['keepRawTurns 1 accepted', { resolveCompactionOptions: (input = {}) => (input.keepRawTurns === 1 ? { ...resolveCompactionOptions({ ...input, keepRawTurns: 2 }), keepRawTurns: 1 } : resolveCompactionOptions(input)) }],
  ['tailShare 1 accepted', { resolveCompactionOptions: (input = {}) => (input.tailShare === 1 ? { ...resolveCompactionOptions({ ...input, tailShare: 0.5 }), tailShare: 1 } : resolveCompactionOptions(input)) }],
];

const languageMutants: [string, Partial<CompactionParts>][] = [
  ['a fixed language ignored', { planCompaction: (r, p, t, o) => planCompaction(r, p, t, { ...o, language: 'auto' }) }],
];

const emptyLists = (): SummaryContent => ({ constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] });
const mergeMutants: [string, Partial<CompactionParts>][] = [
  ['new items first', { mergeContent: (a, b) => mergeContent(b, a) }],
  ['repeats kept twice', { mergeContent: (a, b) => { const m = emptyLists(); for (const k of Object.keys(m) as (keyof SummaryContent)[]) m[k] = [...structuredClone(a[k]), ...structuredClone(b[k])]; return m; } }],
];

const fitMutants: [string, Partial<CompactionParts>][] = [
  ['protection ignored', { fitSummary: (s, b, c) => fitSummary(s, b, c) }],
  ['constraints before identifiers', {
    fitSummary: (s, b, c, p) => {
      const flipped = { ...s, content: { ...s.content, constraints: s.content.identifiers, identifiers: s.content.constraints } };
      const out = fitSummary(flipped, b, (text) => c(text), p);
      return out === undefined ? out : out === flipped ? s : { ...out, content: { ...out.content, constraints: out.content.identifiers, identifiers: out.content.constraints } };
    },
  }],
];

function caught(property: (parts: CompactionParts) => Parameters<typeof expectCaught>[0], mutants: [string, Partial<CompactionParts>][]): void {
  for (const [name, change] of mutants) it(`catches: ${name}`, () => expectCaught(property({ ...core, ...change })));
}

describe('the compaction-parts properties catch broken pieces', () => {
  describe('history cost', () => caught(propertyHistoryCostCounted, costMutants));
  describe('plan', () => caught(propertyPlanAsDocumented, planMutants));
  describe('options', () => caught(propertyOptionsResolved, optionMutants));
  describe('language', () => caught(propertyLanguageByLetters, languageMutants));
  describe('merge', () => caught(propertyMergeAsDocumented, mergeMutants));
  describe('shrink order', () => caught(propertyShrinkOrder, fitMutants));
});
