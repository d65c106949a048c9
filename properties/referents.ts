import fc from 'fast-check';
import type { Statement } from '../core/compact/supersession.js';

/**
 * What a change that does not say its referent replaces (docs/compaction.md,
 * the supersession rule, the nineteenth round):
 *
 * - a relative change that names nothing but the move ("push it half an
 *   hour later", "onu bir saat ileri al") replaces the rule whose value the
 *   assistant's turn it answers names, not the latest rule of that kind;
 *   when that turn names a value no rule set ("Deniz arrives at 16:00"), it
 *   replaces nothing;
 * - a word put right by another with no number ("matte" → "glossy not
 *   matte", "çim değil sentetik olsun") replaces the rule that says it;
 *   the same form about another thing ("the poster is glossy not matte"),
 *   asked ("çim değil mi?") or saying what something is not ("sorun çim
 *   değil") replaces nothing.
 *
 * Stated against statements this file writes from its own tables, with the
 * answer each was written to have — never with the extractor's patterns.
 */
function fail(message: string): never {
  throw new Error(message);
}

/** For each earlier statement, the index in `later` of the statement that replaces it (`findSupersessors`'s shape). */
export type Replacements = (earlier: readonly Statement[], later: readonly Statement[]) => (number | undefined)[];

const said = (text: string, turn: number, answers?: string): Statement => ({ text, turn, context: text, ...(answers === undefined ? {} : { answers }) });

/** A rule with a time, the thing it times (as the assistant names it), and the time. */
interface Timed {
  rule: string;
  thing: string;
  time: string;
}
const EN_TIMED: Timed[] = [
  { rule: 'the sourdough bake has to start at 05:00', thing: 'Sourdough bake', time: '05:00' },
  { rule: 'evening training starts at 18:00', thing: 'Evening training', time: '18:00' },
  { rule: 'the ferry must leave at 07:15', thing: 'The ferry', time: '07:15' },
  { rule: 'lunch service has to start at 12:30', thing: 'Lunch service', time: '12:30' },
];
const TR_TIMED: Timed[] = [
  { rule: "sabah seferi 07:15'te kalksın", thing: 'Sabah seferi', time: '07:15' },
  { rule: "öğle yemeği 12:30'da başlasın", thing: 'Öğle yemeği', time: '12:30' },
  { rule: "antrenman 18:00'de başlasın", thing: 'Antrenman', time: '18:00' },
  { rule: "fırın 05:00'te yansın", thing: 'Fırın', time: '05:00' },
];
const EN_MOVES = ['push it half an hour later', 'move it an hour earlier', 'make it an hour later'];
const TR_MOVES = ['onu bir saat ileri al', 'yarım saat geri al', 'onu yarım saat ileri at'];
/** A time no rule above sets. */
const UNSET = ['16:00', '09:40', '21:10'];

/**
 * [earlier statements, the change, the index of the earlier one it replaces or -1]: a rule, another rule of its kind
 * said since, and a change answering a turn that names the first, or (a look-alike) a time no rule set.
 */
const moved: fc.Arbitrary<[Statement[], Statement, number]> = fc
  .tuple(fc.boolean(), fc.nat(), fc.nat(), fc.nat(), fc.integer({ min: 1, max: 12 }), fc.constantFrom('named', 'named', 'unset'))
  .map(([turkish, r, o, m, gap, form]): [Statement[], Statement, number] => {
    const table = turkish ? TR_TIMED : EN_TIMED;
    const rule = table[r % table.length]!;
    const other = table[(r + 1 + (o % (table.length - 1))) % table.length]!;
    const moves = turkish ? TR_MOVES : EN_MOVES;
    const earlier = [said(rule.rule, 2), said(other.rule, 2 + gap)];
    const unset = UNSET[o % UNSET.length]!;
    const answers =
      form === 'unset'
        ? turkish ? `Müdür bey yarın ${unset}'da gelecek.` : `Deniz, the physio, arrives at ${unset}.`
        : turkish ? `${rule.thing} ${rule.time}, öyle kalıyor.` : `${rule.thing} at ${rule.time}, as you said.`;
    return [earlier, said(moves[m % moves.length]!, 4 + gap, answers), form === 'unset' ? -1 : 0];
  });

/** A rule with a word for its value, the word, and another value for it. */
interface Worded {
  rule: string;
  old: string;
  fresh: string;
}
const EN_WORDED: Worded[] = [
  { rule: 'the flyers have to be on matte paper', old: 'matte', fresh: 'glossy' },
  { rule: 'the changing room has to be painted blue', old: 'blue', fresh: 'green' },
  { rule: 'the tables must have white cloths', old: 'white', fresh: 'cream' },
];
const TR_WORDED: Worded[] = [
  { rule: 'tostlar ayçiçek yağıyla yapılsın', old: 'ayçiçek', fresh: 'zeytinyağı' },
  { rule: 'maçlar çim sahada oynansın', old: 'çim', fresh: 'sentetik' },
  { rule: 'kantin ödemeleri havaleyle alınsın', old: 'havale', fresh: 'kartla' },
];
const EN_CORRECTS = [(w: Worded) => `${w.fresh} not ${w.old}`, (w: Worded) => `${w.fresh}, not ${w.old}`];
const TR_CORRECTS = [(w: Worded) => `${w.old} değil ${w.fresh} olsun`, (w: Worded) => `${w.old} değil ${w.fresh} yapalım o zaman`];
const EN_NOT = [(w: Worded) => `the poster is ${w.fresh} not ${w.old}`, (w: Worded) => `is it ${w.fresh} not ${w.old}?`, (w: Worded) => `the ${w.old} is not great, but fine`];
const TR_NOT = [(w: Worded) => `sorun ${w.old} değil`, (w: Worded) => `${w.old} değil mi?`, (w: Worded) => `müdür ${w.old} değil ${w.fresh} istiyor`];

/** [earlier statements, the correction, the index it replaces or -1]: a rule and a correction of its word, or a near miss. */
const corrected: fc.Arbitrary<[Statement[], Statement, number]> = fc
  .tuple(fc.boolean(), fc.nat(), fc.nat(), fc.integer({ min: 1, max: 12 }), fc.constantFrom('corrects', 'corrects', 'not'))
  .map(([turkish, r, f, gap, form]): [Statement[], Statement, number] => {
    const table = turkish ? TR_WORDED : EN_WORDED;
    const rule = table[r % table.length]!;
    const forms = form === 'corrects' ? (turkish ? TR_CORRECTS : EN_CORRECTS) : turkish ? TR_NOT : EN_NOT;
    return [[said(rule.rule, 2)], said(forms[f % forms.length]!(rule), 2 + gap), form === 'corrects' ? 0 : -1];
  });

export function propertyReferent(replacements: Replacements): fc.IPropertyWithHooks<[[Statement[], Statement, number]]> {
  return fc.property(fc.oneof(moved, corrected), ([earlier, change, replaced]) => {
    const got = replacements(earlier, [change]);
    earlier.forEach((e, j) => {
      const replacedHere = got[j] === 0;
      if (replacedHere !== (j === replaced)) {
        fail(`${JSON.stringify(e.text)} then ${JSON.stringify(change.text)} (answering ${JSON.stringify(change.answers)}): ${replacedHere ? 'replaced' : 'not replaced'}`);
      }
    });
  });
}
