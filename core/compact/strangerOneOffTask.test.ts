import { describe, expect, it } from 'vitest';
import { eachCase, liveLines, type Language } from '../../compaction/test-helpers/oneUserTurn.js';
import { extractSummary } from './extractSummary.js';
import { emptyContent, type SummaryContent, type SummaryTurn } from './summary.js';

/**
 * Stranger cases: one-off tasks the assistant carries out at once — "kovan listesini bölgeye göre grupla" and a tool
 * call after it, "tag the herbarium scans with their genus" and "Tagged all of them." — beside look-alikes that must
 * stay rules, in domains no conversation uses (beekeeping, a choir, a brewery, a pottery kiln, a stamp collection, a
 * ferry club, a herbarium), written before any change, as people type.
 *
 * A one-off task names one action done now, on one object, and the next assistant turn reports it done: a tool call,
 * or "Done", "Sent.", "ekledim", "çeviriyorum". Kept as a constraint it takes the summary's room from the rules and
 * identifiers, and tells the model to do again what is done. A standing rule can be an imperative too: what holds for
 * what comes ("her", "always", "from now on", "bundan sonra", a prohibition, a limit, a value that stays, a
 * condition) stays a rule whatever the assistant did next; so does a task the assistant asked about or refused (it is
 * still to do), and a rule said while asking for a task.
 *
 * Before any change: 5 of 26 tasks kept as constraints (5 of 14 Turkish: the bare imperatives "ekle", "listele",
 * "sırala", "çevir", "gönder" that the clause rules read as orders; 0 of 12 English), 0 of 24 look-alikes lost.
 */

/** Small talk, the user's turn, the assistant's reply (with its tool calls), and small talk after. */
function summarize(text: string, language: Language, reply: string, calls: string[]): SummaryContent {
  const said: [SummaryTurn['role'], string][] =
    language === 'tr'
      ? [['user', 'merhaba tekrar'], ['assistant', 'Merhaba, nasıl yardımcı olayım?'], ['user', text], ['assistant', reply], ['user', 'sağ ol'], ['assistant', 'Başka bir şey var mı?']]
      : [['user', 'hi again'], ['assistant', 'Hello! What can I do?'], ['user', text], ['assistant', reply], ['user', 'thanks'], ['assistant', 'Anything else for today?']];
  const turns = said.map(([role, t], i): SummaryTurn => ({ n: i + 1, role, text: t, ...(i === 3 && calls.length > 0 ? { calls } : {}) }));
  return extractSummary({ turns, previous: emptyContent(), language, maxTurn: turns.length });
}

type Case = [text: string, language: Language, reply: string, calls: string[]];

/** One-off tasks, done in the next turn: none may be kept as a constraint. */
const TASKS: Case[] = [
  ['arı kovanlarının bakım kaydını tabloya ekle', 'tr', '', ['sheet_append({"sheet":"bakim"})']],
  ['kovan listesini bölgeye göre grupla', 'tr', '', ['sheet_group({"by":"bolge"})']],
  ['koro provası notlarını ortak klasöre yükle', 'tr', 'Yükledim.', []],
  ['bira mayası siparişini tedarikçi portalında onayla', 'tr', '', ['portal_confirm({})']],
  ['seramik fırınının sıcaklık grafiğini çiz', 'tr', 'Grafiği çizdim, aşağıda.', []],
  ['gemi modeli kulübünün üye listesini alfabetik sırala', 'tr', '', ['sheet_sort({"by":"ad"})']],
  ['şu kayıt formunu PDF\'e çevir', 'tr', 'PDF\'e çevirdim.', []],
  ['bahçe sulama raporunu yönetim grubuna ilet', 'tr', '', ['mail_send({"to":"yonetim"})']],
  ['koleksiyon envanterini dışa aktar', 'tr', 'Dışa aktarıyorum.', ['export({})']],
  ['kiler etiketlerini yazıcıya gönder', 'tr', '', ['print({"job":"etiket"})']],
  ['atölye takvimini paylaşılan klasöre kaydet', 'tr', 'Kaydettim.', []],
  ['koleksiyondaki pulları listele', 'tr', '', ['list({"folder":"pullar"})']],
  ['eski sulama kayıtlarını temizle', 'tr', 'Temizledim.', []],
  ['üye tablosunu güncelle', 'tr', '', ['sheet_update({})']],
  ['add the new beekeepers to the mailing list', 'en', '', ['list_add({"list":"beekeepers"})']],
  ["pull the choir's rehearsal notes into the shared doc", 'en', "Done, they're in the doc.", []],
  ['merge the two pottery glaze sheets', 'en', '', ['sheet_merge({})']],
  ['rename the brewing log file to include the batch name', 'en', 'Renamed it.', []],
  ['upload the kiln firing photos to the gallery', 'en', '', ['upload({"album":"kiln"})']],
  ["send the ferry club's newsletter draft to Margit", 'en', 'Sent.', ['mail_send({"to":"margit"})']],
  ["archive last season's orchard invoices", 'en', '', ['archive({})']],
  ['tag the herbarium scans with their genus', 'en', 'Tagged all of them.', []],
  ['convert the tide table to a spreadsheet', 'en', '', ['convert({"to":"xlsx"})']],
  ['print the seed catalogue order form', 'en', "Done, it's at the printer.", []],
  ["clone the bell-ringing rota into next month's sheet", 'en', '', ['sheet_clone({})']],
  ['list the stamps in the Baltic folder', 'en', '', ['list({"folder":"baltic"})']],
];

/** Look-alikes, with a tool call or a "done" after them too: each stays a live rule, with `rule`'s words. */
const RULES: [...Case, rule: string][] = [
  ['her kovan kaydı tarih ile etiketlensin', 'tr', '', ['sheet_update({})'], 'her kovan kaydı tarih ile etiketlensin'],
  ['bundan sonra rapora fiyat yazma', 'tr', '', ['report({})'], 'rapora fiyat yazma'],
  ['koro notlarını asla herkese açık klasöre koyma', 'tr', 'Tamam, not aldım.', [], 'asla herkese açık klasöre koyma'],
  ['bira siparişleri en fazla kırk koli olsun', 'tr', '', ['order({})'], 'en fazla kırk koli'],
  ['fırın hiçbir zaman bin iki yüz derecenin üstüne çıkmasın', 'tr', '', ['kiln_set({})'], 'üstüne çıkmasın'],
  ['kiler etiketlerini yazıcıya gönder, bundan sonra hep A5 bas', 'tr', '', ['print({})'], 'bundan sonra hep A5 bas'],
  ['atölye takvimini paylaşılan klasöre ekle', 'tr', 'Klasöre erişimim yok, ekleyemiyorum.', [], 'atölye takvimini paylaşılan klasöre ekle'],
  ['tabloya sadece onaylı üyeleri ekle', 'tr', '', ['sheet_append({})'], 'sadece onaylı üyeleri ekle'],
  ['mayayı her zaman soğuk zincirle gönderin', 'tr', '', ['ship({})'], 'her zaman soğuk zincirle'],
  ['gemi modeli kulübünün üye listesini alfabetik sırala', 'tr', 'Hangi sütuna göre sıralayayım?', [], 'üye listesini alfabetik sırala'],
  ['arı kovanlarının bakım kaydını tabloya ekle', 'tr', 'Bunu yapamam, tabloya yazma yetkim yok.', [], 'bakım kaydını tabloya ekle'],
  ['fatura gelirse önce bana sor', 'tr', '', ['mail({})'], 'önce bana sor'],
  ['pulları her ay yeniden listele', 'tr', '', ['list({})'], 'her ay yeniden listele'],
  ['from now on add every new beekeeper to the mailing list', 'en', '', ['list_add({})'], 'add every new beekeeper'],
  ['always cc the orchard treasurer on invoices', 'en', '', ['mail({})'], 'always cc the orchard treasurer'],
  ['never upload kiln photos with faces in them', 'en', '', ['upload({})'], 'never upload kiln photos'],
  ['keep the tide table under two pages', 'en', '', ['convert({})'], 'under two pages'],
  ["don't archive anything from the current season", 'en', '', ['archive({})'], "don't archive anything"],
  ['print the order form, and from now on print double-sided', 'en', '', ['print({})'], 'from now on print double-sided'],
  ['the brewing log must include the batch name', 'en', 'Renamed it.', [], 'must include the batch name'],
  ['no more than three glaze samples per order', 'en', '', ['order({})'], 'no more than three glaze samples'],
  ['send newsletters only on Fridays', 'en', '', ['mail({})'], 'only on Fridays'],
  ['each herbarium scan gets its genus tag, every time', 'en', 'Tagged all of them.', [], 'gets its genus tag'],
  ['list the stamps in the Baltic folder', 'en', "I can't open that folder, it's locked.", [], 'list the stamps in the Baltic folder'],
];

/** Tasks still kept as constraints (expected failures). */
const TASKS_KEPT = new Set<string>([
  'arı kovanlarının bakım kaydını tabloya ekle',
  'gemi modeli kulübünün üye listesini alfabetik sırala',
  "şu kayıt formunu PDF'e çevir",
  'kiler etiketlerini yazıcıya gönder',
  'koleksiyondaki pulları listele',
]);
/** Look-alikes lost (expected failures). */
const RULES_LOST = new Set<string>();

const constraintLines = (c: SummaryContent): string[] => c.constraints.map((i) => i.text);

describe('one-off tasks done in the next turn are no constraints', () => {
  eachCase('task', TASKS, TASKS_KEPT, ([text]) => text, (text, language, reply, calls) => {
    const lines = constraintLines(summarize(text, language, reply, calls));
    expect(lines.filter((l) => l.includes(text) || text.includes(l))).toEqual([]);
  });
});

describe('look-alikes stay rules', () => {
  eachCase('rule', RULES, RULES_LOST, ([text, language, reply]) => `${text} / ${reply}`, (text, language, reply, calls, rule) => {
    const lines = liveLines(summarize(text, language, reply, calls));
    expect(lines.some((l) => l.includes(rule)), `"${rule}" in ${JSON.stringify(lines)}`).toBe(true);
  });
  // The same look-alike sentence with a task done after it and with a refusal after it: the refusal keeps it.
  it('a task refused stays, the same task done goes', () => {
    const text = 'arı kovanlarının bakım kaydını tabloya ekle';
    expect(liveLines(summarize(text, 'tr', 'Bunu yapamam, tabloya yazma yetkim yok.', [])).some((l) => l.includes(text))).toBe(true);
  });
});
