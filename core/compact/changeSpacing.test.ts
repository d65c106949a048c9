import { describe, expect, it } from 'vitest';
import { foldCase } from './foldCase.js';
import { relativeChange } from './relativeChange.js';
import { cancelsRule, narratesChange, reportsChange } from './reportedChange.js';

/**
 * The change readers on text as it is typed (issue 12): whitespace between
 * words other than one space (two spaces, a tab, a no-break space, a line
 * break), inside a fixed phrase too ("an  extra", "ended\nup", "gerek yok"
 * with a no-break space); and a Turkish case suffix after an apostrophe on
 * a date, a day of the month or an ordinal ("15/06'ya", "ayın 15'ine",
 * "20'sine", "5'inci haftaya"). Written before the change, in words and
 * domains of their own, with near misses of the same shape that change
 * nothing: 25 of 54 read right before, 54 of 54 after.
 */
const RELATIVE: [string, string | undefined][] = [
  ['add an  extra night', 'night'],
  ['an  extra €40 for the cleaner', 'money'],
  ['two more\u00a0guests are coming', 'people'],
  ['two more  are\tcoming', 'people'],
  ['three more will  be joining', 'people'],
  ['push it to the\tday after', 'day'],
  ['ertesi\u00a0güne alalım', 'day'],
  ['another\u00a0€200 for the band', 'money'],
  ['add\t€300', 'money'],
  ['half  an hour later', 'hour'],
  ['yarım\tsaat ileri alalım', 'hour'],
  ['the page fired an  hour ago', undefined],
  ['one  more  thing', undefined],
];

const REPORTED: [string, boolean][] = [
  ["teslimi 15/06'ya aldık", true],
  ["ayın 15'ine aldık", true],
  ["kalibrasyonu ayın 20'sine kaydırdık", true],
  ["denetimi ayın 3'üne çektik", true],
  ["teslimi ayın 6'sına aldılar", true],
  ["anketi 30'una erteledik", true],
  ["turnuvayı 15.06.2027'ye ertelediler", true],
  ["sınavı 12/09/2027'ye aldık", true],
  ["kontrolü 5'inci haftaya kaydırdık", true],
  ["hasatı 3'üncü güne aldık", true],
  ["provayı 2'nci seansa aldık", true],
  ["kota\t1.500'e\tçıktı", true],
  ["seminer 14:30'a\u00a0alındı", true],
  ["seminer\n14:30'a alındı", true],
  ["sergiyi 2027-06-15'e taşıdık", true],
  ["ayın 15'ine kadar sürdü", false],
  ["15/06'ya kadar sürdü", false],
  ["5'inci haftaya bakalım", false],
  ["ayın 15'inde aldık", false],
  ['the clinic  made the slot 8:15 for us', true],
  ['they  set the fee at 40', true],
  ['we ended  up at €4,200', true],
  ['we ended\nup at €4,200', true],
  ['signed for 12 months in  the end', true],
  ['the landlord told  us the rent is 1,520', true],
  ['the landlord told us the rent will  be 1,520', true],
  ['the gym let  us know the fee is now 45', true],
  ['the office informed\tus the fee is 45', true],
  ['so make  it 40', true],
  ["let's  say 40", true],
  ['  make it 40', true],
  ['we  paid €500 of the deposit', false],
];

const NARRATED: [string, boolean][] = [
  ['we  cut the soak to 24h', true],
  ['the  vet  set the dose to 5ml', true],
  ['we\tset the fee to 40', true],
  ['we\u00a0cut the fee to 40', true],
  ['cut  the fee to 40', false],
];

const CANCELLED: [string, boolean][] = [
  ['no  need for the 10am cutoff anymore', true],
  ["the word limit doesn't  matter", true],
  ['saat sınırına gerek\u00a0yok', true],
  ['the budget cap no\tlonger applies', true],
];

describe('change readers on whitespace and Turkish suffixes after an apostrophe', () => {
  it.each(RELATIVE)('relative: %j', (text, kind) => expect(relativeChange(foldCase(text))).toBe(kind));
  it.each(REPORTED)('reported: %j', (text, reports) => expect(reportsChange(foldCase(text))).toBe(reports));
  it.each(NARRATED)('narrated: %j', (text, narrates) => expect(narratesChange(foldCase(text))).toBe(narrates));
  it.each(CANCELLED)('cancelled: %j', (text, cancels) => expect(cancelsRule(foldCase(text))).toBe(cancels));
});
