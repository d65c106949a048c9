import { describe, it } from 'vitest';
import { classifyClause } from '../../core/compact/clauseKind.js';
import { extractSummary } from '../../core/compact/extractSummary.js';
import { findSupersessions, statementReader, type Features } from '../../core/compact/supersession.js';
import type { SummaryContent, SummaryInput } from '../../core/compact/summary.js';
import {
  propertyEnglishRuleShapes,
  propertyGappedPieceKept,
  propertyLaterValueLive,
  propertyNewRuleClasses,
  propertyNoRuleInStatements,
  propertyOwnRuleAfterWish,
  propertyReaderWarmIsCold,
  propertyTalkIsNoChoice,
  propertyTurkishVerbForms,
  propertyTwoSlotsBothLive,
  propertyWishAndRuleApart,
  propertyWishNotTheUsers,
  type Classify,
  type Extract,
} from '../clauseRules.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken readers of a user's rules, each a plausible mistake: the real
 * `classifyClause` or `extractSummary`, with its input or answer changed the
 * way the mistake would change it.
 */
const lastWord = (clause: string): string => clause.trim().split(/\s+/u).pop()!.toLowerCase();

const verbMutants: [string, Classify][] = [
  ['the negative obligation read as an obligation', (c, t) => (/m[ae]m[ae]l[ıi]$/u.test(lastWord(c)) ? 'constraint' : classifyClause(c, t))],
  ['a -mA word anywhere read as a command (no verbal nouns)', (c, t) => (c.toLowerCase().split(/\s+/u).some((w) => /^\p{L}{2,}m[ae]$/u.test(w)) ? 'prohibition' : classifyClause(c, t))],
  ['the passive negative future not read', (c, t) => (/(?:[ıiuü]l|[ıiuü]n|n)m[ae]y[ae]c[ae]k$/u.test(lastWord(c)) ? 'none' : classifyClause(c, t))],
  ['negative suffixes with back vowels only', (c, t) => (/me(?:yin|yiniz|sin|meli|yeceksin|yecek)?$/u.test(lastWord(c)) ? 'none' : classifyClause(c, t))],
  ['the jussive read as its negative', (c, t) => (c.toLowerCase().split(/\s+/u).some((w) => /^\p{L}{2,}s[ıiuü]n$/u.test(w) && !/m[ae]s[ıiuü]n$/u.test(w)) ? 'prohibition' : classifyClause(c, t))],
  ['a clause typed without Turkish letters read as English', (c, t) => classifyClause(c, t && /[çğıöşüÇĞİÖŞÜ]/u.test(c))],
  ["the team's present 'we don't …' read as a plan turned down", (c, t) => (/m[ıiuü]yoruz$/u.test(lastWord(c)) ? 'rejected' : classifyClause(c, t))],
  ['a time or an aside after the verb hides it', (c, t) => (/\s(?:bu dönem|bu donem|bu arada|bu hafta|bu ay|yarın|yarin)$/iu.test(c.trim()) ? 'none' : classifyClause(c, t))],
];

/** English rules by their shape, each shape missed the way a list of marker words misses it. */
const shapeMutants: [string, Classify][] = [
  ["'No X before T' read as nothing", (c, t) => (/^no\s/iu.test(c) ? 'none' : classifyClause(c, t))],
  ["'X can't go above N' read as a complaint", (c, t) => (/(?:can'?t|cannot) go/iu.test(c) ? 'none' : classifyClause(c, t))],
  ["'keep it under N' read as a one-off order", (c, t) => (/^(?:so |pls )?keep /iu.test(c) ? 'decision' : classifyClause(c, t))],
  ['a choice with what it replaces read as nothing', (c, t) => (/ not \S+$/u.test(c) ? 'none' : classifyClause(c, t))],
  ['an order of steps not read', (c, t) => (/ first\.?$/u.test(c) ? 'none' : classifyClause(c, t))],
  ['a count per unit not read', (c, t) => (/ per /u.test(c) ? 'none' : classifyClause(c, t))],
  ['a rule asked for politely read as an open question', (c, t) => (/^(?:can|could) you/iu.test(c) ? 'question' : classifyClause(c, t))],
  ["'X in Y please' with no verb read as nothing", (c, t) => (/^(?:all )?\S+s in \S+ (?:please|pls|only)\.?$/iu.test(c) ? 'none' : classifyClause(c, t))],
  ["'its important that' without its apostrophe read as nothing", (c, t) => (/^its important that /iu.test(c) ? 'none' : classifyClause(c, t))],
];

/** Statements that set nothing, read as rules. */
const noRuleMutants: [string, Classify][] = [
  ['irregular pasts missing from the narration rules', (c, t) => classifyClause(c.replace(/ (?:left|drove|brought|met|sold|wrote|took|sent) /u, ' leaves '), t)],
  ["a complaint with 'not' read as a choice", (c, t) => (/ not \p{L}+ing/u.test(c) ? 'constraint' : classifyClause(c, t))],
  ["every 'X in Y please' read as a rule", (c, t) => (/ in .*(?:please|pls)$/iu.test(c) ? 'constraint' : classifyClause(c, t))],
  ["every 'can you …?' read as a rule asked for", (c, t) => (/^(?:can|could) you/iu.test(c) ? 'constraint' : classifyClause(c, t))],
];

const afterWishMutants: [string, Classify][] = [
  ["the user's constraint after someone else's wish left as theirs", (c, t) => {
    const kind = classifyClause(c, t);
    return kind === 'constraint' && / (?:but|ama|fakat) /u.test(c) ? 'third-party' : kind;
  }],
];

/** A reader whose memo is keyed by a statement's words alone: the turn around them is read once, for the first. */
function wordsOnlyReader(): ReturnType<typeof statementReader> {
  const real = statementReader();
  const memo = new Map<string, Features>();
  return {
    read(s) {
      let f = memo.get(s.text);
      if (f === undefined) {
        f = real.read(s);
        memo.set(s.text, f);
      }
      return f;
    },
  };
}

function lastUserTurn(input: SummaryInput): number {
  return Math.max(...input.turns.filter((t) => t.role === 'user').map((t) => t.n));
}
function clearMarks(c: SummaryContent): SummaryContent {
  const strip = <T extends { supersededBy?: number }>(items: T[]): T[] => items.map(({ supersededBy: _, ...rest }) => rest as T);
  return { ...c, constraints: strip(c.constraints), decisions: strip(c.decisions) };
}

const revisionMutants: [string, Extract][] = [
  ['a later value never replaces an earlier one', (input) => clearMarks(extractSummary(input))],
  ['the later statement filed as rejected, the earlier kept', (input) => {
    const c = clearMarks(extractSummary(input));
    const last = lastUserTurn(input);
    const late = [...c.constraints, ...c.decisions].filter((i) => i.turns.includes(last));
    return { ...c, constraints: c.constraints.filter((i) => !late.includes(i)), decisions: c.decisions.filter((i) => !late.includes(i)), rejected: [...c.rejected, ...late] };
  }],
  ['only statements with a word of change replace', (input) => extractSummary({ ...input, turns: input.turns.map((t) => (t.n === lastUserTurn(input) ? { ...t, text: `${t.text} (as before)` } : t)) })],
];

const slotMutants: [string, Extract][] = [
  ['any later value of a kind replaces the earlier, whatever it is for', (input) => {
    const c = extractSummary(input);
    const last = lastUserTurn(input);
    const mark = <T extends { turns: number[]; text: string; supersededBy?: number }>(items: T[]): T[] =>
      items.map((i) => (!i.turns.includes(last) && /\d/u.test(i.text) ? { ...i, supersededBy: last } : i));
    return { ...c, constraints: mark(c.constraints), decisions: mark(c.decisions) };
  }],
];

const wishMutants: [string, Extract][] = [
  ["someone else's wish verbs missing from the list", (input) =>
    extractSummary({ ...input, turns: input.turns.map((t) => ({ ...t, text: t.text.replace(/(?:wants|would like|is asking for|insists on|prefers|is pushing for|asked for)(?= )/u, 'needs').replace(/(?:istiyor|talep ediyor|rica ediyor)(?=\.)/u, 'lazım') })) })],
  ['every rule after a wish dropped with it', (input) => {
    const c = extractSummary(input);
    return { ...c, constraints: [], decisions: [] };
  }],
];

/** The round's rule classes, each missed the way a reader without it misses it. */
const newRuleMutants: [string, Classify][] = [
  ["'I'd rather you didn't' read as a negative past", (c, t) => (/ rather /u.test(c) ? 'none' : classifyClause(c, t))],
  ["'we're not doing an X' read as a plan turned down", (c, t) => (/ not (?:doing|offering|taking|booking|serving|running) /u.test(c) ? 'rejected' : classifyClause(c, t))],
  ['a kind of thing handled a way read as a state', (c, t) => (/^[\p{L} ]+ (?:are|get) \p{L}+(?:ed|id|en|nt|ld) /u.test(c) ? 'none' : classifyClause(c, t))],
  ["'their own' not read", (c, t) => (/ their own /u.test(c) ? 'none' : classifyClause(c, t))],
  ["a cost 'on us' not read", (c, t) => (/ on (?:us|the house|the company|the client)$/u.test(c) ? 'none' : classifyClause(c, t))],
  ["'throughout' not read", (c, t) => (/ throughout/u.test(c) ? 'none' : classifyClause(c, t))],
  ["'the date's fixed' read as a repair told in the past", (c, t) => (/(?:'s| is) fixed/u.test(c) ? 'none' : classifyClause(c, t))],
  ["'kimse … -(y)AmAz' read as what someone cannot do", (c, t) => (/m[ae]z$/u.test(lastWord(c)) ? 'none' : classifyClause(c, t))],
  ['a lead-in word hides the rule\'s shape', (c, t) => (/^(?:anyway|oh and|plus|btw|one more thing|also) /u.test(c) ? 'none' : classifyClause(c, t))],
  ["'is not an option', 'a no-go', 'off the table' read as a state", (c, t) => (/ is (?:not an option|a no-go|off the table)/u.test(c) ? 'none' : classifyClause(c, t))],
  ['a participle before its noun read as a past', (c, t) => (/ (?:failed|returned|signed) \p{L}+s /u.test(c) ? 'none' : classifyClause(c, t))],
];

/** The user's turn of a one-turn conversation, filed where a reader that misses the class files it. */
function filing(when: RegExp, section: 'constraints' | 'decisions'): Extract {
  return (input) => {
    const c = extractSummary(input);
    const said = input.turns.find((t) => t.role === 'user' && when.test(t.text));
    return said === undefined ? c : { ...c, [section]: [...c[section], { text: said.text, turns: [said.n] }] };
  };
}
const talkMutants: [string, Extract][] = [
  ["a step of the talk read as a choice ('let's …')", filing(/let's (?:start|move|go|look)/u, 'decisions')],
  ["a Turkish step of the talk read as a plan ('-(y)AlIm')", filing(/(?:başlayalım|gidelim|geçelim|toparlayalım|edelim)$/u, 'decisions')],
  ["an 'ok' before a step adopts it", filing(/^(?:ok|right|tamam),? /u, 'decisions')],
  ["who the user is read as a choice ('I'm …')", filing(/(?:I'm|this is|my name is) /u, 'decisions')],
  ["blame taken read as a cost on us", filing(/ on us/u, 'constraints')],
  ["a result told read as a value set ('won 3-1')", filing(/\d-\d/u, 'constraints')],
  ["a record's number read as a value set ('rerun job 5521')", filing(/^(?:ok, and |pls |yep, )?(?:rerun|rebuild|tag|reprocess|open|escalate) .*\d/u, 'constraints')],
  ['a past after a lead-in read as a value set', filing(/^(?:oh and|plus|anyway|btw) .* at \d/u, 'constraints')],
  ["'no need to …' read as a need", filing(/no need to /u, 'constraints')],
  ["where to put something read as a way of working ('tabloya ekle')", filing(/^\p{L}+ (?:ekle|yaz|kaydet)$/u, 'constraints')],
];

/** The live lines of the real summary, each rewritten the way a reader that misses the class would have filed it. */
function rewriting(line: (text: string, said: string) => string): Extract {
  return (input) => {
    const c = extractSummary(input);
    const said = input.turns.find((t) => t.role === 'user')?.text ?? '';
    const map = (items: SummaryContent['constraints']): SummaryContent['constraints'] => items.map((i) => ({ ...i, text: line(i.text, said) }));
    return { ...c, constraints: map(c.constraints), decisions: map(c.decisions) };
  };
}
const gappedMutants: [string, Extract][] = [
  // The rule's first piece alone: the reader that keeps a clause only when it has a verb of its own.
  ['the piece without a verb left out', rewriting((text) => text.replace(/, [^,]*$/u, ''))],
  // Every clause after a kept one joins it: the reader that takes any short clause for a piece.
  ['an aside after a rule joined to it', rewriting((text, said) => (said.startsWith(`${text}, `) ? said : text))],
  // The Turkish ablative not read as a case: "…, koliler salondan" left out.
  ['the Turkish ablative piece left out', rewriting((text) => text.replace(/, [^,]*d[ae]n$/u, ''))],
  // English: only a value repeats a preposition ("12 for the gala, 8 for the matinee"), not a noun ("receipts to …").
  ['an English noun piece left out', rewriting((text) => text.replace(/, (?![£\d])[^,]* to [^,]*$/u, ''))],
];

describe("the properties of the user's rules catch broken readers", () => {
  for (const [name, extract] of gappedMutants) it(`catches: ${name}`, () => expectCaught(propertyGappedPieceKept(extract), { numRuns: 40 }));
  for (const [name, classify] of verbMutants) it(`catches: ${name}`, () => expectCaught(propertyTurkishVerbForms(classify)));
  for (const [name, classify] of shapeMutants) it(`catches: ${name}`, () => expectCaught(propertyEnglishRuleShapes(classify)));
  for (const [name, classify] of noRuleMutants) it(`catches: ${name}`, () => expectCaught(propertyNoRuleInStatements(classify)));
  for (const [name, extract] of revisionMutants) it(`catches: ${name}`, () => expectCaught(propertyLaterValueLive(extract), { numRuns: 20 }));
  for (const [name, extract] of slotMutants) it(`catches: ${name}`, () => expectCaught(propertyTwoSlotsBothLive(extract), { numRuns: 20 }));
  for (const [name, classify] of afterWishMutants) it(`catches: ${name}`, () => expectCaught(propertyOwnRuleAfterWish(classify)));
  it('catches: a statement memo keyed by the words alone', () => expectCaught(propertyReaderWarmIsCold({ findSupersessions, statementReader: wordsOnlyReader })));
  for (const [name, classify] of newRuleMutants) it(`catches: ${name}`, () => expectCaught(propertyNewRuleClasses(classify)));
  for (const [name, extract] of talkMutants) it(`catches: ${name}`, () => expectCaught(propertyTalkIsNoChoice(extract), { numRuns: 60 }));
  it("catches: a wish, 'but' and the user's rule in one clause filed as one line", () =>
    expectCaught(propertyWishAndRuleApart(filing(/ (?:but|ama|fakat) /u, 'constraints')), { numRuns: 20 }));
  for (const [name, extract] of wishMutants) it(`catches: ${name}`, () => expectCaught(propertyWishNotTheUsers(extract), { numRuns: 20 }));
});
