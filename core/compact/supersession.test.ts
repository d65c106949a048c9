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
      [said('rent max $1,800', 3), said('actually make it $2,000', 5)],
      [said('move-in june 1', 3), said('move-in pushed to june 15', 30)],
      [said('call at 3pm', 3), said('move the call to 4pm', 30)],
      [said('deadline is March 3', 3), said('deadline extended to March 10', 30)],
      [said('word limit 3000', 3), said('they raised the word limit to 3500', 30)],
      [said('toplantı saat 14:00', 3), said("toplantıyı 15:30'a aldık", 30)],
      [said("maaş günü ayın 15'i", 3), said("maaş günü artık ayın 10'u", 30)],
      [said('bütçe 20 bin TL', 3), said('bütçeyi 25 bine çıkardık', 30)],
      [said('teslim cuma', 3), said('teslim pazartesiye kaydı', 30)],
      [said('5 kişiyiz', 3), said('7 kişi olduk', 30)],
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
      [said('rent max $1,800', 3), said('deposit is $1,800', 30)],
      [said('call at 3pm', 3), said('lunch at 1pm', 30)],
      [said('need 3 bedrooms', 3), said('2 bathrooms', 30)],
      [said('bütçe 20 bin TL', 3), said('kira 15 bin TL', 30)],
      [said('teslim cuma', 3), said('toplantı pazartesi', 30)],
      [said('rent max $1,800', 3), said('actually the broker fee is $500', 30)],
      [said('and tell marta freeze moves to friday 12:00 CET', 90), said("marta's out tuesday so we ship wednesday 15 april instead", 124)],
    ];
    for (const [e, l] of pairs) expect(replaces(e, l), `${e.text} → ${l.text}`).toBe(false);
  });

  it('the sixth round, one pair per rule (written after the change, to hold each rule in place)', () => {
    const replacing: [Statement, Statement][] = [
      // The same date written two ways changes nothing; a new one in ISO form does.
      [said('the offsite is on 13 january', 3), { ...said('calendar({"title": "offsite", "date": "2026-01-20"})', 9), approved: true }],
      // A size with its unit.
      [said('the worktop needs to be 3m exactly', 9), said('so make the worktop 3.2m', 43)],
      // A cap on money, budget or limit.
      [said('kira üst limiti 45.000 TL', 3), said('bütçeyi 48 bine çıkardık', 60)],
      // "the Saturday window" is the window.
      [said('patching only in the Saturday 02:00-05:00 window', 5), said('we moved the patching window to Sunday 01:00-04:00', 81)],
      // A pronoun before the value refers back, whatever the clause opens with.
      [said('budget for the offsite is $12,000', 3), said('finance bumped it to $14,500', 5)],
      [said('the party is on 12 May', 3), said('the venue moved it to 26 May', 5)],
    ];
    for (const [e, l] of replacing) expect(replaces(e, l), `${e.text} → ${l.text}`).toBe(true);
    const staying: [Statement, Statement][] = [
      [said('the offsite is on 13 january', 3), { ...said('calendar({"title": "offsite", "date": "2026-01-13"})', 9), approved: true }],
      [said('the kitchen starts 5 Jan', 3), said('and the bathroom starts 26 Jan, we moved it', 9)],
      [said('bütçe 48 bin', 60), said('bütçe 48 bin, aynı, değişen bişey yok onda', 82)],
      [said('the deadline is 20 Feb', 3), said('the permit runs 12 Jan to 9 Feb, the deadline is still 20 Feb', 30)],
      [said('we pushed the kitchen start to 12 Jan', 49), said('SKP/2026/04419 approved for 12 Jan to 9 Feb.', 57, 'permit came through, SKP/2026/04419 approved for 12 Jan to 9 Feb. you can book the skip now')],
    ];
    for (const [e, l] of staying) expect(replaces(e, l), `${e.text} → ${l.text}`).toBe(false);
  });

  it('only a later turn replaces, and the first one that does is named', () => {
    expect(findSupersessions([said('budget is 5.000 EUR', 9)], [said('budget is 4.000 EUR now', 3)])).toEqual([undefined]);
    expect(
      findSupersessions([said('14 people', 1)], [said('so 17 people now', 40), said('so 16 people now', 61)]),
    ).toEqual([40]);
  });

  it('a second list, written after the first measurement: ordinals, seconds, one new number or day, a prohibition lifted', () => {
    const pairs: [Statement, Statement][] = [
      [said('we fly out on the 12th', 5), said('flights are now on the 14th', 50)],
      [said('the cutover is saturday night', 6), said('cutover is sunday night now', 60)],
      [said('use node 18', 3), said('we are on node 20 now', 30)],
      [said('team of 6', 2), said('team is 8 now', 50)],
      [said('retry timeout 30s', 2), said('retry timeout 45s olsun', 30)],
      [said('replicas stay at 3', 3), said('bump replicas to 5', 40)],
      [said('launch is on may 4', 3), said('launch slipped to may 11', 40)],
      [said('müşteriye indirim yapma', 3), said('tamam artık indirim yapabilirsin müşteriye', 40)],
    ];
    for (const [e, l] of pairs) expect(replaces(e, l), `${e.text} → ${l.text}`).toBe(true);
    const apart: [Statement, Statement][] = [
      // "the 17th" is a person here, not a date.
      [said('tue 12 – thu 14 may', 1), said('the 17th stays at torre azul all 3 nights', 46, 'no, nobody moves hotels mid-trip. the 17th stays at torre azul all 3 nights.')],
      [said('max 2 retries per job', 4), said('timeout 30s per job', 30)],
      [said('no deploys on friday', 2), said('the db migration runs on tuesday', 40)],
      [said('use node 20', 2), said('use pnpm 9', 30)],
      // Still a prohibition: nothing was lifted.
      [said('müşteriye indirim yapma', 3), said('müşteriye artık hiç indirim yapma', 40)],
    ];
    for (const [e, l] of apart) expect(replaces(e, l), `${e.text} → ${l.text}`).toBe(false);
  });
});
