import fc from 'fast-check';
import type { SummaryContent } from '../core/compact/summary.js';
import type { Extract } from './clauseRules.js';

/**
 * How the extractive summarizer reads what the user pasted (docs/compaction.md,
 * "the two summarizers": a quoted e-mail or a pasted table is left out of the
 * rules), on one user turn built here from hand-written parts: a pasted block,
 * the user's own rule, and an identifier of the user's own:
 *
 * - lines quoted with "> ", a table's rows (columns aligned by three spaces or
 *   more, separated by tabs, fields joined by " · ", or two rows or more of
 *   comma-separated values in one block), and a log's lines
 *   that open with their time ("[14:02:38] …") are someone else's words: a
 *   rule in them ("> Never pay the deposit in cash.", "No smoking   anywhere
 *   €200 fine") is no item;
 * - so is a line pasted with a table of two rows or more, in its block (no
 *   blank line between) and opening with a capital, a digit or a currency
 *   sign ("Do not pay more than the quote."); but not with one row (and one
 *   line of comma-separated values alone is no row at all: the user typing
 *   fast, whose words are read), not
 *   opening in lower case, not after a blank line, and not after quoted
 *   lines, which are no table: those are the user's, and a rule there is a
 *   rule;
 * - a log line is pasted alone: the user's words in its block are theirs;
 * - the identifiers in pasted lines are still listed, but as someone
 *   else's: after the one the user typed in their own words, though said
 *   before it.
 */

type Language = 'en' | 'tr';

export interface PastedCase {
  language: Language;
  text: string;
  /** Rules of the user's own lines, each a constraint word for word. */
  own: string[];
  /** Words of pasted rules: no item may hold them. */
  pasted: string[];
  /** Words of the user's own lines that some item holds (a lone line of comma-separated values, read as the user's). */
  read: string[];
  /** Identifiers listed in this order: the user's own, then the pasted one. */
  identifiers: string[];
  shape: string;
}

function summarize(extract: Extract, c: PastedCase): SummaryContent {
  const turns = [
    { n: 1, role: 'user' as const, text: c.text },
    { n: 2, role: 'assistant' as const, text: c.language === 'en' ? 'Noted.' : 'Not aldım.' },
  ];
  return extract({ turns, previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language: c.language, maxTurn: 2 });
}

export function checkPasted(extract: Extract, c: PastedCase): void {
  const s = summarize(extract, c);
  const say = (what: string): never => {
    throw new Error(`${c.shape}: ${what}: ${JSON.stringify(c.text)} → ${JSON.stringify(s)}`);
  };
  const constraints = s.constraints.map((i) => i.text);
  for (const rule of c.own) if (!constraints.includes(rule)) say(`the user's rule "${rule}" is no constraint`);
  const all = [...s.constraints, ...s.decisions, ...s.rejected, ...s.openQuestions].map((i) => i.text);
  for (const words of c.pasted) if (all.some((t) => t.includes(words))) say(`pasted words "${words}" are in an item`);
  for (const words of c.read) if (!all.some((t) => t.includes(words))) say(`the user's words "${words}" are in no item`);
  const listed = s.identifiers.map((i) => i.text);
  const at = c.identifiers.map((id) => listed.indexOf(id));
  if (at.some((k) => k < 0)) say(`not every identifier of ${JSON.stringify(c.identifiers)} is listed`);
  if (at.some((k, j) => j > 0 && k < at[j - 1]!)) say(`the identifiers are not listed in the order ${JSON.stringify(c.identifiers)}`);
}

const pick = <T>(list: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...list);

/** Rules as the user types them; as pasted lines, each would be a rule too. */
const RULES: Record<Language, string[]> = {
  en: ['Never pay the deposit in cash.', 'Do not park in the loading bay.', 'Never leave the gate open after 10pm.', 'Do not feed the guard dogs.', 'Never lend the van keys to anyone.', 'Do not use the freight lift.'],
  tr: ['Depozitoyu nakit ödemeyin.', 'Yükleme alanına park etmeyin.', 'Kapıyı açık bırakmayın.', 'Bekçi köpeklerini beslemeyin.', 'Minibüsün anahtarını kimseye vermeyin.', 'Yük asansörünü kullanmayın.'],
};
/** The words that identify each rule in an item. */
const core = (rule: string): string => rule.replace(/^\S+\s+/u, '').replace(/[.!]$/u, '');

/** A table's rows, rule-shaped, in three layouts: the rule, a place and a fine in columns. */
const ROW_PARTS: Record<Language, [rule: string, where: string, fine: string][]> = {
  en: [
    ['No smoking', 'anywhere', '€200 fine'],
    ['No pets', 'in the rooms', '€150 fine'],
    ['No parties', 'after 22:00', '€300 fine'],
  ],
  tr: [
    ['Sigara içmeyin', 'her yerde', '200 TL ceza'],
    ['Evcil hayvan sokmayın', 'odalara', '150 TL ceza'],
    ['Parti yapmayın', '22:00 sonrası', '300 TL ceza'],
  ],
};
type Layout = 'spaces' | 'tabs' | 'listing' | 'csv';
const row = (layout: Layout, [rule, where, fine]: [string, string, string]): string =>
  layout === 'spaces' ? `${rule}          ${where}    ${fine}` : layout === 'tabs' ? `${rule}\t${where}\t${fine}` : layout === 'listing' ? `${rule} · ${where} · ${fine}` : `${rule},${where},${fine}`;

/** A record number in a pasted line, and one the user types in a sentence of their own that is no rule. */
const PASTED_IDS = ['FL-2026-044', 'INV-88213', 'RZ-7731'];
const OWN_IDS = ['ORD-5531', 'SP-2026-0042', 'TCK-4410'];
const ownIdLine = (l: Language, id: string): string => (l === 'en' ? `I checked ${id} this morning.` : `Sabah ${id} kaydına baktım.`);
/** The user's rule after the pasted blocks, after a blank line. */
const OWN_AFTER: Record<Language, string> = { en: 'Do not call the landlord before Friday.', tr: 'Ev sahibini cumadan önce aramayın.' };
const LEADS: Record<Language, string> = { en: 'Here is what they sent:', tr: 'Gönderdikleri şu:' };

/** One block of the turn: its text, the user's rules in it and the pasted rules' words. */
interface Block {
  text: string;
  own: string[];
  pasted: string[];
  read?: string[];
  /** The pasted identifier is the user's here (a lone line of comma-separated values). */
  ownId?: boolean;
  shape: string;
}
const lowerFirst = (rule: string): string => `${rule[0]!.toLowerCase()}${rule.slice(1)}`;

/** A quoted e-mail, then the user's own rule, capitalised, in the same block: quoted lines are no table. */
function quoteBlock(pastedRule: string, ownRule: string, pastedId: string): Block {
  return { text: `> ${pastedRule}\n> Ref ${pastedId}.\n${ownRule}`, own: [ownRule], pasted: [core(pastedRule)], shape: 'a quoted e-mail, the user’s rule after it' };
}
/** A table: two rows with a capitalised line of its document in its block; two rows with the user's rule in lower case; or one row, no table, the capitalised line after it the user's. */
function tableBlock(variant: number, layout: Layout, rows: [string, string, string][], rule: string, pastedId: string): Block {
  const first = row(layout, rows[0]!);
  const second = row(layout, [rows[1]![0], rows[1]![1], `${rows[1]![2]} ${pastedId}`]);
  if (variant === 0) return { text: `${first}\n${second}\n${rule}`, own: [], pasted: [rows[0]![0], rows[1]![0], core(rule)], shape: `a table (${layout}) of two rows with a line of its document` };
  if (variant === 1) return { text: `${first}\n${second}\n${lowerFirst(rule)}`, own: [lowerFirst(rule)], pasted: [rows[0]![0], rows[1]![0]], shape: `a table (${layout}) of two rows, the user’s rule in lower case in its block` };
  // One line of comma-separated values is the user typing: its words are read, its identifier is the user's.
  if (layout === 'csv') return { text: `${second}\n${rule}`, own: [rule], pasted: [], read: [rows[1]![0]], ownId: true, shape: 'one line of comma-separated values, the user’s rule in its block' };
  return { text: `${second}\n${rule}`, own: [rule], pasted: [rows[1]![0]], shape: `one row (${layout}), the user’s rule in its block` };
}
/** A log's lines, pasted alone: the user's rule in their block, capitalised or not, is theirs. */
function logBlock(capital: boolean, pastedRule: string, docRule: string, ownRule: string): Block {
  const mine = capital ? ownRule : lowerFirst(ownRule);
  return { text: `[14:02:38] ${pastedRule}\n[14:02:41] ${docRule}\n${mine}`, own: [mine], pasted: [core(pastedRule), core(docRule)], shape: `log lines, the user’s rule in their block${capital ? '' : ' in lower case'}` };
}

export function pastedCases(): fc.Arbitrary<PastedCase> {
  return pick<Language>(['en', 'tr']).chain((l) =>
    fc
      .tuple(
        fc.shuffledSubarray(RULES[l], { minLength: 6, maxLength: 6 }),
        fc.shuffledSubarray(ROW_PARTS[l], { minLength: 3, maxLength: 3 }),
        pick<Layout>(['spaces', 'tabs', 'listing', 'csv']),
        pick(PASTED_IDS),
        pick(OWN_IDS),
        fc.nat({ max: 2 }),
        fc.boolean(),
        // The table in every turn (its three variants are the finest distinctions), the quote and the log in most.
        fc.shuffledSubarray([0, 1, 2, 1], { minLength: 3, maxLength: 4 }).map((k) => [...new Set(k)]),
        fc.boolean(),
      )
      .map(([rules, rows, layout, pastedId, ownId, variant, capital, which, ownRuleLast]): PastedCase => {
        // Each block after a blank line; the quote, the table and the log in any order, the table always.
        const blocks = which.map((k) =>
          k === 0 ? quoteBlock(rules[0]!, rules[1]!, pastedId) : k === 1 ? tableBlock(variant, layout, rows, rules[2]!, pastedId) : logBlock(capital, rules[3]!, rules[4]!, rules[5]!),
        );
        // The user's own rule after a blank line, and a sentence of theirs with their identifier last.
        const last = ownRuleLast ? [OWN_AFTER[l]] : [];
        const text = [LEADS[l], ...blocks.map((b) => b.text), [...last, ownIdLine(l, ownId)].join('\n')].join('\n\n');
        const has = (k: number): boolean => which.includes(k);
        return {
          language: l,
          text,
          own: [...blocks.flatMap((b) => b.own), ...last],
          pasted: blocks.flatMap((b) => b.pasted),
          read: blocks.flatMap((b) => b.read ?? []),
          // The pasted identifier is in the quote or in the table's second row; a log carries none. In a lone line of
          // comma-separated values it is the user's, in an item that spells it: not listed again.
          identifiers: blocks.some((b) => b.ownId === true) ? [ownId] : has(0) || has(1) ? [ownId, pastedId] : [ownId],
          shape: blocks.map((b) => b.shape).join('; '),
        };
      }),
  );
}

/** Quoted, tabled and logged lines, and a table's document lines in its block, are no item; the user's own lines around them are read; pasted identifiers are listed after the user's own. */
export function propertyPastedLines(extract: Extract): fc.IPropertyWithHooks<[PastedCase]> {
  return fc.property(pastedCases(), (c) => checkPasted(extract, c));
}
