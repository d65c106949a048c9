import { describe, expect, it } from 'vitest';
import { findSupersessions, type Statement } from './supersession.js';

const said = (text: string, turn: number, context = text): Statement => ({ text, turn, context });

/** Does the later statement replace the earlier one? */
function replaces(earlier: Statement, later: Statement): boolean {
  return findSupersessions([earlier], [later])[0] === later.turn;
}

describe('findSupersessions', () => {
  it('a later value for the same thing replaces the earlier one', () => {
    const pairs: [Statement, Statement][] = [
      [said('budget is 5.000 EUR all in', 2), said('budget got cut, we are at 4.200 EUR now', 30)],
      [said("tonight's window is 02:00-03:00 UTC", 4), said('its 04:00-05:00 UTC now', 40, 'oh, the window moved. its 04:00-05:00 UTC now')],
      [said('14 kişiyiz', 1), said('artık 16 kişiyiz', 20)],
      [said('status update every 30 min', 3), said('hourly is fine from now on', 50)],
      [said('teslim tarihi 12 mayıs', 5), said('teslim 15 mayısa kaydı', 25)],
      [said('kanala 30 dkda bir yaz', 6), said("update'leri saatte bire çekebilirsin", 60)],
      [said('indirim 300 TL\'yi geçmemeli', 3), said('tavanı 400 TL yap', 21)],
      [said('keep answers short', 5), said('you can go long again', 75)],
      [said('ok dont replay yet', 47), said('replay the other 35', 80)],
      [said('the 17th stays at torre azul all 3 nights', 46), said('drop the torre azul hold', 63)],
      [said('we ship tuesday 14 april', 6), said('we ship wednesday 15 april instead', 124)],
    ];
    for (const [e, l] of pairs) expect(replaces(e, l), `${e.text} → ${l.text}`).toBe(true);
  });

  it('different things with values of the same kind stay, and so does a repeat', () => {
    const pairs: [Statement, Statement][] = [
      [said('No meetings before 10', 3), said('nothing departing before 7am', 11)],
      [said('timestamps in UTC pls', 5), said('its 04:00-05:00 UTC now', 94)],
      [said('within 15 min walk of the venue', 7), said('the 17th stays at torre azul all 3 nights', 46)],
      [said('sorguların 1000 satırı geçmemeli', 25), said('ilk 6 son 4 maskeli olsun', 27)],
      [said('8 sn kalacak', 38), said("update'leri saatte bire çekebilirsin", 65)],
      [said('dont book anything non-refundable until Maren signs off', 3), said('maren signed off!! book the easyjets', 56)],
      [said('budget is 5.000 EUR', 2), said('budget is 5.000 EUR', 9)],
    ];
    for (const [e, l] of pairs) expect(replaces(e, l), `${e.text} → ${l.text}`).toBe(false);
  });

  it('only a later turn replaces, and the first one that does is named', () => {
    expect(findSupersessions([said('budget is 5.000 EUR', 9)], [said('budget is 4.000 EUR now', 3)])).toEqual([undefined]);
    expect(
      findSupersessions([said('14 people', 1)], [said('so 17 people now', 40), said('so 16 people now', 61)]),
    ).toEqual([40]);
  });
});
