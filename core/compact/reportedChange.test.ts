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
