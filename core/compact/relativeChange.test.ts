import { describe, expect, it } from 'vitest';
import { foldCase } from './foldCase.js';
import { relativeChange } from './relativeChange.js';

describe('relativeChange', () => {
  it('names the kind of value a relative change moves', () => {
    const cases: [string, string][] = [
      ['push the flight a day later', 'day'],
      ['can we do it two weeks earlier', 'day'],
      ['standup is 30 min later from tomorrow', 'hour'],
      ['pencereyi bir saat ileri alalım', 'hour'],
      ['one more person is coming', 'people'],
      ['iki kişi daha geliyor', 'people'],
      ['bir gece daha ekledik', 'night'],
      ['add an extra night', 'night'],
      ['add another 500 EUR to the budget', 'money'],
      ['5 bin TL daha koyabiliriz', 'money'],
      // Written before the fourth revision list's change.
      ['eğitimi yarım saat öne çekelim', 'hour'],
      ['toplantıyı bir gün erkene alalım', 'day'],
      ['add two more, the neighbours are coming', 'people'],
      ['two more are joining us', 'people'],
      ['add two more to the table', 'people'],
    ];
    for (const [text, kind] of cases) expect(relativeChange(foldCase(text)), text).toBe(kind);
  });

  it('leaves narration and counts of other things alone', () => {
    for (const text of ['the page fired an hour ago', 'INC-4471 açıldı bir saat önce', 'we found 3 more bugs', 'add 2 tests for it', 'one more thing', 'it took ages to get here', 'add two more tests for it', 'two more questions about the menu', 'bir saat önce aradı']) {
      expect(relativeChange(foldCase(text)), text).toBeUndefined();
    }
  });
});
