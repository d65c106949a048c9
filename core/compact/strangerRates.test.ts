import { describe, expect, it } from 'vitest';
import { summarize, type Acted, type Said } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Rates the assistant works out in its own words (issue 14), a twenty-third list written before any change for it,
 * in domains no conversation of the set uses (a ski lift, a vineyard, a kennel, a bookbindery, a puppet theatre, a
 * ferry line, a climbing gym, a zoo). An assistant splitting a budget by days or pricing a weight ("that's €142.86/day
 * over the week", "kilo başı ₺38,50/kg çıkıyor") writes an amount per unit that nobody gave: arithmetic over the
 * records, not one of them (of the 32 such amounts the forty-eight conversations hold, no truth file lists one). When
 * the summary must shrink, its list loses them first, before a tool's records ("PO-7781", "€2,400.00").
 *
 * Each case is a short range of turns: the user's words, a tool's output, the assistant's rate. The look-alikes keep
 * their place: a rate the user said ("€95/day is our cap"), a rate a tool printed ("£78/hr"), an amount the assistant
 * wrote without a unit ("€2,400.00 in total"), a rate the assistant wrote that a tool printed too.
 *
 * `last`: identifiers that must come after every other identifier of the list (the rates worked out); `before`:
 * pairs [a, b] with a listed before b. A case the list gets wrong today runs as an expected failure (`WRONG`).
 *
 * Before any change for it: 4 of 12 cases hold (the four look-alikes only; every rate worked out is listed among the
 * records). After the round's change (`extractSummary.ts`, `rankIdentifiers`: such a rate ranks last): 12 of 12.
 * Since the twenty-seventh round the list holds such a rate as its amount ("€500.00" of "€500.00/day",
 * `strangerWorkedAmounts.test.ts`), in the same place: `last` names the amounts.
 */
interface Case {
  id: string;
  language: 'tr' | 'en';
  said: (Said | Acted)[];
  last?: readonly string[];
  before?: readonly (readonly [string, string])[];
}

const CASES: Case[] = [
  {
    id: 'e01', language: 'en',
    said: [
      ['user', 'split the lift maintenance budget over the week please'],
      ['tool', 'ORDER    VENDOR            TOTAL\nPO-7781  Alpine Cable Ltd  €2,400.00\nPO-7790  Gondola Parts AG  €1,100.00'],
      ['assistant', 'That comes to €500.00/day over the seven days, with PO-7781 first.'],
    ],
    last: ['€500.00'],
  },
  {
    id: 'e02', language: 'en',
    said: [
      ['user', 'what does the harvest crew cost us per hour?'],
      ['tool', '{"crew": "CR-12", "total": "$3,360.00", "hours": 160}'],
      ['assistant', 'CR-12 works out at $21/hr, $168/day for an eight-hour shift.'],
    ],
    last: ['$21', '$168'],
  },
  {
    id: 'e03', language: 'en',
    said: [
      ['user', 'kennel invoice KN-2291 came in, how much per night is that'],
      ['tool', 'invoice KN-2291 total £1,260.00 nights 14 dogs 3'],
      ['assistant', 'KN-2291 is £90/night for the three dogs, £30.00/night each.'],
    ],
    last: ['£90', '£30.00'],
  },
  {
    id: 'e04', language: 'en',
    said: [
      ['user', 'the ferry charter is booked as FR-0412'],
      ['tool', '{"charter": "FR-0412", "price": "€9,800.00", "crossings": 14}'],
      ['assistant', 'Over the two weeks that is €700/day for FR-0412.'],
    ],
    last: ['€700'],
  },
  {
    id: 't01', language: 'tr',
    said: [
      ['user', 'cilt kağıdı siparişi SP-3318 geldi, kilosu kaça geliyor bak'],
      ['tool', 'SIPARIS  TUTAR        KG\nSP-3318  ₺18.480,00   480'],
      ['assistant', 'SP-3318 kilo başı ₺38,50/kg çıkıyor.'],
    ],
    last: ['₺38,50'],
  },
  {
    id: 't02', language: 'tr',
    said: [
      ['user', 'kukla tiyatrosu turnesinin günlük maliyetini çıkar'],
      ['tool', '{"tur": "KT-2026-07", "toplam": "₺126.000,00", "gun": 9}'],
      ['assistant', 'KT-2026-07 için gecelik ₺14.000/gece, kişi başı ₺2.000/kişi.'],
    ],
    last: ['₺14.000', '₺2.000'],
  },
  {
    id: 't03', language: 'tr',
    said: [
      ['user', 'tırmanış salonu üyeliği ÜY-5521 için aylık ne ödüyoruz'],
      ['tool', 'uyelik ÜY-5521 yillik ₺21.600,00'],
      ['assistant', 'ÜY-5521 aylık ₺1.800/ay ediyor.'],
    ],
    last: ['₺1.800'],
  },
  {
    id: 't04', language: 'tr',
    said: [
      ['user', 'hayvanat bahçesi yem faturası YF-0907 geldi'],
      ['tool', '{"fatura": "YF-0907", "tutar": "₺42.000,00", "hafta": 4}'],
      ['assistant', 'YF-0907 dört bakıcıya bölünürse ₺10.500/kişi ediyor.'],
    ],
    last: ['₺10.500'],
  },
  // Look-alikes: a rate the user said, a rate a tool printed, an amount without a unit, a rate a tool printed too.
  {
    id: 'e05', language: 'en',
    said: [
      ['user', 'Rosa (€95/day) finished the north rows yesterday'],
      ['tool', '{"booking": "VP-118", "rate": "€92.00"}'],
      ['assistant', 'VP-118 is cheaper than €95/day.'],
    ],
    before: [['€95/day', '€92.00']],
  },
  {
    id: 'e06', language: 'en',
    said: [
      ['user', 'which bindery is cheapest per hour?'],
      ['tool', 'BINDERY           RATE\nHollins & Reed    £78/hr\nCastle Bindery    £84/hr'],
      ['assistant', 'Hollins & Reed at £78/hr is the cheapest, then Castle Bindery at £84/hr.'],
    ],
    before: [['£78/hr', 'Castle Bindery']],
  },
  {
    id: 't05', language: 'tr',
    said: [
      ['user', 'zoo bakım siparişlerini topla'],
      ['tool', 'SIPARIS   TUTAR\nZB-1001   ₺4.200,00\nZB-1002   ₺3.100,00'],
      ['assistant', 'Toplam ₺7.300,00 ediyor, ZB-1001 ve ZB-1002.'],
    ],
    before: [['₺7.300,00', '₺4.200,00']],
  },
  {
    id: 't06', language: 'tr',
    said: [
      ['user', 'feribot kantini için un fiyatına bak'],
      ['tool', '{"tedarikci": "DN-44", "fiyat": "₺41,20/kg"}'],
      ['assistant', 'DN-44 şu an ₺41,20/kg veriyor.'],
    ],
    before: [['DN-44', '₺41,20/kg']],
  },
];

/** Cases the list gets wrong today, by id. */
const WRONG = new Set<string>([
]);

function listOf(c: Case): string[] {
  return summarize(c.language, c.said).identifiers.map((item) => item.text);
}

function holds(c: Case): boolean {
  const list = listOf(c);
  const last = c.last ?? [];
  const lastOk = last.every((rate) => list.includes(rate) && list.slice(list.indexOf(rate) + 1).every((other) => last.includes(other)));
  const beforeOk = (c.before ?? []).every(([a, b]) => list.includes(a) && list.includes(b) && list.indexOf(a) < list.indexOf(b));
  return lastOk && beforeOk;
}

describe('rates the assistant works out go last in the identifier list', () => {
  for (const c of CASES) {
    const test = WRONG.has(c.id) ? it.fails : it;
    test(`${c.id}: ${JSON.stringify(c.last ?? c.before)}`, () => expect(holds(c), JSON.stringify(listOf(c))).toBe(true));
  }

  it('is a list of 12 cases, half Turkish, and every expected failure names a case', () => {
    expect(CASES.length).toBe(12);
    expect(CASES.filter((c) => c.language === 'tr').length).toBe(6);
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
    expect([...WRONG].filter((id) => !CASES.some((c) => c.id === id))).toEqual([]);
  });
});
