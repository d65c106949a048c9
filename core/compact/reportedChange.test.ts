import { describe, expect, it } from 'vitest';
import { foldCase } from './foldCase.js';
import { reportsChange } from './reportedChange.js';

/**
 * A change told with what it changed to, in any tense or person, against
 * narration that names a value and changes nothing. Written before the
 * reader, as a reviewer would phrase them.
 */
describe('reportsChange', () => {
  it('reads a change with its target, whoever made it', () => {
    for (const text of [
      'they lowered the deposit to €1,500',
      'the design review got moved to friday',
      'ops extended the cutoff to 19:30 this week',
      'we got room 310 instead',
      'the standup is now at 9:45',
      'QA signed off so we cut the soak to 24h',
      "depozitoyu 4 bin TL'ye düşürdüler",
      "sunumu 16:00'ya almışlar",
      'yayınevi teslimi 17 hazirana ertelemiş',
      'kotayı 800 siparişe çıkardılar',
      "RNDV-1 26 Mart 15:00'e taşındı",
      'toplantı perşembeye kaldı',
      "günlük limit 1000 TL'ye indi",
      // The sixth round (after the change): a value that went up or down, an order that sets a thing to a value.
      'the cap went up to 15.5k',
      'retention went down to 14 days',
      'so make the worktop 3.2m',
      'set the cap at 500',
    ]) {
      expect(reportsChange(foldCase(text)), text).toBe(true);
    }
  });

  it('leaves narration with a value alone', () => {
    for (const text of [
      'we paid €500 of the deposit yesterday',
      'last review went on until 17:30',
      'the caterer refunded €300 to us last week',
      'we moved fast on this one',
      'the export job failed after 2 retries',
      'sent the invoice to the client',
      "dünkü sunum 16:00'ya kadar sürdü",
      'bugün 320 sipariş geldi',
      "kargo 10 mayısta çıktı",
      "plana göre 15:00'e hazırız",
      'otelde 4 oda kaldı galiba',
      "fiyat 1000 TL'nin altında kaldı",
      'the price went up a lot',
      'make the call at 10',
      'the team went down to the pub at 18:00',
    ]) {
      expect(reportsChange(foldCase(text)), text).toBe(false);
    }
  });
});

/**
 * "Yap" with a number two words before it: the thing in the accusative, its
 * new value with a unit ("tavanı 400 TL yaptık"), against a count of things
 * done after a word that only looks accusative ("salı günü 3 toplantı
 * yaptık": we held three meetings on Tuesday). Written before the reader
 * changed; 9 of the 10 look-alikes were read as changes.
 */
describe('reportsChange: a value with its unit before "yap", against things done', () => {
  it.each([
    'tavanı 400 TL yaptık',
    'süreyi 45 dk yaptılar',
    'kotayı 20 GB yaptık',
    'teslim süresini 3 gün yaptılar',
    'fiyatı 1.200 lira yaptılar',
    'limitini 5 bin yaptık',
    'kontenjanı 30 kişi yaptık',
    'dersi 90 dakika yaptılar',
    'bagaj sınırını 23 kilo yaptılar',
    'koşuyu 10 km yaptık',
  ])('a change: %s', (text) => {
    expect(reportsChange(foldCase(text))).toBe(true);
  });

  it.each([
    'salı günü 3 toplantı yaptık',
    'aşağı yukarı 3 tur yaptık',
    'cuma akşamı 2 prova yaptık',
    'pazartesi sabahı 4 teslimat yaptılar',
    'kasım ayı boyunca 12 satış yaptık',
    'bu hafta sonu 6 düğün yaptık',
    'sahildeki otelin önü 2 çekim yaptık',
    'dün gecesi 3 deneme yaptık',
    'ekibi toplayıp 5 görüşme yaptık',
    'o kapıyı 2 kez yaptık',
  ])('things done: %s', (text) => {
    expect(reportsChange(foldCase(text))).toBe(false);
  });
});
