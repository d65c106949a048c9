import { describe, it } from 'vitest';
import { foldCase, parseSummary, renderSummary, validateSummary, type Summary, type SummaryItem } from '../../core/compact/index.js';
import { propertyFoldCaseAgrees, propertySummaryReadsBack, propertySummaryRendersAsDocumented } from '../summaryText.js';
import { propertySummaryValidatedByField, type Validate } from '../summaryValidation.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken writers, readers, checkers and folds of the compaction summary,
 * each a plausible mistake: `core/`'s own, with its input or answer changed
 * the way the mistake would change it.
 */
const unmarked = (items: readonly SummaryItem[]): SummaryItem[] => items.map(({ text, turns }) => ({ text, turns }));

const renderers: [string, (s: Summary) => string][] = [
  ['headings always in English', (s) => renderSummary({ ...s, language: 'en' })],
  ['a replaced item shown as current', (s) => renderSummary({ ...s, content: { ...s.content, decisions: unmarked(s.content.decisions), constraints: unmarked(s.content.constraints) } })],
  ['the header counting from 0', (s) => renderSummary({ ...s, covers: s.covers + 1 })],
  ['carried text left out', (s) => renderSummary({ ...s, carried: undefined })],
];

const readers: [string, (text: string) => Summary | undefined][] = [
  ['a text not ours read as carried', (text) => parseSummary(text) ?? { covers: 1, language: 'en', content: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, carried: text }],
  ['a range read as its two ends', (text) => {
    const s = parseSummary(text);
    if (s === undefined) return s;
    const ends = (items: SummaryItem[]): SummaryItem[] => items.map((it) => ({ ...it, turns: it.turns.length > 2 ? [it.turns[0]!, it.turns[it.turns.length - 1]!] : it.turns }));
    return { ...s, content: { ...s.content, constraints: ends(s.content.constraints), identifiers: ends(s.content.identifiers) } };
  }],
  ['an empty list before the next heading accepted', (text) => parseSummary(text) ?? parseSummary(text.split('\n').filter((line, k, all) => !(line.endsWith(':') && (all[k + 1] ?? ':').endsWith(':'))).join('\n'))],
];

const checkers: [string, Validate][] = [
  ['a refusal called malformed', (o, i) => {
    const r = validateSummary(o, i);
    return r.ok || r.reason !== 'error-text' ? r : { ...r, reason: 'malformed' };
  }],
  ['the item named, not its field', (o, i) => {
    const r = validateSummary(o, i);
    return r.ok ? r : { ...r, detail: r.detail.replace(/^(\w+\[\d+\])\.\w+:/u, '$1:') };
  }],
  ['turns in the order given', (o, i) => {
    const r = validateSummary(o, i);
    if (!r.ok) return r;
    const content = structuredClone(r.content);
    for (const list of Object.values(content)) for (const item of list) item.turns.reverse();
    return { ok: true, content };
  }],
  ['a fenced output refused', (o, i) => (typeof o === 'string' && o.trim().startsWith('```') ? { ok: false, reason: 'malformed', detail: 'not JSON' } : validateSummary(o, i))],
  ['an error page taken as malformed text', (o, i) => {
    const r = validateSummary(o, i);
    return !r.ok && r.reason === 'error-text' && typeof o === 'string' && o.trim().startsWith('<') ? { ...r, reason: 'malformed' } : r;
  }],
];

const folds: [string, (text: string) => string][] = [
  ['plain toLowerCase', (t) => t.toLowerCase()],
  ['the dotless i kept apart', (t) => t.replace(/[Iİ]/gu, 'i').toLowerCase().replace(/[çğöşüâîû’ʼ‘]/gu, (c) => foldCase(c))],
  ['Turkish letters kept', (t) => t.replace(/[Iİı]/gu, 'i').toLowerCase()],
];

describe('the compaction summary: the properties catch broken implementations', () => {
  for (const [name, render] of renderers) it(`render: catches ${name}`, () => expectCaught(propertySummaryRendersAsDocumented(render)));
  for (const [name, parse] of readers) it(`read back: catches ${name}`, () => expectCaught(propertySummaryReadsBack(renderSummary, parse)));
  it('read back: catches a writer whose text does not read back', () => expectCaught(propertySummaryReadsBack(renderers[1]![1], parseSummary)));
  for (const [name, validate] of checkers) it(`validation: catches ${name}`, () => expectCaught(propertySummaryValidatedByField(validate)));
  for (const [name, fold] of folds) it(`fold: catches ${name}`, () => expectCaught(propertyFoldCaseAgrees(fold)));
});
