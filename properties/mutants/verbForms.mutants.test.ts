import { describe, it } from 'vitest';
import { classifyClause } from '../../core/compact/clauseKind.js';
import { turkishForm } from '../../core/compact/turkishVerbs.js';
import { propertyTurkishVerbTable, propertyTurkishWordForms, typedAs, TYPINGS, VERB_FORMS, type ClassifyTurkish, type ReadForm, type Typing } from '../verbForms.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken readers of Turkish verb forms, each a plausible mistake: the real
 * `classifyClause` with its input or answer changed the way the mistake
 * would change it.
 */
const real: ClassifyTurkish = (c) => classifyClause(c, true);
/** Lower case with the Turkish letters as plain ones, for the mutants' own tests of a word. */
const plain = (t: string): string =>
  t.replace(/[Iİ]/gu, 'i').toLowerCase().replace(/[ıçğöşü]/gu, (c) => ({ ı: 'i', ç: 'c', ğ: 'g', ö: 'o', ş: 's', ü: 'u' })[c]!);
const lastWord = (t: string): string => plain(t).trim().split(/\s+/u).pop() ?? '';

const mutants: [string, ClassifyTurkish][] = [
  ['the negative obligation with a person ending read as an obligation', (c) => (/m[ae]m[ae]li(?:yim|sin|yiz|siniz|dir|ler|lar)$/u.test(lastWord(c)) ? 'constraint' : real(c))],
  ['the polite negative imperative (-mA(y)InIz) not read', (c) => (/m[ae]yiniz$/u.test(lastWord(c)) ? 'none' : real(c))],
  ["'let's not' (-mAyAlIm) read as a plan", (c) => (/m[ae]y[ae]lim$/u.test(lastWord(c)) ? 'decision' : real(c))],
  ['a tab or a line break between words read as no space', (c) => real(c.replace(/(\S)[\t\r\n]+(\S)/gu, '$1$2'))],
  ['capitals folded by toLowerCase (İ becomes i and a combining dot)', (c) => real(c.toLowerCase())],
  ['a question particle after the verb ignored', (c) => (/\sm[iu](?:yiz|sin|siniz)?\s*$/u.test(plain(c)) ? real(plain(c).replace(/\sm[iu]\p{L}*\s*$/u, '')) : real(c))],
  ['every -mA word at the end read as a command', (c) => (/^\p{L}{2,}m[ae]$/u.test(lastWord(c)) ? 'prohibition' : real(c))],
  ["the active negative aorist a rule without 'nobody'", (c) => (/[^l]m[ae]z$/u.test(lastWord(c)) ? 'prohibition' : real(c))],
  ["a heading's compound noun read as a command", (c) => (/:/u.test(c) && /m[ae]$/u.test(lastWord(c)) ? 'prohibition' : real(c))],
  ["'henüz' always waiting", (c) => (/henuz/u.test(plain(c)) ? 'pending' : real(c))],
  ['a combining mark of decomposed text read as a break between words', (c) => real(c.replace(/\p{M}/gu, ' '))],
  ['a value in the locative taken over the one moved to in the dative ("10 mayısta değil 12 mayısa kaydı")', (c) => (/[dt][ae]\s+degil\s/u.test(plain(c.normalize('NFC'))) ? 'none' : real(c))],
  ["'-mAmAk lazım' read as nothing", (c) => (/m[ae]m[ae]k\s+(?:lazim|gerek)/u.test(plain(c)) ? 'none' : real(c))],
  ['the second person present read as a jussive', (c) => (/[iu]yo(?:r)?s[iu]n(?:[iu]z)?$/u.test(lastWord(c)) ? 'constraint' : real(c))],
  ['every -sIn after an adjective read as a jussive', (c) => (/(?:l[iu]|s[iu]z|yorgun|uzman)s[iu]n$/u.test(lastWord(c)) ? 'constraint' : real(c))],
  ["an order before 'tamam mı' read as a question", (c) => (/\stamam\s+m[iu]\W*$/u.test(plain(c)) ? 'question' : real(c))],
  ["'sen' anywhere before a jussive read as the copula's second person", (c) => (/(?:^|\s)sen\s/u.test(plain(c)) && /s[iu]n$/u.test(lastWord(c)) ? 'none' : real(c))],
  ['a cancellation told read as a choice', (c) => (/iptal\s+et(?:mis|ti)/u.test(plain(c)) ? 'decision' : real(c))],
  ['a -mA word after its subject (genitive and possessive) read as a command', (c) => (/(?:un|in)\s+\S+\s+\S*\s*\S+m[ae]$/u.test(plain(c.normalize('NFC')).trim()) && !/(?:ini|unu|yi|yu|hic|hiç)\b/u.test(plain(c.normalize('NFC'))) ? 'prohibition' : real(c))],
  ['a possessed noun in the accusative read as a subject', (c) => (/[iu]n[iu]\s+\S+m[ae]$/u.test(plain(c.normalize('NFC')).trim()) ? 'none' : real(c))],
  ["a prohibition quoted before 'diye' read as the user's", (c) => (/\sdiye\s/u.test(plain(c.normalize('NFC'))) ? 'prohibition' : real(c))],
  ["'hafta sonu' after the verb read as its object", (c) => (/\s(?:hafta|ay)\s+sonu\s*$/u.test(plain(c.normalize('NFC'))) ? 'none' : real(c))],
  ['the abilitative after people of a kind read as a fact', (c) => (/^\S*\s*\S+l[ae]r\s.*[ae]m[ae]z\s*$/u.test(plain(c.normalize('NFC')).trim()) ? 'none' : real(c))],
  ["'en çok' before a participle read as a limit", (c) => (/en\s+cok\s+\S+\s+\S+an\s/u.test(plain(c.normalize('NFC'))) ? 'constraint' : real(c))],
  ['a routing rule with no verb read as nothing', (c) => (/(?:[iu]n[ae]|bana)\s*$/u.test(plain(c.normalize('NFC')).trim()) && real(c) === 'constraint' ? 'none' : real(c))],
  ['a greeting to someone read as a routing rule', (c) => (/^\s*(?:tebrikler|selamlar|tesekkurler)\s/u.test(plain(c.normalize('NFC'))) ? 'constraint' : real(c))],
  ['a capitalised name in the genitive at the end read as a name', (c) => (/\s\p{Lu}\p{Ll}+'n?[iıuü]n\s*$/u.test(c.trim()) ? 'none' : real(c))],
];

/** Broken readers of the clause-final verb. */
const wordMutants: [string, ReadForm][] = [
  ['a past read as the present told', (ws) => (turkishForm(ws) === 'past' ? 'narration' : turkishForm(ws))],
  ['the evidential past (-mIş) not read', (ws) => (ws.some((w) => /m[iu]s(?:lar|ler|ti|tu|tir|tur)?$/u.test(w)) ? 'none' : turkishForm(ws))],
  ['a question particle with an ending not read', (ws) => (ws.some((w, i) => i > 0 && /^m[iu]\p{L}+$/u.test(w)) ? turkishForm(ws.filter((w) => !/^m[iu]\p{L}+$/u.test(w))) : turkishForm(ws))],
  ['a word after the verb read as the verb', (ws) => turkishForm(ws.length > 1 && ws.at(-1) === 'lutfen' ? [...ws.slice(0, -1), 'tamamla'] : ws)],
  ['the second person present and the copula read as jussives', (ws) => (turkishForm(ws) === 'narration' && /s[iu]n(?:[iu]z)?$/u.test(ws.at(-1) ?? '') ? 'directive' : turkishForm(ws))],
  ['the second person future and "cannot" of feeling and believing read as orders', (ws) => (/(?:[ae]c[ae]ks|[ae]m[ae]zs)[iu]n$/u.test(ws.at(-1) ?? '') && turkishForm(ws) === 'narration' ? 'directive' : turkishForm(ws))],
  ['a question word beside a soft order or a jussive ignored', (ws) => (turkishForm(ws) === 'question' && !ws.some((w) => /^m[iu]/u.test(w)) ? 'directive' : turkishForm(ws))],
  ['the aorist of every verb read as a soft order', (ws) => (/^[a-z]+[aeiu]rs[iu]n$/u.test(ws.at(-1) ?? '') ? 'directive' : turkishForm(ws))],
];

/** A clause by its words: each run of whitespace one space (the gaps a case draws), none at its ends. */
const words = (text: string): string => text.replace(/\s+/gu, ' ').trim();

/**
 * A reader wrong on one clause of the table typed one way only (the first clause that typing writes apart from every
 * other): a table read one typing a case, drawn, passes it in every case that draws another typing.
 */
function wrongTypedOneWay(how: Typing): ClassifyTurkish {
  const row = VERB_FORMS.find(([clause]) => TYPINGS.every((other) => other === how || words(typedAs(clause, other)) !== words(typedAs(clause, how))));
  if (row === undefined) throw new Error(`no clause of the table is typed ${how} apart from the other typings`);
  const [clause, expected] = row;
  const mine = words(typedAs(clause, how));
  return (c) => (words(c) === mine ? (expected === 'none' ? 'prohibition' : 'none') : real(c));
}

describe('the Turkish verb-form tables catch broken readers', () => {
  for (const [name, classify] of mutants) it(`catches: ${name}`, () => expectCaught(propertyTurkishVerbTable(classify), { numRuns: 20 }));
  for (const [name, read] of wordMutants) it(`catches: ${name}`, () => expectCaught(propertyTurkishWordForms(read), { numRuns: 20 }));
  // One case reads every typing: at one run a reader wrong on one clause typed one way is caught, whichever way.
  for (const how of TYPINGS) it(`catches at one case: a clause misread only typed ${how}`, () => expectCaught(propertyTurkishVerbTable(wrongTypedOneWay(how)), { numRuns: 1 }));
  it('catches at one case: a form misread only with "hocam" after it', () =>
    expectCaught(propertyTurkishWordForms((ws) => (ws.at(-1) === 'hocam' && ws.length > 1 && turkishForm(ws) !== 'none' ? 'none' : turkishForm(ws))), { numRuns: 1 }));
});
