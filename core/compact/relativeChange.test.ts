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

  // relativeChange first looks for any word a change needs, then for the change: every word of every form must pass.
  it('reads every word that moves a value, in each form of a change', () => {
    const moves = ['later', 'earlier', 'sooner', 'longer', 'shorter', 'more', 'extra', 'fewer', 'less', 'back', 'forward', 'daha', 'ileri', 'ileriye', 'geri', 'geriye', 'erken', 'erkene', 'erkenden', 'gec', 'fazla', 'eksik', 'sonraya', 'onceye', 'one'];
    for (const move of moves) {
      expect(relativeChange(`2 days ${move}`), move).toBe('day');
      expect(relativeChange(`iki saat ${move}`), move).toBe('hour');
      expect(relativeChange(`3 kisi ${move}`), move).toBe('people');
      expect(relativeChange(`bir gece ${move}`), move).toBe('night');
    }
    const phrases: [string, string][] = [
      ['move it to the day after', 'day'], ['till the night before', 'day'], ['until the following week', 'day'],
      ['ertesi gune', 'day'], ['bir gun oncesine', 'day'], ['iki hafta sonrasina', 'day'], ['sonraki gune', 'day'], ['onceki haftaya', 'day'],
      ['two fewer guests', 'people'], ['three less seats', 'people'], ['another person', 'people'], ['an extra hour', 'hour'],
      ['plus two more', 'people'], ['four more are coming', 'people'], ['add 3 more', 'people'],
      ['another 200 eur', 'money'], ['add $300', 'money'], ['adding 40 tl', 'money'], ['€200 more', 'money'], ['5 bin tl fazla', 'money'],
      ['double it', 'factor'], ['triple the order', 'factor'], ['halve that', 'factor'], ['quadruple them', 'factor'],
      ['cut it in half', 'factor'], ['reduce that by half', 'factor'], ['uc katina', 'factor'], ['yariya indir', 'factor'],
      ['move it up a day', 'day'], ['moving it a week', 'day'], ['push it a week', 'day'], ['pushing it 2 days', 'day'], ['bring it back an hour', 'hour'],
      ['pull it 1 day', 'day'], ['shift it 2 hours', 'hour'], ['bump it a day', 'day'], ['slide it a day', 'day'], ['delay it 3 days', 'day'],
      ['postpone it a week', 'day'], ['bir gun ertele', 'day'], ['bir saat kaydir', 'hour'], ['iki gun otele', 'day'], ['haftaya kaydir', 'day'],
      ['haftaya tasiyalim', 'day'], ['haftaya birak', 'day'], ['haftaya alalim', 'day'], ['haftaya at', 'day'],
    ];
    for (const [text, kind] of phrases) expect(relativeChange(text), text).toBe(kind);
  });
});
