import { describe, expect, it } from 'vitest';
import type { Turn } from '../request.js';
import { saidItems, type Holder } from './saidItems.js';
import type { SummaryItem } from './summary.js';

/**
 * Answers that only acknowledge or take what was just offered, in the
 * verbatim section: short dialogues of our own, in domains no test
 * conversation is about (a bakery's wholesale orders, a choir, a school bus
 * route, a beekeeping shop, a tennis club, a library), Turkish and English.
 * A line "ok" or "ekle" says nothing to the model on its own; what it takes
 * is in the assistant's turn, which the section never writes. So it may be
 * left out when what it takes is carried out by a tool call right after it,
 * or is kept elsewhere in the summary (an offer taken, a live decision of
 * that turn); thanks for an answer that offered nothing may go too. What
 * must stay: an answer that carries a word of its own ("yes, but not before
 * 9", "tamam ama fatura kesilmesin", "ok — cap it at 40"), a refusal ("no",
 * "kalsın"), a question back, and an approval of an offer that nothing
 * carries out or keeps: the turn before holds the rule it approves, and
 * only this line says it was approved.
 *
 * Before the section left such answers out: none of the 14 answers to leave
 * out was left out, and all 14 look-alikes stayed; after: 14 and 14.
 */

const user = (content: string): Turn => ({ role: 'user', content });
const assistant = (content: string): Turn => ({ role: 'assistant', content });
const call = (id: string, name: string, args: string): Turn => ({ role: 'assistant', content: '', toolCalls: [{ id, name, arguments: args }] });
const tool = (id: string, content: string): Turn => ({ role: 'tool', toolCallId: id, content });

/** The verbatim lines of the whole history as the window, no earlier summary. */
function lines(history: Turn[], holders: Holder[] = []): string[] {
  return saidItems(history, 0, history.length, 0, holders).said.map((item) => item.text);
}

/** A proposal, the answer, and a call that carries it out. */
function approvedByCall(proposal: string, answer: string): Turn[] {
  return [
    user('We need the order for Saturday sorted.'),
    assistant(proposal),
    user(answer),
    call('c1', 'order_update', '{"order": "WH-2231", "loaves": 40}'),
    tool('c1', '{"status": "OK"}'),
    assistant('Done: WH-2231 is 40 loaves.'),
  ];
}

describe('the verbatim section leaves out answers that only take what a call then carries out', () => {
  const cases: [string, string][] = [
    ['Should I change the Saturday order to 40 loaves?', 'yes go ahead'],
    ['Should I change the Saturday order to 40 loaves?', 'ok'],
    ['Cumartesi siparişini 40 ekmeğe çekeyim mi?', 'evet'],
    ['Cumartesi siparişini 40 ekmeğe çekeyim mi?', 'tamam, yap'],
    ['Cumartesi siparişini 40 ekmeğe çekeyim mi?', 'olur'],
    ['Koro provası için salonu ayırayım mı?', 'ayır'],
    ['Servis rotasına Çamlık durağını ekleyeyim mi?', 'ekle'],
    ['Send the renewal reminder to the tennis club members?', 'send'],
    ['Want me to book court 3 for the juniors?', 'yes book it'],
    ['Kütüphane üyelerine gecikme bildirimini göndereyim mi?', 'gönder'],
    ['Arıcılık siparişini onaylıyor musunuz?', 'onay'],
    ['Push the new bus timetable live?', 'push'],
  ];
  for (const [proposal, answer] of cases) {
    it(`"${answer}" after "${proposal}" and a call`, () => {
      const said = lines(approvedByCall(proposal, answer));
      expect(said).toEqual(['We need the order for Saturday sorted.']);
    });
  }

  it('thanks for an answer that asked nothing', () => {
    for (const thanks of ['thanks', 'thank you!', 'teşekkürler', 'sağol', 'cheers']) {
      const history = [user('How many hives did we sell in May?'), assistant('Fourteen hives in May, two of them with queens.'), user(thanks)];
      expect(lines(history), thanks).toEqual(['How many hives did we sell in May?']);
    }
  });

  it('an approval of an offer the summary keeps as a live decision of that turn: the decision must stay', () => {
    const history = [user('Keep the choir hall booking at 2 hours.'), assistant('Shall I extend the choir hall booking to 3 hours?'), user('yes, do that')];
    const offer: SummaryItem = { text: 'Shall I extend the choir hall booking to 3 hours?', turns: [2, 3] };
    const section = saidItems(history, 0, history.length, 0, [{ item: offer, binds: true }]);
    expect(section.said.map((item) => item.text)).toEqual(['Keep the choir hall booking at 2 hours.']);
    expect([...section.held]).toEqual([offer]);
  });
});

describe('the verbatim section keeps what looks like an acknowledgement and says more', () => {
  const cases: [string, string][] = [
    ['Should I schedule the bus check for 8?', 'yes, but not before 9'],
    ['Faturayı bugün keseyim mi?', 'tamam ama fatura kesilmesin'],
    ['Should I set the junior court budget?', 'ok — cap it at 40'],
    ['Should I cc the head librarian?', 'no'],
    ['Salonu iptal edeyim mi?', 'hayır, kalsın'],
    ['Should I order the smokers from the usual supplier?', 'ok but only the steel ones'],
    ['Siparişi onaylıyor musunuz?', 'evet, kargo ücretsiz olsun'],
    ['Which route, the coastal one or the hill one?', 'the hill one'],
    ['Should I book it?', 'yes?'],
    ['Should I book it for the 12th?', 'ok the 14th'],
  ];
  for (const [proposal, answer] of cases) {
    it(`"${answer}" after "${proposal}", even with a call after it`, () => {
      expect(lines(approvedByCall(proposal, answer))).toContain(answer);
    });
  }

  it('an approval of an offer that no call carries out and the summary does not keep', () => {
    for (const [proposal, answer] of [
      ['Shall I keep the library open until 20:00 on Thursdays from now on?', 'yes'],
      ['Perşembe provalarını bundan sonra 19:00\'da bitireyim mi?', 'olur'],
      ['Amfi yerine spor salonu kalsın mı?', 'kalsın'],
    ]) {
      const history = [user('Let us plan the season.'), assistant(proposal!), user(answer!), assistant('Noted.')];
      expect(lines(history), answer).toContain(answer);
    }
  });

  it('an "ok" or "tamam" to a statement of the assistant: it may be taking what the statement set', () => {
    for (const answer of ['ok', 'tamam', 'fine']) {
      const history = [user('Plan the deliveries.'), assistant('I will keep the customer off the cc list from now on.'), user(answer)];
      expect(lines(history), answer).toContain(answer);
    }
  });

  it('thanks after a question of the assistant: the question may still be open', () => {
    const history = [user('Check the hive stock.'), assistant('Twelve left. Shall I reorder?'), user('thanks')];
    expect(lines(history)).toContain('thanks');
  });

  it('a system turn is never an acknowledgement', () => {
    const history: Turn[] = [assistant('Should I go ahead?'), { role: 'system', content: 'ok' }, call('c1', 'go', '{}')];
    expect(lines(history)).toEqual(['ok']);
  });
});
