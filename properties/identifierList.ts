import fc from 'fast-check';
import { KINDS } from './identifiers.js';

/**
 * The summary's identifier list (`extractSummary`'s `identifiers`,
 * docs/compaction.md) and how a summary that must fit sheds it
 * (`fitSummary`), specified against conversations generated here: values
 * of five kinds (tickets, versions, hosts, IBANs, image references), each
 * named by the user, the assistant or a tool, in the spelling each would
 * use (a tool prints a ticket in lower case and an IBAN without its
 * spaces). Nothing here reads how the list is made: the expectations are
 * the generated values and who named them.
 */
export interface ListTurn {
  n: number;
  role: 'user' | 'assistant' | 'tool';
  text: string;
  calls?: string[];
}
interface ListItem {
  text: string;
  turns: number[];
  supersededBy?: number;
}
interface ListContent {
  constraints: ListItem[];
  decisions: ListItem[];
  rejected: ListItem[];
  openQuestions: ListItem[];
  identifiers: ListItem[];
}
interface ListSummary {
  covers: number;
  language: 'tr' | 'en';
  content: ListContent;
}

export interface IdentifierListParts {
  extractSummary(input: { turns: ListTurn[]; previous: ListContent; language: 'tr' | 'en'; maxTurn: number }): ListContent;
  fitSummary(summary: ListSummary, budget: number, cost: (text: string) => number): ListSummary | undefined;
}

type Role = 'user' | 'assistant' | 'tool';

/** A value, and one mention of it: who, in which turn order. */
interface Mention {
  value: number;
  role: Role;
}
export interface Named {
  values: string[];
  kinds: string[];
  mentions: Mention[];
  language: 'tr' | 'en';
}

const empty = (): ListContent => ({ constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] });

/** One value, whatever its case or spacing: the documented identity of the list. */
const valueOf = (text: string): string => text.toLowerCase().replace(/\s+/gu, '');

/** How each role writes a value: a tool prints tickets in lower case and IBANs without their spaces. */
function spelling(value: string, kind: string, role: Role): string {
  if (role !== 'tool') return value;
  if (kind === 'ticket') return value.toLowerCase();
  if (kind === 'iban') return value.replace(/ /gu, '');
  return value;
}

const USED = ['ticket', 'version', 'host', 'iban', 'image'] as const;

/** Two to six values of different identity, none inside another, and eight to sixteen mentions of them in a random order. */
export function named(): fc.Arbitrary<Named> {
  const value = fc.constantFrom(...USED).chain((kind) => KINDS[kind].map((v) => ({ kind, v })));
  return fc
    .tuple(
      fc.uniqueArray(value, { minLength: 2, maxLength: 6, selector: (x) => valueOf(x.v) }),
      fc.constantFrom<'tr' | 'en'>('tr', 'en'),
    )
    .filter(([vs]) => vs.every((a, i) => vs.every((b, j) => i === j || !valueOf(b.v).includes(valueOf(a.v)))))
    .chain(([vs, language]) =>
      fc
        .array(fc.record({ value: fc.nat({ max: vs.length - 1 }), role: fc.constantFrom<Role>('user', 'assistant', 'tool') }), { minLength: 8, maxLength: 16 })
        .map((mentions) => ({ values: vs.map((x) => x.v), kinds: vs.map((x) => x.kind), mentions, language })),
    );
}

/** The turns of a conversation: a user's question is answered at once, a tool's result follows the call for it. */
export function turnsOf(c: Named): ListTurn[] {
  const turns: ListTurn[] = [];
  const add = (role: Role, text: string, calls?: string[]): void => {
    turns.push({ n: turns.length + 1, role, text, ...(calls === undefined ? {} : { calls }) });
  };
  for (const { value, role } of c.mentions) {
    const v = spelling(c.values[value]!, c.kinds[value]!, role);
    if (role === 'user') {
      add('user', c.language === 'tr' ? `${v} için durum nedir?` : `what is the status of ${v}?`);
      add('assistant', c.language === 'tr' ? 'Baktım, sorun yok.' : 'Looked, nothing wrong.');
    } else if (role === 'assistant') {
      add('assistant', c.language === 'tr' ? `Kontrol ettim: ${v} hazır.` : `Checked ${v}, all fine.`);
    } else {
      add('assistant', '', ['lookup({})']);
      add('tool', `${c.kinds[value]}=${v}\nstatus=open`);
    }
  }
  return turns;
}

/** The spelling a value is listed in: the user's, else the assistant's, else the first a tool printed. */
function expectedSpelling(c: Named, i: number): string {
  const roles = new Set(c.mentions.filter((m) => m.value === i).map((m) => m.role));
  const role: Role = roles.has('user') ? 'user' : roles.has('assistant') ? 'assistant' : 'tool';
  return spelling(c.values[i]!, c.kinds[i]!, role);
}

/** 2 for a value the user named, 1 for one the assistant named (and not the user), 0 for one only tools printed. */
function rank(c: Named, i: number): number {
  const roles = new Set(c.mentions.filter((m) => m.value === i).map((m) => m.role));
  return roles.has('user') ? 2 : roles.has('assistant') ? 1 : 0;
}

function fail(message: string): never {
  throw new Error(message);
}

/**
 * One value, one line: every value the conversation named is listed once, in
 * one spelling (another case or spacing is the same value) — the user's if
 * the user named it, else the assistant's, else the tool's — unless a kept
 * item of the summary spells it already; and what the user named comes
 * before what only the assistant named, which comes before what only tools
 * printed.
 */
export function propertyIdentifiersByValue(parts: IdentifierListParts): fc.IPropertyWithHooks<[Named]> {
  return fc.property(named(), (c) => {
    const turns = turnsOf(c);
    const content = parts.extractSummary({ turns, previous: empty(), language: c.language, maxTurn: turns.length });
    const list = content.identifiers.map((item) => item.text);
    const keys = list.map(valueOf);
    keys.forEach((k, i) => {
      if (keys.indexOf(k) !== i) fail(`one value listed twice: ${JSON.stringify(list)}`);
    });
    const kept = [...content.constraints, ...content.decisions, ...content.rejected, ...content.openQuestions].map((item) => valueOf(item.text)).join('\n');
    const mentioned = [...new Set(c.mentions.map((m) => m.value))];
    const at: number[] = [];
    for (const i of mentioned) {
      const k = valueOf(c.values[i]!);
      const j = keys.indexOf(k);
      if (j < 0) {
        if (!kept.includes(k)) fail(`${c.values[i]} neither listed nor spelled by a kept item: ${JSON.stringify(list)}`);
        continue;
      }
      if (list[j] !== expectedSpelling(c, i)) fail(`${c.values[i]} listed as ${list[j]}, not ${expectedSpelling(c, i)}: ${JSON.stringify(list)}`);
      at[i] = j;
    }
    for (const a of mentioned) {
      for (const b of mentioned) {
        if (at[a] === undefined || at[b] === undefined || rank(c, a) <= rank(c, b)) continue;
        if (at[a]! > at[b]!) fail(`${list[at[a]!]} (named by ${rank(c, a) === 2 ? 'the user' : 'the assistant'}) after ${list[at[b]!]}: ${JSON.stringify(list)}`);
      }
    }
  });
}

/**
 * A summary that must fit sheds its identifiers from the end of the list:
 * for any budget, the identifiers kept are the list's first ones, and a
 * smaller budget keeps no more of them.
 */
export function propertyIdentifiersShrinkFromTheEnd(parts: IdentifierListParts): fc.IPropertyWithHooks<[string[], number, number]> {
  const item = fc.constantFrom(...USED).chain((kind) => KINDS[kind]);
  return fc.property(fc.uniqueArray(item, { minLength: 2, maxLength: 12, selector: valueOf }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (values, x, y) => {
    const summary: ListSummary = {
      covers: 20,
      language: 'en',
      content: { ...empty(), constraints: [{ text: 'keep it short', turns: [1] }], identifiers: values.map((text, k) => ({ text, turns: [k + 2] })) },
    };
    // The cost is the text's length: independent of any tokenizer, and every identifier costs at least its characters.
    const cost = (text: string): number => text.length;
    const full = parts.fitSummary(summary, Number.MAX_SAFE_INTEGER, cost);
    if (full === undefined || full.content.identifiers.length !== values.length) fail('a summary within any budget was shrunk');
    // Past the header, the rule and every identifier with its separator and note: budgets from nothing to all of it, in thousandths.
    const high = 200 + values.reduce((sum, v) => sum + v.length + 8, 0);
    const kept = (share: number): string[] => {
      const fitted = parts.fitSummary(summary, Math.floor((share * high) / 1000), cost);
      return fitted === undefined ? [] : fitted.content.identifiers.map((i) => i.text);
    };
    const [small, large] = x <= y ? [kept(x), kept(y)] : [kept(y), kept(x)];
    for (const k of [small, large]) {
      if (k.some((text, i) => text !== values[i])) fail(`kept ${JSON.stringify(k)}, not the first of ${JSON.stringify(values)}`);
    }
    if (small.length > large.length) fail(`a smaller budget kept more: ${small.length} > ${large.length}`);
  });
}

/** Who wrote a rate (an amount per unit) in a generated conversation, and what it was. */
export interface Rate {
  language: 'tr' | 'en';
  /** The amount as written: a currency sign, digits grouped by thousands, cents or not. */
  amount: string;
  unit: string;
  /** The record the rate is worked out for, named by a tool and by the assistant beside the rate. */
  code: string;
  /** Who wrote the rate: the assistant alone (worked out from a tool's total), the user, or a tool. */
  by: Role;
}

/** Units a rate is written with in both languages (docs/compaction.md: per day, night, hour, kilo, person, month). */
const UNITS = { en: ['day', 'night', 'hr', 'kg', 'person', 'month'], tr: ['gece', 'kişi', 'ay', 'kg'] } as const;

function grouped(n: number, sep: string): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/gu, sep);
}

export function rates(): fc.Arbitrary<Rate> {
  return fc
    .record({
      language: fc.constantFrom<'tr' | 'en'>('tr', 'en'),
      sign: fc.constantFrom('€', '$', '£'),
      whole: fc.integer({ min: 2, max: 99_999 }),
      cents: fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }),
      unit: fc.nat({ max: 5 }),
      letters: fc.constantFrom('PO', 'INV', 'BK', 'KT', 'HV', 'SC'),
      number: fc.integer({ min: 100, max: 9999 }),
      by: fc.constantFrom<Role>('assistant', 'user', 'tool'),
    })
    .map(({ language, sign, whole, cents, unit, letters, number, by }) => {
      const cc = cents === undefined ? '' : String(cents).padStart(2, '0');
      // Turkish amounts in lira, grouped by dots with a comma before the cents; English ones by commas with a dot.
      const amount = language === 'tr' ? `₺${grouped(whole, '.')}${cc === '' ? '' : `,${cc}`}` : `${sign}${grouped(whole, ',')}${cc === '' ? '' : `.${cc}`}`;
      const units = UNITS[language];
      return { language, amount, unit: units[unit % units.length]!, code: `${letters}-${number}`, by };
    });
}

/** A question, a tool's record with its total, and the rate written by `by`. */
export function rateTurns(r: Rate): ListTurn[] {
  const rate = `${r.amount}/${r.unit}`;
  const tr = r.language === 'tr';
  const tool = r.by === 'tool' ? `{"kayit": "${r.code}", "birim": "${rate}"}` : `{"kayit": "${r.code}", "adet": 7}`;
  const user = r.by === 'user' ? (tr ? `Ayla (${rate}) dün işi bitirdi` : `Dale (${rate}) finished the stairs yesterday`) : tr ? 'birim başı ne tutuyor' : 'how much is that per unit';
  const assistant = tr ? `${r.code} için ${rate} ediyor.` : `${r.code} works out to ${rate}.`;
  return [
    { n: 1, role: 'user', text: user },
    { n: 2, role: 'assistant', text: '', calls: ['lookup({})'] },
    { n: 3, role: 'tool', text: tool },
    { n: 4, role: 'assistant', text: assistant },
  ];
}

/**
 * A rate only the assistant wrote, worked out from a tool's record ("$514.29/day"), is listed as its amount
 * ("$514.29") and after the record it is worked out for; a rate the user said or a tool printed is the conversation's
 * own, listed whole (or spelled whole by a kept item), and its amount alone is never a line.
 */
export function propertyWorkedRateAsAmount(parts: IdentifierListParts): fc.IPropertyWithHooks<[Rate]> {
  return fc.property(rates(), (r) => {
    const turns = rateTurns(r);
    const content = parts.extractSummary({ turns, previous: empty(), language: r.language, maxTurn: turns.length });
    const list = content.identifiers.map((item) => item.text);
    const kept = [...content.constraints, ...content.decisions, ...content.rejected, ...content.openQuestions].map((item) => item.text).join('\n');
    const rate = `${r.amount}/${r.unit}`;
    if (r.by === 'assistant') {
      if (list.includes(rate)) fail(`the worked rate ${rate} listed whole: ${JSON.stringify(list)}`);
      const at = list.indexOf(r.amount);
      if (at < 0) fail(`the worked rate's amount ${r.amount} not listed: ${JSON.stringify(list)}`);
      const code = list.indexOf(r.code);
      if (code > at) fail(`the amount ${r.amount} listed before the record ${r.code}: ${JSON.stringify(list)}`);
      return;
    }
    if (!list.includes(rate) && !kept.includes(rate)) fail(`${r.by}'s rate ${rate} neither listed nor kept whole: ${JSON.stringify(list)}`);
    if (list.includes(r.amount)) fail(`${r.by}'s rate listed as its amount ${r.amount}: ${JSON.stringify(list)}`);
  });
}
