import { describe, it } from 'vitest';
import { adoptedProposal } from '../../core/compact/adoptedProposal.js';
import { foldCase } from '../../core/compact/foldCase.js';
import { relativeChange } from '../../core/compact/relativeChange.js';
import { relayedSetting } from '../../core/compact/relayedSetting.js';
import { cancelsRule, narratesChange, reportsChange } from '../../core/compact/reportedChange.js';
import {
  ADOPTED_FORMS,
  CANCEL_FORMS,
  NARRATED_FORMS,
  propertyAdoptedForms,
  propertyCancelForms,
  propertyNarratedForms,
  propertyRelativeForms,
  propertyRelayedForms,
  propertyReportedForms,
  RELATIVE_FORMS,
  RELAYED_FORMS,
  REPORTED_FORMS,
} from '../changeForms.js';
import { propertyCancelsRule, propertyNarratesChange, propertyRelativeKind, propertyReportsChange, TYPINGS, type ChangeReaders } from '../changes.js';
import { expectCaught, settings } from '../test-helpers/expectProperty.js';
import { typedOnly } from './oneTyping.js';

/** As the properties run (ten times the runs). */
const runs = { numRuns: settings.numRuns * 10 };

/**
 * Broken readers of a change, each a plausible mistake: the real reader
 * with its input or answer changed the way the mistake would change it.
 */
const core: ChangeReaders = {
  relativeKind: (text) => relativeChange(foldCase(text)),
  reportsChange: (text) => reportsChange(foldCase(text)),
  narratesChange: (text) => narratesChange(foldCase(text)),
  cancelsRule: (text) => cancelsRule(foldCase(text)),
  adoptsProposal: (text) => adoptedProposal(text) !== undefined,
  relaysSetting: (text) => relayedSetting(text) !== undefined,
};

const relativeMutants: [string, Partial<ChangeReaders>][] = [
  ['read without the Turkish fold (lower case only)', { relativeKind: (t) => relativeChange(t.toLowerCase()) }],
  ['hours filed as days', { relativeKind: (t) => { const kind = core.relativeKind(t); return kind === 'hour' ? 'day' : kind; } }],
  ['"ago" and "önce" taken for moves', { relativeKind: (t) => (/(?:^|\s)(?:ago|önce|once)(?:$|[\s.,!?])/iu.test(t) ? 'hour' : core.relativeKind(t)) }],
  ['"more" with any noun read as people', { relativeKind: (t) => core.relativeKind(t) ?? (/(?:^|\s)(?:more|extra|fewer)\s/iu.test(t) ? 'people' : undefined) }],
  ['a date moved to the day after or before not read', { relativeKind: (t) => (/after|before|following|previous|ertesi|öncesi|oncesi|sonrası|sonrasi|önceki|onceki|sonraki/iu.test(t) ? undefined : core.relativeKind(t)) }],
  ['an amount added read as a headcount', { relativeKind: (t) => { const kind = core.relativeKind(t); return kind === 'money' ? 'people' : kind; } }],
];

const reportMutants: [string, Partial<ChangeReaders>][] = [
  ['read without the Turkish fold (lower case only)', { reportsChange: (t) => reportsChange(t.toLowerCase()) }],
  ['any value after "to" or in the dative is a change', { reportsChange: (t) => /(?:^|\s)(?:to|until)\s+\S*\d|\d\S*'?y?[ae](?:\s|$)|(?:cumaya|perşembeye|persembeye|hazirana|mayısa|mayisa)/iu.test(t) || core.reportsChange(t) }],
  ['a change told by someone else not reported', { reportsChange: (t) => !/^(?:they|the landlord|ops|finance|the vendor|our manager)\s/iu.test(t) && core.reportsChange(t) }],
  ['"is now" not read', { reportsChange: (t) => !/\sis now\s/iu.test(t) && core.reportsChange(t) }],
];

const narrationMutants: [string, Partial<ChangeReaders>][] = [
  ['an order read as narration', { narratesChange: (t) => core.narratesChange(t) || /(?:^|\s)(?:move|push|change|lower|raise|shift|extend|delay)\s.*\sto\s/iu.test(t) }],
  ['"cut" and "set" read as past at the start of a clause too', { narratesChange: (t) => core.narratesChange(t) || /^(?:cut|set)\s.*\sto\s/iu.test(t) }],
];

const cancelMutants: [string, Partial<ChangeReaders>][] = [
  ['a word that cancels cancels a rule alone', { cancelsRule: (t) => /(?:^|\s)(?:drop|cancel|remove|scrap|forget|ignore|lift|release|no need for|kaldır\p{L}*|unut|bırak|iptal|boşver)(?:$|\s)/iu.test(t) }],
  ['read without the Turkish fold (lower case only)', { cancelsRule: (t) => cancelsRule(t.toLowerCase()) }],
];

/** Broken at a form's edge: each is a mistake one of the forms' tables was written to catch. */
const relativeFormMutants: [string, Partial<ChangeReaders>][] = [
  ['whitespace between words taken as one space only', { relativeKind: (t) => (/\S(?: {2,}|\t|\n)\S/u.test(t) ? undefined : core.relativeKind(t)) }],
  ['an amount glued to its unit ("500eur") not read', { relativeKind: (t) => (/\d(?:eur|euro|dollar|tl|bin)/iu.test(t) ? undefined : core.relativeKind(t)) }],
  ['a rise by a percentage with decimals ("by 2.5%", "%7.5") not read', { relativeKind: (t) => (/\d[.,]\d/u.test(t) && /%/u.test(t) ? undefined : core.relativeKind(t)) }],
  ['a count asked for ("need 500 more flyers") filed as money', { relativeKind: (t) => { const kind = core.relativeKind(t); return kind === 'count' ? 'money' : kind; } }],
  ['a count of a pronoun ("order two more of those") not read', { relativeKind: (t) => (/more\s+of\s+(?:those|these|them)/iu.test(t) ? undefined : core.relativeKind(t)) }],
  ['a no-break space taken for no space', { relativeKind: (t) => (/[\u00a0\u202f]/u.test(t) ? undefined : core.relativeKind(t)) }],
  ['"an extra" read only with one plain space', { relativeKind: (t) => (/an(?:\s{2,}|[\t\n\r\u00a0\u202f])extra/iu.test(t) ? undefined : core.relativeKind(t)) }],
  ['a move by an amount with no word of direction ("push the sale a week", "bir gün ertele") not read', { relativeKind: (t) => (/(?:move|push|bring|postpone|ertele|kaydır|kaydir|haftaya)/iu.test(t) && !/(?:later|earlier|sooner|ileri|geri|öne|erken|after|before|next|following|sonra|önce|once)/iu.test(t) ? undefined : core.relativeKind(t)) }],
  ['an amount a thing lasts or took read as a move', { relativeKind: (t) => core.relativeKind(t) ?? (/(?:push|move|delay|took)\S*\s.*(?:day|week)/iu.test(t) ? 'day' : undefined) }],
  ['a Turkish move told in the past ("bir gün kaydırdılar") read as asked for', { relativeKind: (t) => core.relativeKind(t) ?? (/kayd[ıi]rd[ıi]|ertelend|ertelem[ıi][şs]/iu.test(t) ? 'day' : undefined) }],
  ['"haftaya" with any verb read as a move', { relativeKind: (t) => core.relativeKind(t) ?? (/haftaya/iu.test(t) ? 'day' : undefined) }],
  ['a unit read as the start of a longer word ("personal")', { relativeKind: (t) => core.relativeKind(t) ?? (/more\s+person/iu.test(t) ? 'people' : undefined) }],
  ['a verb of moving with a count of people read as a change of the headcount ("move two people")', { relativeKind: (t) => core.relativeKind(t) ?? (/(?:move|kayd[ıi]r)\S*\s+(?:\S+\s+){0,3}?(?:two|iki)\s+(?:people|misafir)/iu.test(t) ? 'people' : undefined) }],
  // A percent told or of a thing of its own, read as a share of the rule's count: "ticket sales are up 10 %" would scale
  // the show's length.
  ['any percent read as a share of a count or a length', { relativeKind: (t) => core.relativeKind(t) ?? (/%|percent|per\s+cent|yüzde/iu.test(t) ? 'scaled' : undefined) }],
  ['a percent said "yüzde" not read', { relativeKind: (t) => (/yüzde/iu.test(t) ? undefined : core.relativeKind(t)) }],
  ['the thing before "by N %" read across a preposition', { relativeKind: (t) => core.relativeKind(t) ?? (/(?:^|\s)(?:cut|reduce|shorten)\s[^]*\sby\s+\d+\s*%/iu.test(t) ? 'scaled' : undefined) }],
  ['a percent with no noun after "fewer", "less", "more" read as a share', { relativeKind: (t) => core.relativeKind(t) ?? (/\d\s*%\s+(?:fewer|less|more)/iu.test(t) ? 'scaled' : undefined) }],
  ['a pack size after "another" read as an amount ("6pk")', { relativeKind: (t) => core.relativeKind(t) ?? (/another\s+\d+\p{L}k(?![\p{L}])/iu.test(t) ? 'money' : undefined) }],
];

const reportedFormMutants: [string, Partial<ChangeReaders>][] = [
  ['"yap" with a value not read ("indirimi %15 yaptık")', { reportsChange: (t) => (/yap/iu.test(t) ? false : core.reportsChange(t)) }],
  ['"yap" after any number read as a change', { reportsChange: (t) => core.reportsChange(t) || /\d\S*\s+\S+\s+yap/iu.test(t) }],
  ['any word in the dative before a verb of change is a value ("masaya koyduk")', { reportsChange: (t) => core.reportsChange(t) || /(?:ya|ye)\s+(?:koy|taşı|tasi)/iu.test(t) }],
  ['the evidential read with a suffix after it ("olacakmışsa")', { reportsChange: (t) => core.reportsChange(t) || /\d.*(?:acak|ecek)m[ıi]ş/iu.test(t) }],
  ['a value "as" it was set ("250 adet olarak") not read', { reportsChange: (t) => (/olarak/iu.test(t) ? false : core.reportsChange(t)) }],
  ['a fixed phrase ("ended up", "told us", "will be", "make it") read only with one plain space', { reportsChange: (t) => (/(?:ended|told|informed|will|let's|make|in|the)(?:\s{2,}|[\t\n\r\u00a0\u202f])(?:up|us|be|say|it|the|end)/iu.test(t) ? false : core.reportsChange(t)) }],
  ['a day of the month with its possessive ("ayın 15\'ine") not read', { reportsChange: (t) => (/\d'?s?[ıiuü]n[ae](?![\p{L}])/iu.test(t) ? false : core.reportsChange(t)) }],
  ['a date with slashes ("15/06\'ya") not read', { reportsChange: (t) => (/\d\/\d/u.test(t) ? false : core.reportsChange(t)) }],
  ['an ordinal before its noun ("5\'inci haftaya") not read', { reportsChange: (t) => (/\d'?[ıiuü]?nc[ıiuü]/iu.test(t) ? false : core.reportsChange(t)) }],
  ['a day of the month or an ordinal read only with its apostrophe ("20sine", "5inci")', { reportsChange: (t) => (/\d(?:s?[ıiuü]n[ae]|[ıiuü]?nc[ıiuü])(?![\p{L}])/iu.test(t) ? false : core.reportsChange(t)) }],
  ['any word that ends like a value in the dative read as one ("bahçesine", "sabitle", "yedek_2\'ye")', { reportsChange: (t) => core.reportsChange(t) || /(?:bah[cç]esine|sabitle|_\d+'ye)/iu.test(t) }],
  ['a correction read after any number ("12 not 5 minutes")', { reportsChange: (t) => core.reportsChange(t) || /\d\s+not\s+\d/iu.test(t) }],
  ['a word that only begins like a statement ("bildiğiniz") taken for it', { reportsChange: (t) => (/bildi[gğ]iniz/iu.test(t) ? false : core.reportsChange(t)) }],
  ['a word that only begins like a verb of saying, change or "yap" read as one ("yazdır", "all-hands", "altyapısı", "yap-boz")', { reportsChange: (t) => core.reportsChange(t) || /(?:yazd[ıi]r|all-hands|altyap[ıi]s[ıi]|yap-boz)\s*$/iu.test(t) }],
  ['a correction read only at the start of a clause', { reportsChange: (t) => (/\S\s+not\s+\d/iu.test(t) && !/\d\s+not/iu.test(t) ? false : core.reportsChange(t)) }],
];

const narratedFormMutants: [string, Partial<ChangeReaders>][] = [
  ['"cut" and "set" after a subject read only after one plain space', { narratesChange: (t) => (/\p{L}(?:\s{2,}|[\t\n\r\u00a0\u202f])(?:cut|set)(?![\p{L}])/iu.test(t) ? false : core.narratesChange(t)) }],
  ['"cut" and "set" read as past at the start of a clause', { narratesChange: (t) => core.narratesChange(t) || /^(?:cut|set)\s/iu.test(t) }],
];

const cancelFormMutants: [string, Partial<ChangeReaders>][] = [
  ['a cancel phrase ("no need for", "gerek yok") read only with one plain space', { cancelsRule: (t) => (/(?:no|need|doesn'?t|gerek)(?:\s{2,}|[\t\n\r\u00a0\u202f])/iu.test(t) ? false : core.cancelsRule(t)) }],
  ['a rule word read only at the end of a clause', { cancelsRule: (t) => (/(?:cap|limit)[\s,]+\S/iu.test(t) ? false : core.cancelsRule(t)) }],
  ['"doesnt" without its apostrophe not read', { cancelsRule: (t) => (/doesnt/iu.test(t) ? false : core.cancelsRule(t)) }],
  ['"no need for" read only with one whitespace character before "for"', { cancelsRule: (t) => (/need\s{2,}for/iu.test(t) ? false : core.cancelsRule(t)) }],
];

const adoptedFormMutants: [string, Partial<ChangeReaders>][] = [
  // The words that take, read without the proposal they take: "he's right, use 1,000" alone changes nothing.
  ['the words that take read alone', { adoptsProposal: (t) => core.adoptsProposal(t) || (/(?:right|haklı|hakli|dediği gibi|dedigi gibi|öyle olsun|oyle olsun|fair\s+enough|good\s+call|agreed|makes\s+sense)/iu.test(t) && !/\?|(?:^|\s)(?:but|ama|that)(?:\s|$)/iu.test(t)) }],
  // A bare yes taken for a taking, whatever follows it: "ok, I'll ask finance first".
  ['a bare yes takes any proposal', { adoptsProposal: (t) => core.adoptsProposal(t) || (/\d/u.test(t) && /(?:^|[\s,.])(?:ok|okay|fine|olur|tamam)(?:$|[\s,.])/iu.test(t) && !/(?:^|\s)(?:no|but|ama)(?:\s|$)|\?/iu.test(t)) }],
  // The user's own proposal read as someone else's.
  ['the user\'s own proposal read as taken', { adoptsProposal: (t) => core.adoptsProposal(t.replace(/^I(?=\s)/u, 'Jonas')) }],
];

const relayedFormMutants: [string, Partial<ChangeReaders>][] = [
  // A wish or a suggestion read as a value set: "the conductor wants rehearsals to end at 22:00 now" would replace the
  // user's rule.
  ['a wish read as set', { relaysSetting: (t) => core.relaysSetting(t.replace(/(?<![\p{L}])(?:wants|suggested|asked for|istiyor|öneriyor|oneriyor)(?![\p{L}])/giu, 'said')) }],
  // A value that was read as one that holds ("tickets used to be €15 … now").
  ['a past value read as set', { relaysSetting: (t) => core.relaysSetting(t.replace(/(?<![\p{L}])(?:used to be|eskiden)(?![\p{L}])/giu, ' ')) }],
  // Any value told read as set, with no word of the time it holds from: "the director told us parking is €5".
  ['no word of the time it holds from needed', { relaysSetting: (t) => core.relaysSetting(t) || (/\d/u.test(t) && /(?<![\p{L}])(?:said|says|told us|dedi|söyledi|soyledi)(?![\p{L}])/iu.test(t) && !/\?|(?<![\p{L}])(?:wants|istiyor|but|ama)(?![\p{L}])/iu.test(t)) }],
  // The sentence read only up to the value: "…, I said no, it stays €20" read as set.
  ['a refusal after it not read', { relaysSetting: (t) => core.relaysSetting(t.replace(/,\s*(?:I said no|ama kabul etmedim|but we keep)[^]*$/iu, '')) }],
];

describe('the change properties catch broken readers', () => {
  for (const [name, change] of relativeMutants) it(`catches: ${name}`, () => expectCaught(propertyRelativeKind({ ...core, ...change }), runs));
  for (const [name, change] of reportMutants) it(`catches: ${name}`, () => expectCaught(propertyReportsChange({ ...core, ...change }), runs));
  for (const [name, change] of narrationMutants) it(`catches: ${name}`, () => expectCaught(propertyNarratesChange({ ...core, ...change }), runs));
  for (const [name, change] of cancelMutants) it(`catches: ${name}`, () => expectCaught(propertyCancelsRule({ ...core, ...change }), runs));
  for (const [name, change] of relativeFormMutants) it(`catches (forms): ${name}`, () => expectCaught(propertyRelativeForms({ ...core, ...change })));
  for (const [name, change] of reportedFormMutants) it(`catches (forms): ${name}`, () => expectCaught(propertyReportedForms({ ...core, ...change })));
  for (const [name, change] of narratedFormMutants) it(`catches (forms): ${name}`, () => expectCaught(propertyNarratedForms({ ...core, ...change })));
  for (const [name, change] of cancelFormMutants) it(`catches (forms): ${name}`, () => expectCaught(propertyCancelForms({ ...core, ...change })));
  for (const [name, change] of adoptedFormMutants) it(`catches (forms): ${name}`, () => expectCaught(propertyAdoptedForms({ ...core, ...change })));
  for (const [name, change] of relayedFormMutants) it(`catches (forms): ${name}`, () => expectCaught(propertyRelayedForms({ ...core, ...change })));
  // One form read the other way, typed one way only, caught at one case: every case reads every typing. (A form with a
  // `~` is spaced apart from its typing: those are left out.)
  const forms = (table: readonly (readonly [string, unknown])[]): string[] => table.map(([clause]) => clause).filter((c) => !c.includes('~'));
  for (const how of TYPINGS) {
    const relative = typedOnly(forms(RELATIVE_FORMS), how);
    it(`catches (forms) at one case: ${JSON.stringify(relative.row)} misread typed ${how} only`, () =>
      expectCaught(propertyRelativeForms({ ...core, relativeKind: (t) => (relative.is(t) ? (core.relativeKind(t) === undefined ? 'money' : undefined) : core.relativeKind(t)) }), { numRuns: 1 }));
    const flipped = (table: readonly (readonly [string, unknown])[], reader: (text: string) => boolean): [string, (text: string) => boolean] => {
      const one = typedOnly(forms(table), how);
      return [one.row, (t) => reader(t) !== one.is(t)];
    };
    for (const [name, property, table, key] of [
      ['reported', propertyReportedForms, REPORTED_FORMS, 'reportsChange'],
      ['narrated', propertyNarratedForms, NARRATED_FORMS, 'narratesChange'],
      ['cancelled', propertyCancelForms, CANCEL_FORMS, 'cancelsRule'],
      ['adopted', propertyAdoptedForms, ADOPTED_FORMS, 'adoptsProposal'],
      ['relayed', propertyRelayedForms, RELAYED_FORMS, 'relaysSetting'],
    ] as const) {
      // The narrated forms are English: each reads the same as written and without Turkish letters.
      if (name === 'narrated' && (how === 'as-is' || how === 'plain')) continue;
      const [row, broken] = flipped(table, core[key]);
      it(`catches (forms, ${name}) at one case: ${JSON.stringify(row)} misread typed ${how} only`, () => expectCaught(property({ ...core, [key]: broken }), { numRuns: 1 }));
    }
  }
});
