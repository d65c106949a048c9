import { describe, it } from 'vitest';
import { renderSummary } from '../../core/compact/renderSummary.js';
import type { Render } from '../countsApart.js';
import { propertyCorrectionThenMore, propertyDecimals, propertyLimitsApart, propertyNegationLanguage, propertyNotYet, propertyThoughtAbout, propertyTrigger, propertyVersionWithV } from '../looseTies.js';
import { reading, remark } from './brokenReaders.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken readers of the twenty-fifth round's rules, each the mistake one of
 * those rules undoes: the real `extractSummary`, its input or its answer
 * changed the way a reader with that mistake would change it.
 */

const render: Render = (content, language, covers) => renderSummary({ covers, language, content });

/** Words of four letters or more, lower case. */
const words = (text: string): Set<string> => new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w.slice(0, 4)));

// A change only thought about read as made: the reader does not see the words that say it is only thought about.
const thoughtUnread = reading((t) => t.replace(/(?<![\p{L}])(?:i'm thinking of|thinking about|considering|we're toying with)\s+/u, 'we are ').replace(/\s+düşünüyor\p{L}*$/u, ''));

// A ban for now lifted by any later statement sharing a word with it, its verb or not (the rule as it was).
const NOT_YET = /(?<![\p{L}])(?:yet|şimdilik|henüz)(?![\p{L}])/u;
const anyWordLifts = remark((i, input) => {
  if (i.supersededBy !== undefined || !NOT_YET.test(i.text)) return i.supersededBy;
  const own = words(i.text);
  const later = input.turns.find((t) => t.role === 'user' && t.n > i.turns[0]! && [...words(t.text)].some((w) => own.has(w)));
  return later?.n;
});

// Two limits always one parameter: a later limit with a number replaces any limit said before it.
const LIMIT = /(?<![\p{L}])(?:can't go above|no more than|under|max|geçmesin|en fazla)(?![\p{L}])/u;
const limitsTie = remark((i, input) => {
  if (i.supersededBy !== undefined || !LIMIT.test(i.text)) return i.supersededBy;
  const later = input.turns.find((t) => t.role === 'user' && t.n > i.turns[0]! && LIMIT.test(t.text) && /\d/u.test(t.text));
  return later?.n;
});

// A version's "v" read as part of its number: "v3.4.1" another version than "3.4.1".
const vApart = reading((t) => t.replace(/(?<![\p{L}])v(\d+\.\d+\.)(\d+)/u, (_m, head: string, last: string) => `${head}${Number(last) + 50}`));

// A value that says when read as a setting: the reader does not see the words of the condition.
const triggerUnread = reading((t) => t.replace(/^once (.+?) reach (\d+%)/u, '$1 at $2').replace(/(%\d+)'(?:y?[ae]) çıkınca/u, '$1 olsun,'));

// A word that ends as the Turkish negative imperative does read as a ban in any language (the rule as it was): a rule
// holding one ("same", "some", "ödeme") is lifted by a later statement with "now" or "artık" sharing two words with it,
// and a lift holding one lifts nothing.
const SUFFIX_NEGATED = /\p{L}{2,}m[ae](?:\s|$)/u;
const NOW = /(?<![\p{L}])(?:now|artık)(?![\p{L}])/u;
const suffixAnyLanguage = remark((i, input) => {
  if (i.supersededBy !== undefined) {
    const by = input.turns.find((t) => t.n === i.supersededBy);
    return by !== undefined && SUFFIX_NEGATED.test(by.text.toLowerCase()) ? undefined : i.supersededBy;
  }
  if (!SUFFIX_NEGATED.test(i.text.toLowerCase())) return undefined;
  const own = words(i.text);
  return input.turns.find((t) => t.role === 'user' && t.n > i.turns[0]! && NOW.test(t.text) && [...words(t.text)].filter((w) => own.has(w)).length >= 2)?.n;
});

// A number with decimals read as no value: the reader sees a word where the decimal is.
const decimalsUnread = reading((t) => t.replace(/(?<![\d.,])\d+[.,]\d(?![\d.,])/gu, 'several'));

// A stale value named last read only at the end of the whole statement (the rule as it was): a correction with another
// sentence after its "not …" replaces nothing.
const NAMED_LAST_THEN_MORE = /(?:not\s+\S+\s+\d+|değil)\.\s+\S/u;
const lastOnlyAtEnd = remark((i, input) => {
  const by = i.supersededBy === undefined ? undefined : input.turns.find((t) => t.n === i.supersededBy);
  return by !== undefined && NAMED_LAST_THEN_MORE.test(by.text) ? undefined : i.supersededBy;
});

const runs = { numRuns: 40 };

describe("the properties of the twenty-fifth round's rules catch broken readers", () => {
  it('catches: a change only thought about read as made', () => expectCaught(propertyThoughtAbout(thoughtUnread, render), runs));
  it('catches: a ban for now lifted by any statement sharing a word with it', () => expectCaught(propertyNotYet(anyWordLifts, render), runs));
  it('catches: two limits always one parameter', () => expectCaught(propertyLimitsApart(limitsTie, render), runs));
  it("catches: a version's v read as part of its number", () => expectCaught(propertyVersionWithV(vApart, render), runs));
  it('catches: a value that says when read as a setting', () => expectCaught(propertyTrigger(triggerUnread, render), runs));
  it('catches: a stale value named last read only at the end of the whole statement', () => expectCaught(propertyCorrectionThenMore(lastOnlyAtEnd, render), runs));
  it('catches: a number with decimals read as no value', () => expectCaught(propertyDecimals(decimalsUnread, render), runs));
  it('catches: a word ending as the Turkish negative read as a ban in any language', () => expectCaught(propertyNegationLanguage(suffixAnyLanguage, render), runs));
});
