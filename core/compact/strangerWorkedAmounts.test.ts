import { describe, expect, it } from 'vitest';
import { summarize, type Acted, type Said } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * The amount of a rate the assistant works out (issue 14), a twenty-seventh list written before any change for it, in
 * domains no conversation of the set uses (a bee farm, a piano tuner, a sailing school, a glass studio, a choir's
 * tour, a bicycle courier, a tea garden, a falconry centre). An assistant splitting a sum by days or by people
 * ("that's €142.86/day over the week", "kişi başı ₺2.450/kişi") writes an amount per unit nobody gave; the list puts
 * it last. A reader who comes back to it asks for the amount ("was it 142.86?") and quotes the amount, so the list
 * holds the amount ("€142.86"), not the rate with its unit.
 *
 * Each case is a short range of turns: the user's words, a tool's output, the assistant's rate. `listed`: values the
 * summary holds (a line of the identifier list, or spelled in a kept item); `unlisted`: values the list must not hold. The look-alikes keep their rate whole: a rate the user
 * said ("Dale (£40/hr) finished the stairs"), a rate a tool printed ("€18/kg"), a rate a tool printed and the assistant repeated, and
 * an amount the assistant wrote without a unit (listed as before). Beside each rate the case holds a record of the
 * turn (a booking, an invoice), which stays listed.
 *
 * Before any change for it: 0 of 8 cases hold and 5 of 5 look-alikes (every worked rate listed whole). After the
 * round's change (`extractSummary.ts`, `workedAmount`): 8 of 8 and 5 of 5.
 */
interface Case {
  id: string;
  language: 'tr' | 'en';
  said: (Said | Acted)[];
  listed: readonly string[];
  unlisted: readonly string[];
}

const CASES: Case[] = [
  {
    id: 'e01', language: 'en',
    said: [
      ['user', 'how much does the hive inspection contract HV-3310 cost us per day'],
      ['tool', '{"contract": "HV-3310", "total": "€1,000.00", "days": 7}'],
      ['assistant', 'HV-3310 works out to €142.86/day over the seven days.'],
    ],
    listed: ['€142.86', 'HV-3310'],
    unlisted: ['€142.86/day'],
  },
  {
    id: 'e02', language: 'en',
    said: [
      ['user', 'split the piano tuning invoice PT-0871 across the three days'],
      ['tool', 'INVOICE  TOTAL      DAYS\nPT-0871  £1,350.00  3'],
      ['assistant', 'PT-0871 comes to £450/day, the same for each of the three.'],
    ],
    listed: ['£450', 'PT-0871'],
    unlisted: ['£450/day'],
  },
  {
    id: 'e03', language: 'en',
    said: [
      ['user', 'the sailing course SC-22 is booked, what is that per student'],
      ['tool', '{"course": "SC-22", "price": "$2,880.00", "students": 12}'],
      ['assistant', 'SC-22 is $240/person, and $30.00/hr over the eight hours.'],
    ],
    listed: ['$240', '$30.00', 'SC-22'],
    unlisted: ['$240/person', '$30.00/hr'],
  },
  {
    id: 'e04', language: 'en',
    said: [
      ['user', 'glass studio kiln rental GK-114, what is it per day'],
      ['tool', 'rental GK-114 total €960.00 days 16'],
      ['assistant', 'GK-114 comes to €60/day.'],
    ],
    listed: ['€60', 'GK-114'],
    unlisted: ['€60/day'],
  },
  {
    id: 't01', language: 'tr',
    said: [
      ['user', 'koro turnesinin otel faturası KT-4410 geldi, kişi başı ne düşüyor'],
      ['tool', '{"fatura": "KT-4410", "tutar": "₺98.000,00", "kisi": 40}'],
      ['assistant', 'KT-4410 kişi başı ₺2.450/kişi ediyor.'],
    ],
    listed: ['₺2.450', 'KT-4410'],
    unlisted: ['₺2.450/kişi'],
  },
  {
    id: 't02', language: 'tr',
    said: [
      ['user', 'kurye sözleşmesi BK-0093 için aylık maliyeti çıkar'],
      ['tool', 'SOZLESME  TUTAR        AY\nBK-0093   ₺36.000,00   30'],
      ['assistant', 'BK-0093 aylık ₺1.200/ay tutuyor.'],
    ],
    listed: ['₺1.200', 'BK-0093'],
    unlisted: ['₺1.200/ay'],
  },
  {
    id: 't03', language: 'tr',
    said: [
      ['user', 'çay bahçesinin hasat ekibi ÇH-17 kişi başı kaça geliyor'],
      ['tool', 'ekip ÇH-17 toplam ₺52.800,00 kisi 40'],
      ['assistant', 'ÇH-17 kişi başı ₺1.320/kişi, kilo başına da ₺4,40/kg çıkıyor.'],
    ],
    listed: ['₺1.320', '₺4,40', 'ÇH-17'],
    unlisted: ['₺1.320/kişi', '₺4,40/kg'],
  },
  {
    id: 't04', language: 'tr',
    said: [
      ['user', 'doğancılık merkezinin yem siparişi DM-2205 geldi'],
      ['tool', '{"siparis": "DM-2205", "tutar": "₺18.600,00", "ay": 12}'],
      ['assistant', 'DM-2205 aylık ₺1.550/ay ediyor.'],
    ],
    listed: ['₺1.550', 'DM-2205'],
    unlisted: ['₺1.550/ay'],
  },
  // Look-alikes: a rate the user said, a rate a tool printed, one a tool printed and the assistant repeated, an amount
  // the assistant wrote without a unit.
  {
    id: 'e05', language: 'en',
    said: [
      ['user', 'Dale (£40/hr) finished the stairs yesterday'],
      ['tool', '{"quote": "PM-0412", "rate": "£38.00"}'],
      ['assistant', 'PM-0412 is cheaper than £40/hr.'],
    ],
    listed: ['£40/hr', 'PM-0412'],
    unlisted: ['£40'],
  },
  {
    id: 'e06', language: 'en',
    said: [
      ['user', 'which honey buyer pays most?'],
      ['tool', 'BUYER             PRICE\nHollow Oak Foods  €18/kg\nMeadowline Ltd    €16/kg'],
      ['assistant', 'Hollow Oak Foods at €18/kg pays most, then Meadowline Ltd at €16/kg.'],
    ],
    listed: ['€18/kg', '€16/kg'],
    unlisted: ['€18', '€16'],
  },
  {
    id: 't05', language: 'tr',
    said: [
      ['user', 'yelken okulu için tekne kirasına bak'],
      ['tool', 'TEKNE  FIYAT\nYK-08  ₺3.400/ay\nYK-11  ₺2.900/ay'],
      ['assistant', 'YK-08 şu an ₺3.400/ay veriyor.'],
    ],
    listed: ['₺3.400/ay', 'YK-08'],
    unlisted: ['₺3.400'],
  },
  {
    id: 't06', language: 'tr',
    said: [
      ['user', 'cam atölyesi siparişlerini topla'],
      ['tool', 'SIPARIS   TUTAR\nCA-1201   ₺6.200,00\nCA-1202   ₺2.900,00'],
      ['assistant', 'Toplam ₺9.100,00 ediyor, CA-1201 ve CA-1202.'],
    ],
    listed: ['₺9.100,00', 'CA-1201', 'CA-1202'],
    unlisted: [],
  },
  {
    id: 't07', language: 'tr',
    said: [
      ['user', 'arıcılık kooperatifi gezisi için kişi başı ₺85/kişi sınırımız var'],
      ['tool', '{"teklif": "AK-330", "tutar": "₺8.160,00", "kisi": 96}'],
      ['assistant', 'AK-330 ₺85/kişi ediyor, sınırın tam üstünde.'],
    ],
    listed: ['₺85/kişi', 'AK-330'],
    unlisted: ['₺85'],
  },
];

/** Cases the list gets wrong today, by id. */
const WRONG = new Set<string>([
]);

function summaryOf(c: Case): { list: string[]; items: string[] } {
  const found = summarize(c.language, c.said);
  const items = [found.constraints, found.decisions, found.rejected, found.openQuestions].flat().map((item) => item.text);
  return { list: found.identifiers.map((item) => item.text), items };
}

/** Every `listed` value is a line of the list or spelled in a kept item (a user's rule "…£40/hr…" needs no line); no `unlisted` value is a line. */
function holds(c: Case): boolean {
  const { list, items } = summaryOf(c);
  return c.listed.every((v) => list.includes(v) || items.some((text) => text.includes(v))) && c.unlisted.every((v) => !list.includes(v));
}

describe('a rate the assistant works out is listed as its amount', () => {
  for (const c of CASES) {
    const test = WRONG.has(c.id) ? it.fails : it;
    test(`${c.id}: ${JSON.stringify(c.listed)}`, () => expect(holds(c), JSON.stringify(summaryOf(c))).toBe(true));
  }

  it('is a list of 13 cases, 8 rates and 5 look-alikes, and every expected failure names a case', () => {
    expect(CASES.length).toBe(13);
    expect(CASES.filter((c) => c.language === 'tr').length).toBe(7);
    expect(CASES.filter((c) => c.unlisted.some((v) => v.includes('/'))).length).toBe(8);
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
    expect([...WRONG].filter((id) => !CASES.some((c) => c.id === id))).toEqual([]);
  });
});
