import fc from 'fast-check';
import type { SummaryContent, SummaryItem } from '../core/compact/summary.js';
import type { Extract } from './clauseRules.js';

/**
 * How the extractive summarizer reads a count changed by a count said
 * without its noun (docs/compaction.md, "the two summarizers": "one more,
 * Priya wants in" a few turns after "book 6 seats"), on conversations built
 * here from hand-written parts, each beside near misses that must change
 * nothing:
 *
 * - a statement that counts things ("Book 6 seats for the launch dinner.",
 *   "Lansman için 4 oda ayır.", "kişi sayısı 20"), then, within three of the
 *   user's turns, a count added without a noun or with the same one ("one
 *   more, Priya wants in", "and two more are coming", "bir tane daha lazım",
 *   "50 tane daha ekle", "iki sandalye daha gerek"): the statement is
 *   replaced by that turn, and the added count is a rule of its own, the
 *   clause that says it;
 * - a count of another thing ("two more bottles of wine", "bir masa daha
 *   ekle"), a statement whose number is a value, not a count (a length of
 *   time, money, a time of day: "for 3 nights", "200 EUR", "after 6",
 *   "500 TL", "5 gün"), a count added four of the user's turns later, or
 *   a turn with no count ("Priya wants in too") changes nothing;
 * - a number someone else asked for, relayed by the user ("Dana wants 8
 *   laptops now", "Selin 6 projektör istiyor"), then a count added to it
 *   ("and one more for the intern", "bir tane daha lazım"): the relayed
 *   number becomes the user's, replaced by the count added; without a
 *   count added, or with no number relayed, it is no item.
 */

type Language = 'en' | 'tr';

export interface CountCase {
  language: Language;
  /** The user's turns, each answered by the assistant. */
  said: string[];
  /** The statement (or relayed number) and the turn that replaces it, none when it stays live; absent: it is no item. */
  statement: { text: string; item: boolean; replacedBy?: number };
  /** The count added, as a rule of its own with its turn. */
  added?: { text: string; turn: number };
  shape: string;
}

function summarize(extract: Extract, c: CountCase): SummaryContent {
  const reply = c.language === 'en' ? 'Noted.' : 'Not aldım.';
  const turns = c.said.flatMap((text, i) => [
    { n: 2 * i + 1, role: 'user' as const, text },
    { n: 2 * i + 2, role: 'assistant' as const, text: reply },
  ]);
  return extract({ turns, previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language: c.language, maxTurn: turns.length });
}

const items = (s: SummaryContent): SummaryItem[] => [...s.constraints, ...s.decisions, ...s.rejected, ...s.openQuestions];

export function checkCount(extract: Extract, c: CountCase): void {
  const s = summarize(extract, c);
  const say = (what: string): never => {
    throw new Error(`${c.shape}: ${what}: ${JSON.stringify(c.said)} → ${JSON.stringify(s)}`);
  };
  const statement = items(s).filter((i) => i.text === c.statement.text);
  if (!c.statement.item) {
    if (statement.length > 0) say(`"${c.statement.text}" is an item`);
  } else {
    if (statement.length !== 1) say(`"${c.statement.text}" is not one item`);
    if (statement[0]!.supersededBy !== c.statement.replacedBy) say(`the statement is replaced by ${String(statement[0]!.supersededBy)}, not ${String(c.statement.replacedBy)}`);
  }
  if (c.added !== undefined) {
    const added = s.constraints.filter((i) => i.text === c.added!.text);
    if (added.length !== 1 || JSON.stringify(added[0]!.turns) !== JSON.stringify([c.added.turn]) || added[0]!.supersededBy !== undefined) say(`no live rule "${c.added.text}" of turn ${c.added.turn}`);
  }
}

const pick = <T>(list: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...list);

/** A statement that counts things, and its noun as a count added may repeat it (Turkish: "iki sandalye daha"). */
const COUNTED: Record<Language, { text: string; noun: string }[]> = {
  en: [
    { text: 'Book 6 seats for the launch dinner.', noun: 'seats' },
    { text: 'Order 12 chairs for the terrace.', noun: 'chairs' },
    { text: 'Reserve 4 rooms at the lodge.', noun: 'rooms' },
    { text: 'Print 30 badges for the fair.', noun: 'badges' },
  ],
  tr: [
    { text: 'Lansman için 4 oda ayır.', noun: 'oda' },
    { text: 'Teras için 12 sandalye sipariş et.', noun: 'sandalye' },
    { text: 'Fuar için 30 yaka kartı bastır.', noun: 'yaka' },
    { text: 'kişi sayısı 20', noun: 'kişi' },
  ],
};
/** A count added without a noun, and the clause of it that is the rule. */
const ADDED: Record<Language, [said: string, rule: string][]> = {
  en: [
    ['one more, Priya wants in', 'one more'],
    ['and two more are coming', 'and two more are coming'],
    ['one extra for the intern', 'one extra for the intern'],
    ['plus one more please', 'plus one more please'],
  ],
  tr: [
    ['bir tane daha lazım', 'bir tane daha lazım'],
    ['50 tane daha ekle', '50 tane daha ekle'],
    ['3 adet daha olsun', '3 adet daha olsun'],
  ],
};
/** A count added with the statement's own noun (Turkish: the English noun after "more" is a miss, kept as an expected failure). */
const withNoun = (noun: string): string => `iki ${noun} daha gerek`;
/** Counts of another thing. */
const OTHER: Record<Language, string[]> = { en: ['two more bottles of wine', 'one more table for the kids'], tr: ['iki şişe daha al', 'bir masa daha ekle'] };
/** Statements whose number is a value: a length of time, money, a time of day, a distance. */
const VALUES: Record<Language, string[]> = {
  en: ['Book the cabin for 3 nights.', 'Hold the room for 2 weeks.', 'Set aside 200 EUR for the deposit.', 'Keep the call to 45 minutes.', 'Start the dinner after 6 tonight.', 'Book the van for 5 days.'],
  tr: ['Otel için 3 gece ayır.', 'Salon için 4 saat ayır.', 'Depozito için 500 TL ayır.', 'Kamp alanını 5 gün tut.'],
};
/** User turns between that say nothing. */
const FILLER: Record<Language, string> = { en: 'we finally heard back', tr: 'sonunda dönüş geldi' };
const NO_COUNT: Record<Language, string> = { en: 'Priya wants in too', tr: 'Selin de gelmek istiyor' };

export function countCases(): fc.Arbitrary<CountCase> {
  return pick<Language>(['en', 'tr']).chain((l) =>
    fc.tuple(pick(COUNTED[l]), pick(ADDED[l]), pick(OTHER[l]), pick(VALUES[l]), fc.nat({ max: 2 }), fc.nat({ max: 9 })).map(([counted, [said, rule], other, value, between, form]): CountCase => {
      const fillers = Array.from({ length: between }, () => FILLER[l]);
      const turn = 2 * (between + 1) + 1;
      if (form <= 3 || (form === 4 && l === 'en')) return { language: l, said: [counted.text, ...fillers, said], statement: { text: counted.text, item: true, replacedBy: turn }, added: { text: rule, turn }, shape: 'a count, then a count added without its noun' };
      if (form === 4) {
        const again = withNoun(counted.noun);
        return { language: l, said: [counted.text, ...fillers, again], statement: { text: counted.text, item: true, replacedBy: turn }, added: { text: again, turn }, shape: 'a count, then a count added with its noun' };
      }
      if (form === 5) return { language: l, said: [counted.text, ...fillers, other], statement: { text: counted.text, item: true }, shape: 'a count, then a count of another thing' };
      if (form <= 7) return { language: l, said: [value, ...fillers, said], statement: { text: value, item: true }, shape: 'a value, not a count, then a count added' };
      if (form === 8) return { language: l, said: [counted.text, FILLER[l], FILLER[l], FILLER[l], said], statement: { text: counted.text, item: true }, shape: 'a count added four turns later' };
      return { language: l, said: [counted.text, ...fillers, NO_COUNT[l]], statement: { text: counted.text, item: true }, shape: 'a count, then a turn with no count' };
    }),
  );
}

/** A count added without its noun (or with it) within three turns replaces the count and is a rule of its own; another thing's count, a value, a late or no count change nothing. */
export function propertyCountAdded(extract: Extract): fc.IPropertyWithHooks<[CountCase]> {
  return fc.property(countCases(), (c) => checkCount(extract, c));
}

// ---------------------------------------------------------------- a number someone else asked for, relayed, then added to

const RELAYED: Record<Language, { said: string; bare: string }[]> = {
  en: [
    { said: 'Dana wants 8 laptops now.', bare: 'Dana wants new laptops.' },
    { said: 'The coach wants 12 cones for practice.', bare: 'The coach wants more cones for practice.' },
  ],
  tr: [
    { said: 'Selin 6 projektör istiyor.', bare: 'Selin yeni projektör istiyor.' },
    { said: 'Müdür 15 sandalye istiyor.', bare: 'Müdür yeni sandalye istiyor.' },
  ],
};
const ADDED_TO_RELAYED: Record<Language, [said: string, rule: string][]> = {
  en: [...ADDED.en, ['and one more for the intern', 'and one more for the intern'], ['plus two more', 'plus two more']],
  tr: [...ADDED.tr, ['iki tane daha ekle', 'iki tane daha ekle']],
};
const THANKS: Record<Language, string> = { en: 'thanks', tr: 'teşekkürler' };

export function relayedCountCases(): fc.Arbitrary<CountCase> {
  return pick<Language>(['en', 'tr']).chain((l) =>
    fc.tuple(pick(RELAYED[l]), pick(ADDED_TO_RELAYED[l]), fc.nat({ max: 2 }), fc.nat({ max: 6 })).map(([relayed, [said, rule], between, form]): CountCase => {
      const fillers = Array.from({ length: between }, () => FILLER[l]);
      const turn = 2 * (between + 1) + 1;
      if (form <= 2) return { language: l, said: [relayed.said, ...fillers, said], statement: { text: relayed.said, item: true, replacedBy: turn }, added: { text: rule, turn }, shape: 'a number relayed, then a count added' };
      if (form === 3) return { language: l, said: [relayed.said, ...fillers, THANKS[l]], statement: { text: relayed.said, item: false }, shape: 'a number relayed, nothing added' };
      if (form === 4) return { language: l, said: [relayed.bare, ...fillers, said], statement: { text: relayed.bare, item: false }, shape: 'a wish with no number, then a count added' };
      if (form === 5) return { language: l, said: [relayed.said, FILLER[l], FILLER[l], FILLER[l], said], statement: { text: relayed.said, item: false }, shape: 'a count added four turns after the number relayed' };
      return { language: l, said: [relayed.said, ...fillers, NO_COUNT[l]], statement: { text: relayed.said, item: false }, shape: 'a number relayed, then a turn with no count' };
    }),
  );
}

/** A number someone else asked for, relayed, becomes the user's rule when a count is added to it within three turns, replaced by it; else it is no item. */
export function propertyRelayedCountAdded(extract: Extract): fc.IPropertyWithHooks<[CountCase]> {
  return fc.property(relayedCountCases(), (c) => checkCount(extract, c));
}
