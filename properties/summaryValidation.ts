import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import type { SummaryContent, SummaryInput, SummaryItem, SummaryKey, SummaryTurn } from '../core/compact/summary.js';
import type { SummaryValidation } from '../core/compact/validateSummary.js';
import { LISTS, oneLine, quoted } from './reference/summaryText.js';

/** `validateSummary`, or a broken one. */
export type Validate = (output: unknown, input: SummaryInput) => SummaryValidation;

/** An identifier each place the summarized text holds, found in that place only. */
const IN_TURN = ['SP-2026-0042', 'Zehra Aksoy', 'İADE-77310', 'a · b'];
const IN_CALL = 'ORD-991';
const IN_PREVIOUS = 'PRV-12';
const IN_CARRIED = 'CAR-7';
/** Said in a turn, so an item may quote it although it reads like a refusal. */
const SAID_REFUSAL = "I'm sorry, the parcel is late.";

/** Item texts that are not refusals, some with words an error page has (an item may hold them), some to be made one line. */
const ITEM_TEXTS = [
  'Yanıtları Türkçe yaz.', 'hata mesajlarını İngilizce bırak', 'Error messages stay in English', 'the 502 page must be shown',
  'Bad Gateway pages are fine to quote', '  kısa\n\ttut  ', 'no\u00a0emoji\u2028in drafts', 'İĞDIR ılık IŞIK', 'Sorry to keep you waiting is fine',
  'rule (3)', '<summary>x</summary>', 'kahve · çay', 
];

/** Item texts that read like refusals and that no turn said: the checked start, and the phrases found anywhere. */
const REFUSALS = [
  "I'm sorry, I can't list these.", 'ÖZÜR DİLERİM, yapamıyorum', 'Well, as an AI language model I will not.', 'Note: as an AI model, no.',
  'Not: yapay zeka dil modeli olarak yazamam', 'Şunu söyleyeyim, bir yapay zeka olarak yazamam', 'ÜZGÜNÜM', 'İ’M SORRY', 'MAALESEF olmaz',
];

/** Whole outputs that are not a summary but a failure: apologies, refusals, error lines, pages and bodies (none of them JSON). */
export const ERROR_LOOKING = [
  "I'm sorry, but I can't help with that.", 'I apologize for the confusion.', 'Unfortunately, I cannot summarize this.', 'Üzgünüm, yapamam.',
  'İ’M SORRY', 'ÖZÜR DİLERİM', 'MAALESEF', 'Well, as an AI language model I will not.', 'Note: as an AI model, no.',
  'Not: yapay zeka dil modeli olarak yazamam', 'Şunu söyleyeyim, bir yapay zeka olarak yazamam',
  'An error occurred.', 'EXCEPTION in thread main', 'Traceback (most recent call last):', 'Bir hata oluştu', 'HATA', 'x-error', 'İşlem: HATA!',
  'Bad Gateway', 'Service Unavailable', 'gateway timeout', 'Gateway Time-out', 'Too Many Requests',
  'rate limit reached', 'Quota exceeded for today', 'Request timed out', 'upstream connect failed', 'Connection refused', 'Unauthorized', 'Forbidden',
  '<!DOCTYPE html><title>x</title>', '<HTML><body>oops</body></HTML>', "<?xml version='1.0'?><e/>", '500 oops', '429 slow down', '504\nbody',
  '{"message": "nope"', '{ "status": 500', '{\n"detail": "x"', '{"error"',
  `Error: ${'x'.repeat(72)}`, `Error: ${'x'.repeat(73)}`, `Error: ${'x'.repeat(74)}`, `Error:  ${'x'.repeat(72)}\n`,
];

/** Failures that are JSON as they stand (a bare status code): only their JSON string is a string to look at. */
const ERROR_STRINGS = ['503', '404 ', ' 429', "  I'm sorry", '\n<html>', ' {"error" ', '\t{"status"'];

/** Whole outputs that are neither JSON nor a failure: refused as malformed. */
export const NOT_ERRORS = [
  'Here is your summary: none', 'terrorism', 'errors fixed', 'mirrors', 'hatalı kayıt', 'error2', '1234 rows', '12 rows', '<p>fine</p>', 'a <html>',
  'Sorry to keep you waiting', 'bad gate way', '5 rows', '12345 rows', 'no error2 here', 'hatası var', '{"errors": [', '{"summary": ', "{'status': 1", 'gateway', '```js\n{"constraints": []}\n```', '{"constraints": []} and more',
  '```json\n{"constraints": []}\n``` trailing', 'unauthorised', 'Result: {"message": "ok"', 'see <!doctype>',
];

interface Drawn {
  maxTurn: number;
  /** Turns that stay raw after the range; -1: the `later` key left out. */
  later: number;
  rows: { key: SummaryKey; text: number; turns: number[]; mark: number | undefined }[];
  form: number;
}

function inputFor(maxTurn: number, later: number): SummaryInput {
  const turns: SummaryTurn[] = [];
  for (let n = 1; n <= maxTurn; n++) {
    const user = n % 2 === 1;
    turns.push({
      n,
      role: user ? 'user' : 'assistant',
      text: n === 1 ? `Order ${IN_TURN.join(', ')} for Zehra.` : n === 2 ? SAID_REFUSAL : user ? 'Kısa tut.' : '',
      ...(user ? {} : { calls: [`lookup(${JSON.stringify({ id: n === 2 ? IN_CALL : 'none' })})`] }),
    });
  }
  const laterTurns: SummaryTurn[] = Array.from({ length: Math.max(0, later) }, (_, k) => ({ n: maxTurn + 1 + k, role: 'user' as const, text: 'LATER-ONLY' }));
  return {
    turns,
    previous: { constraints: [{ text: `Keep ${IN_PREVIOUS}`, turns: [1] }], decisions: [], rejected: [], openQuestions: [], identifiers: [] },
    // No carried text when four turns are summarized.
    ...(maxTurn === 4 ? {} : { carried: `Old: ${IN_CARRIED}` }),
    language: 'en',
    maxTurn,
    // No later turns: the key left out (-1), or an empty list (0).
    ...(later < 0 ? {} : { later: laterTurns }),
  };
}

function drawn(): fc.Arbitrary<Drawn> {
  return fc.integer({ min: 2, max: 9 }).chain((maxTurn) =>
    fc.record({
      maxTurn: fc.constant(maxTurn),
      later: fc.integer({ min: -1, max: 3 }),
      rows: fc.array(
        fc.record({
          key: fc.constantFrom(...LISTS),
          text: fc.nat(),
          turns: fc.array(fc.integer({ min: 1, max: maxTurn }), { minLength: 1, maxLength: 4 }),
          mark: fc.option(fc.nat(), { nil: undefined }),
        }),
        { minLength: 1, maxLength: 7 },
      ),
      form: fc.nat({ max: 7 }),
    }),
  );
}

const IDENTIFIERS = [IN_TURN[0]!, IN_TURN[1]!, IN_TURN[2]!, IN_CALL, IN_PREVIOUS, IN_CARRIED, `  ${IN_TURN[0]}\n`];

/** The valid output the draw describes, and what validation must give back for it. */
function validOutput(d: Drawn): { output: Record<SummaryKey, Record<string, unknown>[]>; content: SummaryContent } {
  const lastTurn = d.maxTurn + Math.max(0, d.later);
  const output = { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] } as Record<SummaryKey, Record<string, unknown>[]>;
  const content: SummaryContent = { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] };
  for (const row of d.rows) {
    const ids = d.maxTurn === 4 ? IDENTIFIERS.filter((id) => id !== IN_CARRIED) : IDENTIFIERS;
    const text = row.key === 'identifiers' ? ids[row.text % ids.length]! : [...ITEM_TEXTS, SAID_REFUSAL][row.text % (ITEM_TEXTS.length + 1)]!;
    const turns = [...new Set(row.turns)].sort((a, b) => a - b);
    const high = turns[turns.length - 1]!;
    const by = row.mark === undefined || high >= lastTurn ? undefined : high + 1 + (row.mark % (lastTurn - high));
    output[row.key].push({ text, turns: [...row.turns], ...(by === undefined ? {} : { supersededBy: by }) });
    content[row.key].push({ text: oneLine(text), turns, ...(by === undefined ? {} : { supersededBy: by }) });
  }
  return { output, content };
}

/** The same output as a model may send it: an object, JSON text, JSON in one Markdown fence. */
function sent(output: unknown, form: number): unknown {
  const json = JSON.stringify(output, null, form % 2 === 0 ? undefined : 1);
  switch (form) {
    case 0: return output;
    case 1: return json;
    case 2: return `\n  ${json}\t\n`;
    case 3: return `\`\`\`json\n${json}\n\`\`\``;
    case 4: return `  \`\`\`\n${json}\n\`\`\`\n`;
    case 5: return `\`\`\`json \t\r\n${json}\r\n\`\`\``;
    default: return output;
  }
}

/** A fault put in, and the refusal it must get: its reason, and the field its detail starts with (or text it quotes). */
interface Fault {
  what: string;
  output: unknown;
  reason: 'empty' | 'malformed' | 'error-text';
  /** The detail starts with `path: `. */
  path?: string;
  /** The detail contains this. */
  quotes?: string;
  /** The detail ends with this (the allowed range). */
  range?: string;
}

type Output = Record<string, unknown>;

function faults(d: Drawn, valid: Record<SummaryKey, Record<string, unknown>[]>, pick: number): Fault[] {
  const lastTurn = d.maxTurn + Math.max(0, d.later);
  const copy = (): Output => JSON.parse(JSON.stringify(valid)) as Output;
  const out: Fault[] = [];
  const top = (what: string, edit: (o: Output) => void, reason: Fault['reason'], path?: string, quotes?: string): void => {
    const o = copy();
    edit(o);
    out.push({ what, output: o, reason, ...(path === undefined ? {} : { path }), ...(quotes === undefined ? {} : { quotes }) });
  };
  top('an unknown key', (o) => { o.extra = []; }, 'malformed', undefined, '"extra"');
  top('an unknown key named like a list', (o) => { o.Constraints = []; }, 'malformed', undefined, '"Constraints"');
  // An unknown key's refusal says which keys there are.
  for (const fault of out.slice(-2)) fault.range = LISTS.join(', ');
  top('an error body beside the lists', (o) => { o.error = { message: 'x' }; }, 'error-text');
  top('a detail key beside the lists', (o) => { o.detail = 'x'; }, 'error-text');
  for (const key of LISTS) {
    top(`${key} left out`, (o) => { delete o[key]; }, 'malformed', key);
    for (const bad of [{}, 'x', null, 3, { 0: { text: 'a', turns: [1] }, length: 1 }]) top(`${key} as ${JSON.stringify(bad)}`, (o) => { o[key] = bad; }, 'malformed', key);
  }
  out.push({ what: 'five empty lists', output: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, reason: 'empty' });
  out.push({ what: 'five empty lists as JSON text', output: '{"constraints":[],"decisions":[],"rejected":[],"openQuestions":[],"identifiers":[]}', reason: 'empty' });
  out.push({ what: 'a list of the lists', output: [valid], reason: 'malformed' });
  out.push({ what: 'a list of the lists as JSON text', output: JSON.stringify([valid]), reason: 'malformed' });
  out.push({ what: 'a number', output: 5, reason: 'malformed' }, { what: 'a number as JSON text', output: '5', reason: 'malformed' });
  out.push({ what: 'true', output: true, reason: 'malformed' }, { what: 'null as JSON text', output: 'null', reason: 'malformed' });
  out.push({ what: 'undefined', output: undefined, reason: 'empty' }, { what: 'null', output: null, reason: 'empty' });
  for (const blank of ['', '  \n\t', '```json\n\n```', '```\n  \n```', '\u00a0']) out.push({ what: `blank ${JSON.stringify(blank)}`, output: blank, reason: 'empty' });
  // The texts do not depend on the draw: a run checks a quarter of them (20 runs check each five times).
  for (const text of ERROR_LOOKING.filter((_, k) => k % 4 === pick % 4)) {
    out.push({ what: `error text ${JSON.stringify(text)}`, output: text, reason: 'error-text', quotes: quoted(text) });
    // As a JSON string, with white space around it every other time (the string is looked at trimmed).
    const padded = ERROR_LOOKING.indexOf(text) % 2 === 0 ? text : `\n ${text} `;
    out.push({ what: `error text ${JSON.stringify(padded)} as a JSON string`, output: JSON.stringify(padded), reason: 'error-text', quotes: quoted(text) });
  }
  for (const text of ERROR_STRINGS) out.push({ what: `error text ${JSON.stringify(text)} as a JSON string`, output: JSON.stringify(text), reason: 'error-text', quotes: quoted(text) });
  for (const text of NOT_ERRORS.filter((_, k) => k % 4 === pick % 4)) {
    out.push({ what: `text ${JSON.stringify(text)}`, output: text, reason: 'malformed', quotes: quoted(text) });
    out.push({ what: `text ${JSON.stringify(text)} as a JSON string`, output: JSON.stringify(text), reason: 'malformed' });
  }
  out.push({ what: 'an error body', output: { error: { message: 'rate limited', code: 429 } }, reason: 'error-text', quotes: quoted(JSON.stringify({ error: { message: 'rate limited', code: 429 } })) });
  const one = '{"constraints":[{"text":"Kısa tut.","turns":[1]}],"decisions":[],"rejected":[],"openQuestions":[],"identifiers":[]}';
  for (const text of [`Here you go:\n\`\`\`json\n${one}\n\`\`\``, `\`\`\`json\n${one}\n\`\`\`\nDone.`, `\`\`\`jsonc\n${one}\n\`\`\``, `\`\`\`json\n${one}\`\`\``]) {
    out.push({ what: `a fence that is not the whole text: ${JSON.stringify(text)}`, output: text, reason: 'malformed', quotes: quoted(text) });
  }
  out.push({ what: 'a detail body as JSON text', output: '{"detail": "Not Found"}', reason: 'error-text', quotes: '{"detail":"Not Found"}' });

  // One item's fields, one at a time.
  const items = LISTS.flatMap((key) => valid[key].map((_, i) => [key, i] as const));
  const [key, i] = items[pick % items.length]!;
  const path = `${key}[${i}]`;
  const item = (what: string, edit: (it: Output) => unknown, reason: Fault['reason'], at: string, range?: string): void => {
    const o = copy();
    const list = o[key] as Output[];
    const replaced = edit(list[i]!);
    if (replaced !== undefined) list[i] = replaced as Output;
    out.push({ what: `${path}: ${what}`, output: o, reason, path: at, ...(range === undefined ? {} : { range }) });
  };
  for (const bad of [null, 'x', [], 5, true]) item(`the item as ${JSON.stringify(bad)}`, () => (bad === null ? null : bad), 'malformed', path);
  item('an unknown key', (it) => { it.note = 'x'; }, 'malformed', path, 'text, turns, supersededBy');
  item('a key of the summary', (it) => { it.covers = 1; }, 'malformed', path, 'text, turns, supersededBy');
  for (const bad of [undefined, 5, null, '', '  \n\t', '\u00a0\u3000', 'a\ud800b', '\udfff', ['a']]) {
    item(`text ${JSON.stringify(bad)}`, (it) => { if (bad === undefined) delete it.text; else it.text = bad; }, 'malformed', `${path}.text`);
  }
  for (const bad of [undefined, 'x', [], null, {}]) item(`turns ${JSON.stringify(bad)}`, (it) => { if (bad === undefined) delete it.turns; else it.turns = bad; }, 'malformed', `${path}.turns`);
  for (const bad of [0, -1, d.maxTurn + 1, 1.5, '1', null, Number.NaN, Number.POSITIVE_INFINITY]) {
    item(`a turn ${String(bad)}`, (it) => { it.turns = [...(it.turns as number[]), bad]; }, 'malformed', `${path}.turns`, `1 to ${d.maxTurn}`);
  }
  const turns = [...new Set((valid[key][i]!.turns as number[]))].sort((a, b) => a - b);
  const high = turns[turns.length - 1]!;
  const range = `after ${high} and at most ${lastTurn}`;
  for (const bad of [high, turns[0]! - 1, lastTurn + 1, high + 0.5, String(high + 1), null, Number.NaN, 0]) {
    item(`supersededBy ${String(bad)}`, (it) => { it.supersededBy = bad; }, 'malformed', `${path}.supersededBy`, range);
  }
  // Refused as error text before an identifier is looked for in the turns.
  for (const text of REFUSALS) item(`a refusal ${JSON.stringify(text)}`, (it) => { it.text = text; }, 'error-text', path);
  if (key === 'identifiers') {
    for (const absent of ['ABSENT-1', 'was', 'here!', ...(d.maxTurn === 4 ? [IN_CARRIED] : [])]) item(`an identifier no turn holds: ${absent}`, (it) => { it.text = absent; }, 'malformed', path);
    item('an identifier only a later turn holds', (it) => { it.text = 'LATER-ONLY'; }, 'malformed', path);
    item('an identifier re-typed', (it) => { it.text = 'SP-2026-42'; }, 'malformed', path);
    item('an identifier across two turns', (it) => { it.text = "Zehra.I'm"; }, 'malformed', path);
    item('an identifier with the separator', (it) => { it.text = IN_TURN[3]; }, 'malformed', path);
    // Each occurs in the turn "a · b", so only the separator's half refuses it: "a ·" before another reads back cut.
    item('an identifier ending with half the separator', (it) => { it.text = 'a ·'; }, 'malformed', path);
    item('an identifier beginning with half the separator', (it) => { it.text = '· b'; }, 'malformed', path);
  }
  return out;
}

/** Changes that stay valid, and the content validation must give back. */
function stillValid(d: Drawn, valid: Record<SummaryKey, Record<string, unknown>[]>, content: SummaryContent, pick: number): { what: string; output: unknown; content: SummaryContent }[] {
  const items = LISTS.flatMap((key) => valid[key].map((_, i) => [key, i] as const));
  const [key, i] = items[pick % items.length]!;
  const out: { what: string; output: unknown; content: SummaryContent }[] = [];
  const edit = (what: string, change: (it: Record<string, unknown>) => void, want: (it: SummaryItem) => SummaryItem): void => {
    const o = JSON.parse(JSON.stringify(valid)) as Record<SummaryKey, Record<string, unknown>[]>;
    change(o[key][i]!);
    const c = JSON.parse(JSON.stringify(content)) as SummaryContent;
    c[key][i] = want(c[key][i]!);
    out.push({ what: `${key}[${i}]: ${what}`, output: o, content: c });
  };
  const lastTurn = d.maxTurn + Math.max(0, d.later);
  edit('turn 1 and the last turn', (it) => { it.turns = [d.maxTurn, ...(it.turns as number[]), 1]; delete it.supersededBy; }, (it) => {
    const { supersededBy: _, ...rest } = it;
    return { ...rest, turns: [...new Set([1, ...it.turns, d.maxTurn])].sort((a, b) => a - b) };
  });
  edit('replaced by the last turn there is', (it) => { it.turns = [1]; it.supersededBy = lastTurn; }, (it) => ({ ...it, turns: [1], supersededBy: lastTurn }));
  edit('replaced by the turn after its own', (it) => { it.turns = [1]; it.supersededBy = 2; }, (it) => ({ ...it, turns: [1], supersededBy: 2 }));
  edit('supersededBy left undefined', (it) => { it.supersededBy = undefined; }, (it) => {
    const { supersededBy: _, ...rest } = it;
    return rest;
  });
  if (key !== 'identifiers') {
    edit('a refusal a turn said', (it) => { it.text = ` ${SAID_REFUSAL}\n`; }, (it) => ({ ...it, text: SAID_REFUSAL }));
    edit('an error word', (it) => { it.text = 'Error:  keep the 503 page'; }, (it) => ({ ...it, text: 'Error: keep the 503 page' }));
    // Only identifiers share a line: another item may begin or end with the separator's half.
    edit('an item ending with half the separator', (it) => { it.text = 'kahve ·'; }, (it) => ({ ...it, text: 'kahve ·' }));
    edit('an item beginning with half the separator', (it) => { it.text = '· çay'; }, (it) => ({ ...it, text: '· çay' }));
  } else {
    for (const id of [IN_CALL, IN_PREVIOUS, ...(d.maxTurn === 4 ? [] : [IN_CARRIED]), '2026-0042']) edit(`an identifier ${id}`, (it) => { it.text = id; }, (it) => ({ ...it, text: id }));
    edit('an identifier that is the dot alone', (it) => { it.text = '·'; }, (it) => ({ ...it, text: '·' }));
  }
  return out;
}

function check(validate: Validate, output: unknown, input: SummaryInput): SummaryValidation {
  const result = validate(output, input);
  if (typeof result !== 'object' || result === null) throw new Error(`validation returned ${String(result)}`);
  return result;
}

/**
 * A summarizer's output is checked as docs/compaction.md says (K4): what the
 * schema allows is accepted and comes back one line an item, turns sorted
 * without repeats; every fault, put in alone, is refused for its reason
 * (`empty`, `malformed`, `error-text`), the detail naming the field (and the
 * turns it may be), or quoting the text it refused.
 */
export function propertySummaryValidatedByField(validate: Validate): fc.IPropertyWithHooks<[Drawn, number]> {
  return fc.property(drawn(), fc.nat(), (d, pick) => {
    const input = inputFor(d.maxTurn, d.later);
    const { output, content } = validOutput(d);
    const accepted = check(validate, sent(output, d.form), input);
    if (!accepted.ok) throw new Error(`a valid output (form ${d.form}) was refused: ${accepted.reason}: ${accepted.detail}`);
    if (!isDeepStrictEqual(accepted.content, content)) throw new Error(`accepted as ${JSON.stringify(accepted.content)}, expected ${JSON.stringify(content)}`);
    for (const ok of stillValid(d, output, content, pick)) {
      const got = check(validate, sent(ok.output, d.form), input);
      if (!got.ok) throw new Error(`${ok.what}: refused (${got.reason}: ${got.detail})`);
      if (!isDeepStrictEqual(got.content, ok.content)) throw new Error(`${ok.what}: accepted as ${JSON.stringify(got.content)}, expected ${JSON.stringify(ok.content)}`);
    }
    for (const fault of faults(d, output, pick)) {
      const got = check(validate, fault.output, input);
      const say = (why: string): Error => new Error(`${fault.what}: ${why}; got ${JSON.stringify(got)}`);
      if (got.ok) throw say('accepted');
      if (got.reason !== fault.reason) throw say(`refused as ${got.reason}, expected ${fault.reason}`);
      if (typeof got.detail !== 'string' || got.detail.trim() === '') throw say('no detail');
      if (fault.path !== undefined && !got.detail.startsWith(`${fault.path}: `)) throw say(`the detail does not name ${fault.path}`);
      if (fault.quotes !== undefined && !got.detail.includes(fault.quotes)) throw say(`the detail does not quote ${JSON.stringify(fault.quotes)}`);
      if (fault.range !== undefined && !got.detail.endsWith(fault.range)) throw say(`the detail does not end with ${JSON.stringify(fault.range)}`);
    }
  });
}

