import fc from 'fast-check';
import type { SummaryContent, SummaryItem } from '../core/compact/summary.js';
import type { Extract } from './clauseRules.js';

/**
 * How the extractive summarizer reads a change told, not ordered
 * (docs/compaction.md, "the two summarizers": "a change told in any tense or
 * person when it replaces a kept statement"), on conversations built here
 * from hand-written parts:
 *
 * - a statement of a value ("The deposit is €2,000.", "Sunum saat 15:00."),
 *   then a change of it told ("they lowered the deposit to €1,500",
 *   "sunumu 16:00'ya almışlar"): the statement is replaced by the telling
 *   turn, and the telling is a rule of its own, word for word; told with its
 *   result after it ("they pushed the tasting an hour later, 19:30",
 *   "ekspertizi bir saat öne çekmişler, 09:30") it is kept whole;
 * - a value that was ("the deposit used to be €1,500", "müdür eskiden
 *   biletin 150 TL olduğunu söyledi") tells no change: the statement stays
 *   live and the telling is no item;
 * - a change told with no statement of the value kept before it is no item
 *   (but one told with its result, kept as one statement: an expected failure).
 */

type Language = 'en' | 'tr';

export interface ToldCase {
  language: Language;
  said: string[];
  /** The user's statement, replaced by turn `replacedBy` or live; none when no statement is made. */
  statement?: { text: string; replacedBy?: number };
  /** The telling: kept (a live rule of its turn, word for word) or in no item. */
  told: { text: string; turn: number; kept: boolean };
  shape: string;
}

function summarize(extract: Extract, c: ToldCase): SummaryContent {
  const reply = c.language === 'en' ? 'Noted.' : 'Tamam.';
  const turns = c.said.flatMap((text, i) => [
    { n: 2 * i + 1, role: 'user' as const, text },
    { n: 2 * i + 2, role: 'assistant' as const, text: reply },
  ]);
  return extract({ turns, previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language: c.language, maxTurn: turns.length });
}

const items = (s: SummaryContent): SummaryItem[] => [...s.constraints, ...s.decisions, ...s.rejected, ...s.openQuestions];

export function checkTold(extract: Extract, c: ToldCase): void {
  const s = summarize(extract, c);
  const say = (what: string): never => {
    throw new Error(`${c.shape}: ${what}: ${JSON.stringify(c.said)} → ${JSON.stringify(s)}`);
  };
  if (c.statement !== undefined) {
    const statement = items(s).filter((i) => i.text === c.statement!.text);
    if (statement.length !== 1) say(`"${c.statement.text}" is not one item`);
    if (statement[0]!.supersededBy !== c.statement.replacedBy) say(`the statement is replaced by ${String(statement[0]!.supersededBy)}, not ${String(c.statement.replacedBy)}`);
  }
  const told = items(s).filter((i) => i.text.includes(c.told.text) || c.told.text.includes(i.text));
  if (!c.told.kept) {
    if (told.length > 0) say('the telling is an item');
    return;
  }
  if (told.length !== 1 || told[0]!.text !== c.told.text || !s.constraints.includes(told[0]!) || JSON.stringify(told[0]!.turns) !== JSON.stringify([c.told.turn]) || told[0]!.supersededBy !== undefined) {
    say(`the telling is not one live rule "${c.told.text}" of turn ${c.told.turn}`);
  }
}

const pick = <T>(list: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...list);

interface Told {
  statement: string;
  /** Changes of the value told, the last with its result after it where the thing moves by an amount. */
  told: string[];
  /** The value that was. */
  past: string;
}
const TOLD: Record<Language, Told[]> = {
  en: [
    { statement: 'The deposit is €2,000.', told: ['they lowered the deposit to €1,500', 'the landlord cut the deposit to €1,500'], past: 'the deposit used to be €1,500' },
    { statement: 'The venue fee is €900.', told: ['they raised the venue fee to €1,100'], past: 'the venue fee used to be €800' },
    { statement: 'The tasting is at 18:30.', told: ['they moved the tasting to 19:30', 'they pushed the tasting an hour later, 19:30'], past: 'the tasting used to be at 17:30' },
  ],
  tr: [
    { statement: 'Ekspertiz saat 10:30.', told: ['ekspertizi bir saat öne çekmişler, 09:30'], past: 'ekspertiz eskiden 09:00 olurdu' },
    { statement: 'Sunum saat 15:00.', told: ["sunumu 16:00'ya almışlar"], past: 'sunum eskiden 14:00 olurdu' },
    { statement: 'Bilet 200 TL.', told: ['bileti 250 TL yapmışlar'], past: 'müdür eskiden biletin 150 TL olduğunu söyledi' },
  ],
};
const FILLER: Record<Language, string> = { en: 'we finally heard back', tr: 'sonunda dönüş geldi' };

export function toldCases(): fc.Arbitrary<ToldCase> {
  return pick<Language>(['en', 'tr']).chain((l) =>
    fc.tuple(pick(TOLD[l]), fc.nat({ max: 1 }), fc.nat({ max: 5 })).map(([t, which, form]): ToldCase => {
      const told = t.told[which % t.told.length]!;
      if (form <= 2) return { language: l, said: [t.statement, told], statement: { text: t.statement, replacedBy: 3 }, told: { text: told, turn: 3, kept: true }, shape: 'a value, then its change told' };
      if (form <= 4) return { language: l, said: [t.statement, t.past], statement: { text: t.statement }, told: { text: t.past, turn: 3, kept: false }, shape: 'a value, then the value that was' };
      // Told with its result, a change kept before nothing is still one item (an expected failure): the first telling alone.
      return { language: l, said: [FILLER[l], t.told[0]!], told: { text: t.told[0]!, turn: 3, kept: false }, shape: 'a change told with no statement before it' };
    }),
  );
}

/** A change told replaces the kept statement of its value and is a rule of its own, with its result; a value that was, or a change of nothing kept, is no item. */
export function propertyToldChange(extract: Extract): fc.IPropertyWithHooks<[ToldCase]> {
  return fc.property(toldCases(), (c) => checkTold(extract, c));
}
