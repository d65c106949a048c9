import { describe } from 'vitest';
import { eachCase, turnChecks, type Chatter, type Language } from '../../compaction/test-helpers/oneUserTurn.js';

/**
 * Text typed or pasted in decomposed form (NFD: a letter, then its combining
 * mark, as some systems store file names and some editors paste): "ş" is "s"
 * and U+0327, "İ" is "I" and U+0307. It reads as the same words, so the
 * summarizer must read it as it reads the composed text: a rule kept, a
 * statement that is no rule left out. Each case is summarized twice, the
 * whole conversation composed and then decomposed; the rule's words are
 * looked for in the form the turn was written in (summaries quote the turn).
 * Written before the reader normalised anything.
 */
const CHATTER: Chatter = {
  en: [
    ['user', 'hello there'],
    ['assistant', 'Hi! How can I help with the café’s orders?'],
    ['assistant', 'Understood.'],
    ['user', 'thanks'],
    ['assistant', 'Anything else?'],
  ],
  tr: [
    ['user', 'günaydın'],
    ['assistant', 'Günaydın, nasıl yardımcı olabilirim?'],
    ['assistant', 'Anlaşıldı.'],
    ['user', 'teşekkürler'],
    ['assistant', 'Başka bir şey var mı?'],
  ],
};

const decompose = (c: Chatter): Chatter => ({
  en: c.en.map(([r, t]) => [r, t.normalize('NFD')]) as Chatter['en'],
  tr: c.tr.map(([r, t]) => [r, t.normalize('NFD')]) as Chatter['tr'],
});

const composed = turnChecks(CHATTER);
const decomposed = turnChecks(decompose(CHATTER));

/** [language, the turn, the words of the rule a live line must hold] — each with a letter that decomposes. */
const RULES: [Language, string, string][] = [
  ['tr', 'DOSYAYI SİLME.', 'DOSYAYI SİLME'],
  ['tr', 'Bütçe 5.000 TL’yi geçmesin.', 'geçmesin'],
  ['tr', 'Müşteriye indirim kodu gönderme.', 'gönderme'],
  ['tr', 'Fatura şirket adına kesilmeli.', 'kesilmeli'],
  ['tr', 'Öğleden sonra toplantı koyma.', 'koyma'],
  ['tr', 'Sakın çiğ süt kullanma.', 'kullanma'],
  ['tr', 'İade talebini şefe sormadan onaylama.', 'onaylama'],
  ['tr', 'Şubeler arası transfer yapılmayacak.', 'yapılmayacak'],
  ['tr', 'Teslimat cumartesi günü olmasın.', 'olmasın'],
  ['tr', 'Gönderiler saat 17:00’den önce çıkmalı.', 'çıkmalı'],
  ['tr', 'Kimse fiyatı değiştiremez.', 'değiştiremez'],
  ['tr', 'ÜRÜN AÇIKLAMALARINI KISALTMA.', 'KISALTMA'],
  ['tr', 'SİPARİŞİ İPTAL ETME.', 'İPTAL ETME'],
  ['tr', 'Fiyatı düşürme.', 'düşürme'],
  ['tr', 'Hiçbir müşteriyi bekletme.', 'bekletme'],
  ['tr', 'Çiçekleri güneşe koymayın.', 'koymayın'],
  ['tr', 'Sözleşmeyi imzalamadan ödeme yapılmasın.', 'yapılmasın'],
  ['tr', 'Menüye şekerli içecek eklenmemeli.', 'eklenmemeli'],
  ['tr', 'Etiketlerde “organik” yazmasın.', 'yazmasın'],
  ['tr', 'Personel İZİNLERİNİ değiştirmeyin.', 'değiştirmeyin'],
  ['en', 'Never share Zoë’s phone number.', 'Zoë'],
  ['en', 'Don’t touch the crème brûlée recipe.', 'crème brûlée'],
  ['en', 'Keep the café’s menu under two pages.', 'under two pages'],
  ['en', 'No orders for Ångström Labs before they pay.', 'Ångström Labs'],
  ['en', 'Always cc Renée on invoices.', 'Renée'],
  ['en', 'The résumé must stay under one page.', 'one page'],
];

/** [language, the turn]: statements that bind nothing, with letters that decompose. */
const NO_RULES: [Language, string][] = [
  ['tr', 'Dün ödeme geldi, şükür.'],
  ['tr', 'Geçen hafta dondurma satışları düştü.'],
  ['tr', 'Şöför sabah erken çıktı.'],
  ['tr', 'Bugünkü konu: yıllık ödeme.'],
  ['tr', 'Yarınki iş: öğrenci kaydı ve ücret ödeme.'],
  ['tr', 'En sevdiğimiz tatlı dövme dondurma.'],
  ['tr', 'Sorun şu: geç ödeme.'],
  ['en', 'Zoë’s résumé arrived.'],
  ['en', 'Renée sent the brochure yesterday.'],
  ['en', 'The café was busy on Sunday.'],
];

const MISSED_RULES = new Set<string>([]);
const MISSED_NO_RULES = new Set<string>([]);

describe('decomposed text (NFD) is read as the composed text', () => {
  eachCase('composed rule kept', RULES, new Set(), ([, text]) => text, (language, text, rule) => composed.kept(text, language, rule));
  eachCase('decomposed rule kept', RULES, MISSED_RULES, ([, text]) => text, (language, text, rule) =>
    decomposed.kept(text.normalize('NFD'), language, rule.normalize('NFD')));
  eachCase('composed: no rule', NO_RULES, new Set(), ([, text]) => text, (language, text) => composed.noRule(text, language));
  eachCase('decomposed: no rule', NO_RULES, MISSED_NO_RULES, ([, text]) => text, (language, text) => decomposed.noRule(text.normalize('NFD'), language));
});
