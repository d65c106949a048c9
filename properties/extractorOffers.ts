import fc from 'fast-check';
import type { SummaryContent, SummaryItem } from '../core/compact/summary.js';
import type { Extract } from './clauseRules.js';

/**
 * How the extractive summarizer reads a value proposed in a question and
 * taken in the next turn (docs/compaction.md, "the two summarizers": a
 * proposal taken replaces the value it changes), on conversations built
 * here from hand-written parts, each beside near misses that must not read
 * as taken:
 *
 * - the assistant offers a new value for something the user set ("Should I
 *   raise the shuttle budget to €1,050?", "Randevuyu cuma 11:00 yapayım
 *   mı?", or the value said first and the offer pointing back at it: "The
 *   shuttle budget could go to €1,050. Shall I book that?", "… Öyle
 *   ayarlayayım mı?") and the user takes it with no value of their own
 *   ("yes, do that", "olur"): the offer, in the assistant's words, is a
 *   choice taken at both turns, and the user's value is replaced by the
 *   taking turn. Declined ("ok, leave it then", "peki, kalsın"), answered
 *   with a value of the user's own ("yes, but make it €1,000"), or when the
 *   question offers no value or is no offer ("Is the shuttle budget €1,050
 *   on their side?"), nothing is taken;
 * - the user's own proposal ("could we move the dinner to 8pm?", "toplantıyı
 *   15:00 yapsak olur mu?"), answered by the assistant, then confirmed
 *   ("great, do it", "tamam"): the question is a choice taken at both user
 *   turns and replaces the value it changes. A question that asks for a
 *   fact, one with no value, one nobody answered, or a proposal declined
 *   takes nothing.
 */

type Language = 'en' | 'tr';
type Role = 'user' | 'assistant';

export interface OfferCase {
  language: Language;
  turns: { role: Role; text: string }[];
  /** The choice taken, word for word, and the turns it carries; none for a near miss. */
  taken?: { text: string; turns: number[] };
  /** Text no choice taken may have (the offer or proposal, in a near miss). */
  notTaken?: string;
  /** The user's first statement: replaced by turn `replacedBy`, or live (undefined) after a near miss. */
  statement: string;
  replacedBy?: number;
  /** Whether a near miss may still replace the statement by words of its own (a value of the user's own). */
  statementFree?: boolean;
  shape: string;
}

function summarize(extract: Extract, c: OfferCase): SummaryContent {
  const turns = c.turns.map((t, i) => ({ n: i + 1, ...t }));
  return extract({ turns, previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language: c.language, maxTurn: turns.length });
}

const items = (s: SummaryContent): SummaryItem[] => [...s.constraints, ...s.decisions, ...s.rejected, ...s.openQuestions];

/** Checks a case against the summary of its conversation. */
export function checkOffer(extract: Extract, c: OfferCase): void {
  const s = summarize(extract, c);
  const say = (what: string): never => {
    throw new Error(`${c.shape}: ${what}: ${JSON.stringify(c.turns.map((t) => t.text))} → ${JSON.stringify(s)}`);
  };
  const statement = items(s).filter((i) => i.text === c.statement);
  if (statement.length !== 1) say(`the user's statement "${c.statement}" is not one item`);
  if (c.statementFree !== true && statement[0]!.supersededBy !== c.replacedBy) say(`the statement is replaced by ${String(statement[0]!.supersededBy)}, not ${String(c.replacedBy)}`);
  if (c.taken !== undefined) {
    const taken = s.decisions.filter((i) => i.text === c.taken!.text);
    if (taken.length !== 1) say(`no choice taken is "${c.taken.text}"`);
    if (JSON.stringify(taken[0]!.turns) !== JSON.stringify(c.taken.turns)) say(`the choice taken carries turns ${JSON.stringify(taken[0]!.turns)}`);
    if (taken[0]!.supersededBy !== undefined) say('the choice taken is itself replaced');
    const elsewhere = [...s.constraints, ...s.rejected, ...s.openQuestions].find((i) => i.text === c.taken!.text);
    if (elsewhere !== undefined) say('the choice taken is filed outside the choices too');
  }
  if (c.notTaken !== undefined && s.decisions.some((i) => i.text === c.notTaken)) say(`"${c.notTaken}" is a choice taken`);
}

const pick = <T>(list: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...list);

// ---------------------------------------------------------------- the assistant's offer

/** A thing the user sets, its value, a new value and another, and the verb an offer changes it with. */
interface Thing {
  thing: string;
  /** Turkish: the thing in the accusative, for the offer's object. */
  object?: string;
  old: string;
  offered: string;
  own: string;
  verb: string;
}
const THINGS: Record<Language, Thing[]> = {
  en: [
    { thing: 'shuttle budget', old: '€900', offered: '€1,050', own: '€1,000', verb: 'raise' },
    { thing: 'catering headcount', old: '40 guests', offered: '48 guests', own: '45 guests', verb: 'raise' },
    { thing: 'pickup time', old: '14:00', offered: '15:30', own: '15:00', verb: 'move' },
    { thing: 'deposit', old: '€2,000', offered: '€1,500', own: '€1,800', verb: 'lower' },
  ],
  tr: [
    { thing: 'Randevu', object: 'Randevuyu', old: 'perşembe 10:00', offered: 'cuma 11:00', own: 'cuma 12:00', verb: '' },
    { thing: 'Otel bütçesi', object: 'Otel bütçesini', old: 'gecelik 3000 TL', offered: 'gecelik 3500 TL', own: 'gecelik 3200 TL', verb: '' },
    { thing: 'Toplantı', object: 'Toplantıyı', old: 'saat 14:00', offered: 'saat 15:30', own: 'saat 15:00', verb: '' },
  ],
};
const statementOf = (l: Language, t: Thing): string => (l === 'en' ? `Keep the ${t.thing} at ${t.old}.` : `${t.thing} ${t.old} olsun.`);

/** Offers that name the value in their question, by the form of their first words. */
const DIRECT: Record<Language, ((t: Thing) => string)[]> = {
  en: [
    (t) => `Should I ${t.verb} the ${t.thing} to ${t.offered}?`,
    (t) => `Want me to ${t.verb} the ${t.thing} to ${t.offered}?`,
    (t) => `Shall I ${t.verb} the ${t.thing} to ${t.offered}?`,
    (t) => `${t.verb[0]!.toUpperCase()}${t.verb.slice(1)} the ${t.thing} to ${t.offered}?`,
  ],
  tr: [(t) => `${t.object!} ${t.offered} yapayım mı?`, (t) => `${t.object!} ${t.offered} yapalım mı?`],
};
/** Offers that point back at the value said in the sentence before them: the two sentences are the choice. */
const POINTING: Record<Language, ((t: Thing) => string)[]> = {
  en: [(t) => `The ${t.thing} could go to ${t.offered}. Shall I book that?`, (t) => `The ${t.thing} could be ${t.offered}. Should I set it?`],
  tr: [(t) => `${t.thing} ${t.offered} olabilir. Öyle ayarlayayım mı?`, (t) => `${t.thing} ${t.offered} olabilir. Bunu onaylayayım mı?`],
};
/** Sentences before the offer that ask nothing: the offer is the last question. */
const LEADS: Record<Language, string[]> = { en: ['', 'Noted. ', 'The venue wrote back. '], tr: ['', 'Peki. ', 'Otelden yanıt geldi. '] };
/** Questions that offer no value, or are no offer. */
const NO_VALUE: Record<Language, ((t: Thing) => string)[]> = {
  en: [(t) => `Should I ask the venue about the ${t.thing}?`, (t) => `Is the ${t.thing} ${t.offered} on their side?`, (t) => `Did they mention the ${t.thing}?`],
  tr: [(t) => `${t.object!} otele soralım mı?`, (t) => `${t.thing} onlarda ${t.offered} mi görünüyor?`],
};
const TAKES: Record<Language, string[]> = {
  en: ['yes, do that', 'yes please', 'sure', 'ok go ahead', 'sounds good', 'approved'],
  tr: ['evet, yap', 'olur', 'tamam', 'evet onaylıyorum', 'olur, yap'],
};
const DECLINES: Record<Language, string[]> = {
  en: ['ok, leave it then', 'no, keep it as is', 'ok, forget it', 'no, leave it'],
  tr: ['peki, kalsın', 'yok, kalsın', 'tamam, boşver', 'gerek yok'],
};
const ownValue = (l: Language, t: Thing): string => (l === 'en' ? `yes, but make it ${t.own}` : `tamam ama ${t.own} olsun`);

export function offerCases(): fc.Arbitrary<OfferCase> {
  return pick<Language>(['en', 'tr']).chain((l) =>
    fc.tuple(pick(THINGS[l]), pick(LEADS[l]), fc.nat({ max: 9 }), pick(DIRECT[l]), pick(POINTING[l]), pick(NO_VALUE[l]), pick(TAKES[l]), pick(DECLINES[l])).map(
      ([t, lead, form, direct, pointing, noValue, take, decline]): OfferCase => {
        const statement = statementOf(l, t);
        const reply = l === 'en' ? 'Noted.' : 'Not aldım.';
        const offer = form % 2 === 0 ? direct(t) : pointing(t);
        const conversation = (asked: string, answer: string): OfferCase['turns'] => [
          { role: 'user', text: statement },
          { role: 'assistant', text: `${lead}${asked}` },
          { role: 'user', text: answer },
          { role: 'assistant', text: reply },
        ];
        if (form <= 4) return { language: l, turns: conversation(offer, take), taken: { text: offer, turns: [2, 3] }, statement, replacedBy: 3, shape: form % 2 === 0 ? 'an offer with its value, taken' : 'an offer pointing back at its value, taken' };
        if (form <= 6) return { language: l, turns: conversation(offer, decline), notTaken: offer, statement, shape: 'an offer declined' };
        if (form === 7) return { language: l, turns: conversation(offer, ownValue(l, t)), notTaken: offer, statement, statementFree: true, shape: 'an offer answered with a value of the user’s own' };
        return { language: l, turns: conversation(noValue(t), take), notTaken: noValue(t), statement, shape: 'a question with no value offered, or no offer, answered yes' };
      },
    ),
  );
}

/** An offer of a value taken with no value of the user's own is a choice at both turns and replaces the user's value; declined, answered with a value, or no offer, nothing is taken. */
export function propertyOfferTaken(extract: Extract): fc.IPropertyWithHooks<[OfferCase]> {
  return fc.property(offerCases(), (c) => checkOffer(extract, c));
}

// ---------------------------------------------------------------- the user's own proposal, confirmed

interface Plan {
  statement: string;
  /** Proposals that name a value, by their first words. */
  proposals: string[];
  /** A question that asks for a fact, with the same value; one that proposes with no value. */
  fact: string;
  vague: string;
  answer: string;
}
const PLANS: Record<Language, Plan[]> = {
  en: [
    { statement: 'Book the dinner at 7pm.', proposals: ['could we move the dinner to 8pm?', 'what if we move the dinner to 8pm?', 'shall we move the dinner to 8pm?'], fact: 'what time is the dinner, 8pm?', vague: 'could we move the dinner later?', answer: 'The restaurant can do 8pm.' },
    { statement: 'Hold the tasting on Tuesday.', proposals: ['could we hold the tasting on Friday?', 'how about the tasting on Friday?'], fact: 'was the tasting on Friday last time?', vague: 'could we hold the tasting another day?', answer: 'The winery is free on Friday.' },
  ],
  tr: [
    { statement: 'Toplantı saat 14:00 olsun.', proposals: ['toplantıyı 15:00 yapsak olur mu?', 'toplantıyı 15:00 alabilir miyiz?', 'toplantı 15:00 olur mu?'], fact: 'toplantı 15:00 mıydı?', vague: 'toplantıyı ertelesek olur mu?', answer: 'Olur, salon boş.' },
  ],
};
const CONFIRMS: Record<Language, string[]> = { en: ['great, do it', 'yes, go ahead', 'ok, sounds good'], tr: ['tamam', 'olur, öyle yapalım', 'evet'] };

export function proposalCases(): fc.Arbitrary<OfferCase> {
  return pick<Language>(['en', 'tr']).chain((l) =>
    fc.tuple(pick(PLANS[l]), fc.nat({ max: 9 }), fc.nat({ max: 2 }), pick(CONFIRMS[l]), pick(DECLINES[l])).map(([p, form, which, confirm, decline]): OfferCase => {
      const proposal = p.proposals[which % p.proposals.length]!;
      const ack = l === 'en' ? 'Sure.' : 'Tamam.';
      const conversation = (asked: string, answer: string | undefined, last: string): OfferCase['turns'] => [
        { role: 'user', text: p.statement },
        { role: 'assistant', text: ack },
        { role: 'user', text: asked },
        ...(answer === undefined ? [] : [{ role: 'assistant' as const, text: answer }]),
        { role: 'user', text: last },
      ];
      if (form <= 3) return { language: l, turns: conversation(proposal, p.answer, confirm), taken: { text: proposal, turns: [3, 5] }, statement: p.statement, replacedBy: 5, shape: 'the user’s proposal, answered, confirmed' };
      if (form <= 5) return { language: l, turns: conversation(proposal, p.answer, decline), notTaken: proposal, statement: p.statement, shape: 'the user’s proposal declined' };
      if (form <= 7) return { language: l, turns: conversation(p.fact, p.answer, confirm), notTaken: p.fact, statement: p.statement, shape: 'a question of fact, confirmed' };
      if (form === 8) return { language: l, turns: conversation(p.vague, p.answer, confirm), notTaken: p.vague, statement: p.statement, shape: 'a proposal with no value, confirmed' };
      return { language: l, turns: conversation(proposal, undefined, confirm), notTaken: proposal, statement: p.statement, shape: 'a proposal nobody answered, then a yes' };
    }),
  );
}

/** The user's proposal of a value, answered and confirmed, is a choice at both user turns and replaces the value; a fact asked, no value, no answer or a decline takes nothing. */
export function propertyOwnProposalTaken(extract: Extract): fc.IPropertyWithHooks<[OfferCase]> {
  return fc.property(proposalCases(), (c) => checkOffer(extract, c));
}
