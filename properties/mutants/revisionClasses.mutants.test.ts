import { describe, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import type { SummaryInput } from '../../core/compact/summary.js';
import { findSupersessions } from '../../core/compact/supersession.js';
import { propertyCallTimedAgainst, propertyChangeOfferTaken, propertyCountRaised, propertyHeadcountRenamed, propertyLimitOwner, propertyMovedWithResult, propertyOfferTaken, propertyPartOfDayMoved, propertyPartReplaced, propertyPercentMove, propertyQualifiedTwoWays, propertyRuleBeside, propertySaidOtherwise, propertyShareScaled, propertyTermsChanged, propertyValueNotValue, type Supersedes } from '../revisionClasses.js';
import { expectCaught, settings } from '../test-helpers/expectProperty.js';

/** As the properties run (ten times the runs). */
const runs = { numRuns: settings.numRuns * 10 };

const core: Supersedes = (earlier, later) => findSupersessions([earlier], [later])[0];

/** Broken readers, each a plausible mistake: the real reader with its input or answer changed the way the mistake would. */
const countMutants: [string, Supersedes][] = [
  ['a count raised read as no change', (e, l) => (/(?:^|\s)(?:more|daha)\s/u.test(l.text) ? undefined : core(e, l))],
  ['a count raised read without the thing it names', (e, l) => core(e, { ...l, text: l.text.replace(/\s+more\s+\p{L}+$/u, ' more').replace(/^\p{L}+\s+(?=\d)/u, '') })],
  ['any "more" is a raise, a count found too', (e, l) => (/(?:^|\s)(?:more|daha)\s/u.test(l.text) ? l.turn : core(e, l))],
  ['only an English raise is read', (e, l) => (/daha/u.test(l.text) ? undefined : core(e, l))],
];
const percentMutants: [string, Supersedes][] = [
  ['a percentage move read as no change', (e, l) => (/%/u.test(l.text) ? undefined : core(e, l))],
  ['a cut by a percentage read as no change', (e, l) => (/düşür|indir|azalt|(?:^|\s)(?:cut|lower|reduce)\s/u.test(l.text) ? undefined : core(e, l))],
  ['the percentage read as the new price', (e, l) => core(e, { ...l, text: l.text.replace(/%(\d+)|(\d+)%/u, (_m, a: string | undefined, b: string | undefined) => `${a ?? b!}`) })],
];
const notMutants: [string, Supersedes][] = [
  ['"X not Y" read the other way round', (e, l) => core(e, { ...l, text: l.text.replace(/(\d+) not (\d+)/u, '$2 not $1') })],
  ['"not Y" at the end read only before a comma', (e, l) => (/not \d+[.!]*$/u.test(l.text) ? undefined : core(e, l))],
];

const qualifierMutants: [string, Supersedes][] = [
  ['any two budgets are one', (e, l) => (/budget/u.test(e.text) && /budget/u.test(l.text) ? l.turn : core(e, l))],
  ['the words around a qualifier ignored (two qualifiers, two budgets)', (e, l) => core({ ...e, text: e.text.replace(/ for the [a-z ]+(?= is)/u, ''), context: e.context.replace(/ for the [a-z ]+(?= is)/u, '') }, l)],
];

const PART = /to the (?:morning|afternoon|evening)|(?:sabaha|öğleden sonraya|akşama) /u;
const partMutants: [string, Supersedes][] = [
  ['a part of the day read as no time', (e, l) => (PART.test(l.text) ? undefined : core(e, l))],
  ['any move to a part of the day replaces a time, whatever the thing', (e, l) => (PART.test(l.text) && /\d/u.test(e.text) ? l.turn : core(e, l))],
  ['a part of the day said in passing read as a move', (e, l) => core(e, { ...l, text: l.text.replace(/^the (\p{L}+) notes go out in the/u, 'move the $1 to the').replace(/^(\p{L}+) notları (sabah|öğleden sonra|akşam) gelecek$/u, (_m, t: string, p: string) => `${t}yı ${p === 'sabah' ? 'sabaha' : p === 'akşam' ? 'akşama' : 'öğleden sonraya'} al`) })],
];

const MOVE = /(?:later|earlier|ileri al|öne çek|ertele),/u;
const movedMutants: [string, Supersedes][] = [
  ['a move with its result read as no change', (e, l) => (MOVE.test(l.text) ? undefined : core(e, l))],
  ['any move replaces a value of its kind, whatever the amount or the thing', (e, l) => (MOVE.test(l.text) && /\d/u.test(e.text) ? l.turn : core(e, l))],
  ['only a move later is read', (e, l) => (/earlier,|öne çek,/u.test(l.text) ? undefined : core(e, l))],
  ['the thing moved ignored: another thing named apart read as "it"', (e, l) => core(e, { ...l, text: l.text.replace(/^(push|bring) the \p{L}+/u, '$1 it').replace(/^\p{L}+(?= (?:yarım|bir|iki|üç|90))/u, 'onu') })],
  ['a week read as a day', (e, l) => core(e, { ...l, text: l.text.replace(/a week/u, 'a day').replace(/bir hafta/u, 'bir gün') })],
];

const ASKING = /^(?:So shall we|Shall I|Should we|Should I|Want me to|Do you want me to|Would you like me to)\s/u;
const offerMutants: [string, Supersedes][] = [
  ['the asking read as the thing the offer is about', (e, l) => core(e, { ...l, text: l.text.replace(ASKING, 'Asking ') })],
  ['any offer taken replaces', (e, l) => (l.confirmed === true ? l.turn : core(e, l))],
  ['only "Shall I" read as an asking', (e, l) => core(e, { ...l, text: l.text.startsWith('Shall I') ? l.text : l.text.replace(ASKING, 'Please ') })],
];

const timedMutants: [string, Supersedes][] = [
  ['a thing a call is timed against read as the record it sets', (e, l) => core(e, { ...l, text: l.text.replace(/"(?:after|before|until|sonra|önce)"/u, '"event"') })],
  ['no approved call replaces a statement', (e, l) => (l.approved === true ? undefined : core(e, l))],
];

const besideMutants: [string, Supersedes][] = [
  ['the other end of a span read as the same end', (e, l) => core(e, { ...l, text: l.text.replace(/ after /u, ' before ').replace(/(\d'd[ae]n) sonra da/u, '$1 önce') })],
  ['a start read as the deadline', (e, l) => core(e, { ...l, text: l.text.replace(/can start the (.+) on /u, 'must finish the $1 by ') })],
  ['a part read as the whole', (e, l) => core(e, { ...l, text: l.text.replace(/^the \p{L}+ cap is/u, 'the total budget is') })],
  ['a rule of a span or a total never replaced', (e, l) => (/before|önce|finished by|total/u.test(e.text) ? undefined : core(e, l))],
];

const limitMutants: [string, Supersedes][] = [
  ['any two limits are one (the owner before "cap" not read)', (e, l) => core(e, { ...l, text: l.text.replace(/the \p{L}+ cap|their cap/u, 'the cap') })],
  ['a cap with a word before it read as another\'s, its own too', (e, l) => (/\p{L}+ cap/u.test(l.text) && !/(?:the|our) cap/u.test(l.text) ? undefined : core(e, l))],
  ['"our cap" read as another\'s', (e, l) => (/our cap/u.test(l.text) ? undefined : core(e, l))],
];

const OTHER_UNIT = (e: { text: string }, l: { text: string }): boolean => /minutes|dakika/u.test(e.text) && /hours?|saat/u.test(l.text);
const RULED_OUT = /doesnt work|olmaz/u;
const otherwiseMutants: [string, Supersedes][] = [
  ['a length of time in another unit read as no change (durations compared within their unit)', (e, l) => (OTHER_UNIT(e, l) ? undefined : core(e, l))],
  ['any two lengths of time in two units tie, whatever the thing', (e, l) => (OTHER_UNIT(e, l) ? l.turn : core(e, l))],
  ['a weight read without its unit', (e, l) => core(e, { ...l, text: l.text.replace(/ t( now)?$/u, '$1'), context: l.context.replace(/ t( now)?$/u, '$1') })],
  ['a day ruled out read as no change', (e, l) => (RULED_OUT.test(l.text) ? undefined : core(e, l))],
  ['a day ruled out replaces, whatever the thing', (e, l) => (RULED_OUT.test(l.text) ? l.turn : core(e, l))],
  ['a condition read as the change it names', (e, l) => core(e, { ...l, text: l.text.replace(/^if the hall lets us we'd run/u, 'we run'), context: l.context.replace(/^if the hall lets us we'd run/u, 'we run') })],
];

const SHARE = /%|yüzde/u;
const shareMutants: [string, Supersedes][] = [
  ['a share by a percent read as no change', (e, l) => (SHARE.test(l.text) ? undefined : core(e, l))],
  ['a share replaces a count or a length, whatever the thing it names', (e, l) => (SHARE.test(l.text) && !/ up |arttı/u.test(l.text) ? l.turn : core(e, l))],
  ['a percent told read as a share', (e, l) => (SHARE.test(l.text) && / up |arttı/u.test(l.text) ? l.turn : core(e, l))],
  ['a percent said "yüzde" read as no percent', (e, l) => core(e, { ...l, text: l.text.replace(/yüzde (\d+)/u, '$1'), context: l.context.replace(/yüzde (\d+)/u, '$1') })],
];

const TERMS_SAID = /net[\s-]\d/u;
const termsMutants: [string, Supersedes][] = [
  ['payment terms changed read as no change', (e, l) => (TERMS_SAID.test(l.text) ? undefined : core(e, l))],
  ['terms changed replace any terms, whoever pays', (e, l) => (TERMS_SAID.test(e.text) && TERMS_SAID.test(l.text) && e.text.replace(/\D/gu, '') !== l.text.replace(/\D/gu, '') ? l.turn : core(e, l))],
  ['the same terms said again read as changed', (e, l) => (TERMS_SAID.test(e.text) && TERMS_SAID.test(l.text) && e.text.replace(/\D/gu, '') === l.text.replace(/\D/gu, '') ? l.turn : core(e, l))],
];

const headcountMutants: [string, Supersedes][] = [
  ['a count of people under another noun read as a count of another thing', (e, l) => core(e, { ...l, text: l.text.replace(/(\d+) (\p{L})/u, '$1 x$2'), context: l.context.replace(/(\d+) (\p{L})/u, '$1 x$2') })],
  ['any two counts at one event are one headcount, another group too', (e, l) => (/\d/u.test(e.text) && /\d/u.test(l.text) && /(?:at the|için)/u.test(l.text) ? l.turn : core(e, l))],
  ['a verb that plans read as the thing a statement is about ("plan the harvest fair …" about planning)', (e, l) => core({ ...e, text: e.text.replace(/^plan /u, 'organise '), context: e.context.replace(/^plan /u, 'organise ') }, l)],
  ['only English nouns of people read', (e, l) => (/gelecek/u.test(l.text) ? undefined : core(e, l))],
  ['the people who work it read as its guests', (e, l) => (/(?:working|çalışacak)/u.test(l.text) ? l.turn : core(e, l))],
];

/** The extractor on turns changed the way a broken reader would read them. */
const reading = (change: (text: string, role: string) => string) => (input: SummaryInput) => extractSummary({ ...input, turns: input.turns.map((t) => ({ ...t, text: change(t.text, t.role) })) });
const changeOfferMutants: [string, (input: SummaryInput) => ReturnType<typeof extractSummary>][] = [
  ['an offer naming no value read without the proposal before it', reading((t, role) => (role === 'assistant' ? t.replace(/^.*[.;]\s+(?=\S[^.]*\?$)/u, '') : t))],
  ['any offer after a proposed value takes it, an offer of something else too', reading((t) => t.replace('Want me to email the list?', 'Want me to change it?').replace('Listeyi e-postayla göndereyim mi?', 'Değiştireyim mi?'))],
  ['"tamamdır", "aynen" not read as a yes', reading((t, role) => (role === 'user' && /^(?:tamamdır|aynen)/u.test(t) ? 'hmm' : t))],
];

type Extract = (input: SummaryInput) => ReturnType<typeof extractSummary>;
/** The live items of a content with those of the turns a superseded item came from marked too (the line replaced whole). */
const wholeLine: Extract = (input) => {
  const content = extractSummary(input);
  const gone = new Map(content.constraints.filter((i) => i.supersededBy !== undefined).flatMap((i) => i.turns.map((t) => [t, i.supersededBy!] as const)));
  const mark = <T extends { turns: number[]; supersededBy?: number }>(i: T): T => (i.supersededBy === undefined && i.turns.some((t) => gone.has(t)) ? { ...i, supersededBy: gone.get(i.turns.find((t) => gone.has(t))!)! } : i);
  return { ...content, constraints: content.constraints.map(mark), decisions: content.decisions.map(mark) };
};
const lineMutants: [string, Extract][] = [
  ['a line of several rules replaced whole when one part changes', wholeLine],
  ['every piece of a replaced line with no number kept live, one pointing back at the value too', (input) => {
    const content = extractSummary(input);
    const pieces = content.constraints
      .filter((i) => i.supersededBy !== undefined)
      .flatMap((i) => i.text.split(/,\s*(?:and\s+)?/u).filter((t) => !/\d/u.test(t)).map((text) => ({ text, turns: [...i.turns] })));
    return { ...content, constraints: [...content.constraints, ...pieces] };
  }],
  ['the replaced line left live beside the new value', (input) => {
    const content = extractSummary(input);
    return { ...content, constraints: content.constraints.map(({ supersededBy: _s, ...i }) => i) };
  }],
];

describe('the revision-class properties catch broken readers', () => {
  for (const [name, extract] of lineMutants) it(`catches: ${name}`, () => expectCaught(propertyPartReplaced(extract), runs));
  for (const [name, extract] of changeOfferMutants) it(`catches: ${name}`, () => expectCaught(propertyChangeOfferTaken(extract), runs));
  for (const [name, reader] of headcountMutants) it(`catches: ${name}`, () => expectCaught(propertyHeadcountRenamed(reader), runs));
  for (const [name, reader] of termsMutants) it(`catches: ${name}`, () => expectCaught(propertyTermsChanged(reader), runs));
  for (const [name, reader] of shareMutants) it(`catches: ${name}`, () => expectCaught(propertyShareScaled(reader), runs));
  for (const [name, reader] of otherwiseMutants) it(`catches: ${name}`, () => expectCaught(propertySaidOtherwise(reader), runs));
  for (const [name, reader] of limitMutants) it(`catches: ${name}`, () => expectCaught(propertyLimitOwner(reader), runs));
  for (const [name, reader] of besideMutants) it(`catches: ${name}`, () => expectCaught(propertyRuleBeside(reader), runs));
  for (const [name, reader] of timedMutants) it(`catches: ${name}`, () => expectCaught(propertyCallTimedAgainst(reader), runs));
  for (const [name, reader] of offerMutants) it(`catches: ${name}`, () => expectCaught(propertyOfferTaken(reader), runs));
  for (const [name, reader] of partMutants) it(`catches: ${name}`, () => expectCaught(propertyPartOfDayMoved(reader), runs));
  for (const [name, reader] of movedMutants) it(`catches: ${name}`, () => expectCaught(propertyMovedWithResult(reader), runs));
  for (const [name, reader] of qualifierMutants) it(`catches: ${name}`, () => expectCaught(propertyQualifiedTwoWays(reader), runs));
  for (const [name, reader] of countMutants) it(`catches: ${name}`, () => expectCaught(propertyCountRaised(reader), runs));
  for (const [name, reader] of percentMutants) it(`catches: ${name}`, () => expectCaught(propertyPercentMove(reader), runs));
  for (const [name, reader] of notMutants) it(`catches: ${name}`, () => expectCaught(propertyValueNotValue(reader), runs));
});
