import { describe, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import type { SummaryContent, SummaryInput } from '../../core/compact/summary.js';
import type { Extract } from '../clauseRules.js';
import {
  propertyAttentionLead,
  propertyConditionThenOrder,
  propertyContrastAfterChoice,
  propertyCorrectionKept,
  propertyDictatedRule,
  propertyPreferenceTail,
  propertyRuleTail,
  propertyValueAfterMove,
  propertyVerdictLead,
} from '../extractorForms.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken readers of a rule's forms, each a plausible mistake: the real
 * `extractSummary`, its input or its answer changed the way a reader that
 * misses (or overreaches) the form would change it.
 */
const userText = (input: SummaryInput): string => input.turns.find((t) => t.role === 'user')?.text ?? '';

/** The user's turn added as a constraint when it matches: a reader that takes the look-alike for the form. */
function filing(when: RegExp): Extract {
  return (input) => {
    const c = extractSummary(input);
    const said = input.turns.find((t) => t.role === 'user' && when.test(t.text));
    return said === undefined ? c : { ...c, constraints: [...c.constraints, { text: said.text, turns: [said.n] }] };
  };
}
/** The constraints rewritten (or dropped, for ''): a reader that keeps less of the form than it says. */
function rewriting(line: (text: string) => string): Extract {
  return (input) => {
    const c = extractSummary(input);
    return { ...c, constraints: c.constraints.map((i) => ({ ...i, text: line(i.text) })).filter((i) => i.text !== '') };
  };
}
/** The same input with the user's words changed before reading: a reader blind to what the change removes. */
function reading(change: (text: string) => string): Extract {
  return (input) => extractSummary({ ...input, turns: input.turns.map((t) => (t.role === 'user' ? { ...t, text: change(t.text) } : t)) });
}
/** Constraints matching `when` filed as a plan turned down instead. */
function turningDown(when: RegExp): Extract {
  return (input) => {
    const c: SummaryContent = extractSummary(input);
    return { ...c, constraints: c.constraints.filter((i) => !when.test(i.text)), rejected: [...c.rejected, ...c.constraints.filter((i) => when.test(i.text))] };
  };
}

/** Constraints matching `when` filed as a choice taken instead. */
function choosing(when: RegExp): Extract {
  return (input) => {
    const c: SummaryContent = extractSummary(input);
    return { ...c, constraints: c.constraints.filter((i) => !when.test(i.text)), decisions: [...c.decisions, ...c.constraints.filter((i) => when.test(i.text))] };
  };
}

const dictatedMutants: [string, Extract][] = [
  // Only straight single quotes read as a quote: the double quotes people type go unread.
  ['a dictated quote not read', reading((t) => t.replace(/"/gu, "'"))],
  ["every quote read as the user's rule", (input) => {
    const c = extractSummary(input);
    const inner = /"([^"]*)"/u.exec(userText(input))?.[1];
    return inner === undefined ? c : { ...c, constraints: [...c.constraints, { text: inner, turns: [1] }] };
  }],
  ["the quote's plans kept with its rules", (input) => {
    const c = extractSummary(input);
    const plan = /"[^"]*[.!] ([^"]+)"/u.exec(userText(input))?.[1];
    return plan === undefined ? c : { ...c, decisions: [...c.decisions, { text: plan, turns: [1] }] };
  }],
];
const preferenceMutants: [string, Extract][] = [
  ['a preference tail cut off the rule', rewriting((t) => t.replace(/, (?:ideally|preferably|if possible|where possible|tops|at most|at the latest|always|every time|that's all|nothing more|mümkünse|mümkün olduğunca|tercihen|en fazla|en geç|her zaman|hep|o kadar|hepsi bu)$/u, ''))],
  ['an aside read as a preference', filing(/, (?:thanks|by the way|bu arada|sağol)$/u)],
];
const contrastMutants: [string, Extract][] = [
  ['a contrast after a choice not read', rewriting((t) => (/, not \p{L}+\.$/u.test(t) ? '' : t))],
  ["a contrast after someone else's wish read as the user's rule", filing(/ wants .*, not \p{L}+\.$/u)],
  ['a contrast in a question read as a rule', filing(/, not \p{L}+\?$/u)],
];
const conditionMutants: [string, Extract][] = [
  ['the condition left out of the rule', rewriting((t) => t.replace(/^(?:if|whenever|in case|unless|\S[^,]*s[ae]),\s*/u, ''))],
  ['a condition then a statement read as a rule', filing(/^(?:if|whenever|in case|unless) [^,]*, (?:the|we|they) /u)],
  ["'when you get a chance' read as a condition", filing(/^when you get a chance, /u)],
];
const attentionMutants: [string, Extract][] = [
  ['the call for attention left out of the rule', rewriting((t) => t.replace(/^(?:and |but |oh |ama |bir de )?(?:remember|keep in mind|bear in mind|mind you|one thing|important|şunu unutma|unutmayın|şunu bil|şunu aklında tut|önemli), /u, ''))],
  ['a memory read as a call for attention', filing(/^(?:I remember|as you know|funny thing|hatırlıyorum|bildiğin gibi|ne tuhaf), /u)],
  ["'we won't …' after a call left a plan turned down", turningDown(/m[ae]y[ae]c[ae]ğ[ıi]z$/u)],
  ['a call for attention not joined to a clause that is an item alone', rewriting((t) => t.replace(/^(?:and |but |oh |ama |bir de )?(?:remember|keep in mind|bear in mind|mind you|one thing|important|şunu unutma|unutmayın|şunu bil|şunu aklında tut|önemli), (?=never |the report |we will |we are not |kapıyı |fatura |yan kapıyı )/u, ''))],
  ['a choice after a call left a choice', choosing(/, (?:we will use|yan kapıyı kullanacağız)/u)],
];
const ruleTailMutants: [string, Extract][] = [
  ['the rule named not read', rewriting((t) => (/, (?:that's the rule|that is the rule|house rule|hard rule|no exceptions|kural bu|bu kural|bu bir kural|kural böyle|istisna yok)$/u.test(t) ? '' : t))],
  ["'that's the plan' read as the rule named", filing(/, (?:that's the plan|that is the idea|plan bu|fikir bu)$/u)],
  ["'we won't …' before the rule named left a plan turned down", turningDown(/m[ae]y[ae]c[ae]ğ[ıi]z, /u)],
  ['the rule named not joined to a clause that is an item alone', rewriting((t) => (/^(?:never |the report |we will |we are not |kapıyı |fatura |yan kapıyı )/u.test(t) ? t.replace(/, (?:that's the rule|that is the rule|house rule|hard rule|no exceptions|kural bu|bu kural|bu bir kural|kural böyle|istisna yok)$/u, '') : t))],
  ['a choice before the rule named left a choice', choosing(/^(?:we will use|yan kapıyı kullanacağız), /u)],
];

/** Items of one section whose text matches `when` moved to another: a reader that files the lead word's verdict wrong. */
function moving(when: RegExp, from: 'decisions' | 'rejected', to: 'decisions' | 'rejected' | 'constraints'): Extract {
  return (input) => {
    const c = extractSummary(input);
    const moved = c[from].filter((i) => when.test(i.text));
    return { ...c, [from]: c[from].filter((i) => !when.test(i.text)), [to]: [...c[to], ...moved] };
  };
}
const leadMutants: [string, Extract][] = [
  ["a bare 'no' read as a choice taken", moving(/^(?:no|nope|hayır|yok), /u, 'rejected', 'decisions')],
  ["a bare 'ok' read as a rule", moving(/^(?:ok|okay|fine|tamam|olur), /u, 'decisions', 'constraints')],
  // The lead word dropped from the item: the reader that keeps only the clause it filed.
  ['the verdict word cut off the item', (input) => {
    const c = extractSummary(input);
    const cut = (items: SummaryContent['decisions']): SummaryContent['decisions'] => items.map((i) => ({ ...i, text: i.text.replace(/^\p{L}+, /u, '') }));
    return { ...c, decisions: cut(c.decisions), rejected: cut(c.rejected) };
  }],
  ['a filler read as an ok', filing(/^(?:well|hmm|yani), /u)],
];

const valueMutants: [string, Extract][] = [
  ['the value cut off the order that moves', rewriting((t) => t.replace(/, \d[^,]*$/u, ''))],
  ['the order that moves kept without its value', reading((t) => t.replace(/, \d[^,]*$/u, ''))],
  ['a value after any statement joined to it', filing(/^(?:the|deliveries|invoices|mutfak|servis|koro|teslimatlar|faturalar) .*, \d/u)],
];

const correctionMutants: [string, Extract][] = [
  // The sentence ran on past the correction's full stop (the twenty-ninth round's misread): the correction cut off.
  ['the correction cut off its statement', rewriting((t) => t.replace(/(?:, not| or) \d+\.?$/u, ''))],
  ['the correction read with the sentence after it as one item', filing(/(?:not|or) \d+\. \p{L}/u)],
  ['a corrected statement filed as a plan turned down', turningDown(/, not \d+/u)],
  ['the Turkish correction cut off its statement', rewriting((t) => t.replace(/, \d+ değil\.?$/u, ''))],
];

describe("the properties of a rule's forms catch broken readers", () => {
  for (const [name, extract] of correctionMutants) it(`catches: ${name}`, () => expectCaught(propertyCorrectionKept(extract), { numRuns: 20 }));
  for (const [name, extract] of dictatedMutants) it(`catches: ${name}`, () => expectCaught(propertyDictatedRule(extract), { numRuns: 20 }));
  for (const [name, extract] of preferenceMutants) it(`catches: ${name}`, () => expectCaught(propertyPreferenceTail(extract), { numRuns: 20 }));
  for (const [name, extract] of contrastMutants) it(`catches: ${name}`, () => expectCaught(propertyContrastAfterChoice(extract), { numRuns: 20 }));
  for (const [name, extract] of conditionMutants) it(`catches: ${name}`, () => expectCaught(propertyConditionThenOrder(extract), { numRuns: 20 }));
  for (const [name, extract] of attentionMutants) it(`catches: ${name}`, () => expectCaught(propertyAttentionLead(extract), { numRuns: 20 }));
  for (const [name, extract] of leadMutants) it(`catches: ${name}`, () => expectCaught(propertyVerdictLead(extract), { numRuns: 20 }));
  for (const [name, extract] of valueMutants) it(`catches: ${name}`, () => expectCaught(propertyValueAfterMove(extract), { numRuns: 20 }));
  for (const [name, extract] of ruleTailMutants) it(`catches: ${name}`, () => expectCaught(propertyRuleTail(extract), { numRuns: 20 }));
});
