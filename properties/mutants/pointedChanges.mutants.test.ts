import { describe, it } from 'vitest';
import { findSupersessions } from '../../core/compact/supersession.js';
import type { Supersessions } from '../conversationRows.js';
import { propertyPointedChange, propertyPointedConversations } from '../pointedChanges.js';
import type { Statement } from '../../core/compact/supersession.js';
import type { Supersedes } from '../revisionClasses.js';
import { expectCaught, settings } from '../test-helpers/expectProperty.js';

/** As the property runs (ten times the runs). */
const runs = { numRuns: settings.numRuns * 10 };

const core: Supersedes = (earlier, later) => findSupersessions([earlier], [later])[0];

/** Words that point at another one of a thing, in both languages, as this file reads them. */
const POINTS = /(?<![\p{L}])(?:other|another|bigger|öbür|öteki|diğer|büyük)(?![\p{L}])/u;

/** Broken readers, each a plausible mistake: the real reader with its input or answer changed the way the mistake would. */
const mutants: [string, Supersedes][] = [
  ['a change that points read as no change', (e, l) => (POINTS.test(l.text) ? undefined : core(e, l))],
  ['any word that points replaces, asked, wished or added too', (e, l) => (POINTS.test(l.text) ? l.turn : core(e, l))],
  ['a word of its own dropped: an addition read as a change', (e, l) => core(e, { ...l, text: l.text.replace(/\s+(?:too|takes the \p{L}+|da lazım)$/u, ''), context: l.context.replace(/\s+(?:too|takes the \p{L}+|da lazım)$/u, '') })],
  ['the thing it points at ignored: the latest rule replaced', (e, l) => (POINTS.test(l.text) && !/\?|wants|istiyor|too|takes|lazım|not /u.test(l.text) ? l.turn : core(e, l))],
];

describe('propertyPointedChange catches broken readers', () => {
  for (const [name, reader] of mutants) it(`catches: ${name}`, () => expectCaught(propertyPointedChange(reader), runs));
});

const conversation: Supersessions = (earlier, later) => findSupersessions(earlier, later);

/** The real reader on some of the statements, the others replaced by none. */
const onSome = (keep: (s: Statement) => boolean): Supersessions => (earlier, later) => {
  const kept = earlier.filter(keep);
  const got = conversation(kept, later.filter(keep));
  return earlier.map((s) => (keep(s) ? got[kept.indexOf(s)] : undefined));
};
/** A change taken back, in both languages, as this file reads it. */
const TAKEN_BACK = /never mind|after all|as planned|original plan|eskisi gibi|ilk söylediğim|vazgeçtim/u;

/** Broken readers of a conversation, each a plausible mistake. */
const conversationMutants: [string, Supersessions][] = [
  ['a change taken back read as no change', onSome((s) => !TAKEN_BACK.test(s.text))],
  ['turns read one after another: a dozen turns never pass', (earlier, later) => {
    const turns = [...new Set(later.map((s) => s.turn))].sort((a, b) => a - b);
    const renumber = (s: Statement): Statement => ({ ...s, turn: turns.indexOf(s.turn) + 1 });
    const got = conversation(earlier.map(renumber), later.map(renumber));
    return got.map((t) => (t === undefined ? undefined : turns[t - 1]));
  }],
  ['the options it answers left unread', (earlier, later) => {
    const unread = ({ answers: _answers, ...s }: Statement): Statement => s;
    return conversation(earlier.map(unread), later.map(unread));
  }],
  ['its turn read as the statement alone', (earlier, later) => conversation(earlier.map((s) => ({ ...s, context: s.text })), later.map((s) => ({ ...s, context: s.text })))],
];

describe('propertyPointedConversations catches broken readers', () => {
  for (const [name, reader] of conversationMutants) it(`catches: ${name}`, () => expectCaught(propertyPointedConversations(reader), { numRuns: 1 }));
});
