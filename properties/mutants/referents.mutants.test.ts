import { describe, it } from 'vitest';
import { findSupersessors } from '../../core/compact/supersession.js';
import { propertyReferent, propertyReferentRows, type Replacements } from '../referents.js';
import { expectCaught, settings } from '../test-helpers/expectProperty.js';

/** As the property runs (ten times the runs). */
const runs = { numRuns: settings.numRuns * 10 };

const core: Replacements = (earlier, later) => findSupersessors(earlier, later);

/** The forms of a correction with no number, in both languages, as this file reads them. */
const CORRECTS = /(?<![\p{L}])(?:değil|not)(?![\p{L}])/u;

/** Broken readers, each a plausible mistake: the real reader with its input or answer changed the way the mistake would. */
const mutants: [string, Replacements][] = [
  ['the turn it answers not read: the latest rule of the kind replaced', (earlier, later) => core(earlier, later.map(({ answers: _answers, ...s }) => s))],
  ['a turn that names a time no rule set ignored: the latest rule replaced', (earlier, later) => {
    const got = core(earlier, later);
    return got.every((k) => k === undefined) && later.some((s) => s.answers !== undefined) ? earlier.map((_, j) => (j === earlier.length - 1 ? 0 : undefined)) : got;
  }],
  ['a correction with no number read as no change', (earlier, later) => (later.some((s) => CORRECTS.test(s.text)) ? earlier.map(() => undefined) : core(earlier, later))],
  ['any correction of the word replaces, asked or of another thing too', (earlier, later) =>
    later.some((s) => CORRECTS.test(s.text)) ? earlier.map(() => 0) : core(earlier, later)],
];

describe('propertyReferent catches broken readers', () => {
  for (const [name, reader] of mutants) it(`catches: ${name}`, () => expectCaught(propertyReferent(reader), runs));
});

/** Broken readers of a referent said around the change (REFERENT_ROWS): each a plausible mistake, made on the real reader's input or answer. */
const rowMutants: [string, Replacements][] = [
  ['the sentence before the change not read: its turn taken as the change alone', (earlier, later) => core(earlier, later.map((s) => ({ ...s, context: s.text })))],
  ['the turn it answers not read', (earlier, later) => core(earlier, later.map(({ answers: _answers, ...s }) => s))],
  ['the latest earlier statement replaced whenever one is', (earlier, later) => {
    const got = core(earlier, later);
    return got.some((k) => k !== undefined) ? earlier.map((_, j) => (j === earlier.length - 1 ? 0 : undefined)) : got;
  }],
  ['a referent no statement names read as none: the latest replaced', (earlier, later) => {
    const got = core(earlier, later);
    return got.every((k) => k === undefined) ? earlier.map((_, j) => (j === earlier.length - 1 ? 0 : undefined)) : got;
  }],
];

describe('propertyReferentRows catches broken readers', () => {
  for (const [name, reader] of rowMutants) it(`catches: ${name}`, () => expectCaught(propertyReferentRows(reader), { numRuns: 1 }));
});
