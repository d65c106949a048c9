import fc from 'fast-check';
import { everyWay } from './rowTable.js';
import type { ClauseKind } from '../core/compact/clauseKind.js';
import type { TurkishForm } from '../core/compact/turkishVerbs.js';

/**
 * Every documented Turkish verb form of a user's rule, each written out once
 * with the kind it was written to have (docs/compaction.md, "the two
 * summarizers", the fifteenth and sixteenth rounds; the forms the doc
 * comments of `core/compact/turkishVerbs.ts` and `core/compact/clauseKind.ts`
 * name), and beside each its near misses: the same suffixes where the form's
 * edge says they forbid nothing (a verbal noun before its head noun, a `-mA`
 * noun at the end, a question, a past or a present told, a heading, someone
 * away). `clauseRules.ts` builds the negative forms from stems and draws one
 * of each class a case; this table is read whole in every case.
 *
 * A case draws how each clause is typed — in Turkish capitals (`İ` and `I`),
 * in capitals from an English keyboard (`I` for both, no Turkish letters),
 * with a capital first letter, without Turkish letters (`ı` as `i`), or with
 * the dotless and dotted i swapped the way a phone's autocorrect swaps them
 * (`ı` for `i`), or decomposed (NFD: "geçmesin" as `c` and a combining
 * cedilla, "SİLME" as `I` and a combining dot, as some keyboards and copies
 * from a PDF give it), in small letters or capitals — and the whitespace
 * between its words and around it: a
 * space, a tab, a line break, or a run of them. Never two runs of two
 * spaces or more in one clause: that is how a pasted table's row looks
 * ("Mail | 412 bin", columns padded with spaces), and such a row is data,
 * not a sentence.
 */

/** A form and the kind the summarizer files it as: `rule` where the documents say only that it is kept as a rule. */
export type Expected = ClauseKind | 'rule';

export const VERB_FORMS: readonly [string, Expected][] = [
  // The negative imperative, `-mA`: clause-final, after "sakın", with a word that changes nothing after it.
  ['dosyayı silme', 'prohibition'],
  ['sakın dosyayı silme', 'prohibition'],
  ['dosyayı silme sakın', 'prohibition'],
  ['dosyayı silme lütfen', 'prohibition'],
  ['bunu kimseye söyleme', 'prohibition'],
  ['raporu paylaşma kimseyle', 'prohibition'],
  ['tedarikçiyi bu maile EKLEME', 'prohibition'],
  // Its plural and polite forms, `-mA(y)In`, `-mA(y)InIz`.
  ['faturayı müşteriye göndermeyin', 'prohibition'],
  ['faturayı müşteriye göndermeyiniz', 'prohibition'],
  ['lütfen faturayı göndermeyiniz', 'prohibition'],
  ['çocukları velisi dışında kimseye teslim etmeyin', 'prohibition'],
  // The negative jussive, `-mAsIn`, its plural and its passive.
  ['teslimat üç iş gününü geçmesin', 'prohibition'],
  ['stajyerler bıçak kullanmasın', 'prohibition'],
  ['stajyerler bıçak kullanmasınlar', 'prohibition'],
  ['gelinin ailesine bütçe detayı gösterilmesin', 'prohibition'],
  ['düğünde plastik tabak olmasın', 'prohibition'],
  // The negative obligation, `-mAmAlI`, with each person ending and in the passive.
  ['bütçeyi aşmamalı', 'prohibition'],
  ['bütçeyi aşmamalıyım', 'prohibition'],
  ['bütçeyi aşmamalısın', 'prohibition'],
  ['bütçeyi aşmamalıyız', 'prohibition'],
  ['bütçeyi aşmamalısınız', 'prohibition'],
  ['randevular 45 dakikayı aşmamalıdır', 'prohibition'],
  ['stajyerler sunucuya dokunmamalılar', 'prohibition'],
  ['anestezi alan hasta tek başına eve gönderilmemeli', 'prohibition'],
  // The negative future, `-mA(y)AcAk`: second person, passive, with `-DIr`.
  ['eski sürümü kullanmayacaksın', 'prohibition'],
  ['eski sürümü kullanmayacaksınız', 'prohibition'],
  ['eski sürüm kullanılmayacak', 'prohibition'],
  ['eski sürüm kullanılmayacaktır', 'prohibition'],
  ['konteyner limanda beş günden fazla bekletilmeyecek', 'prohibition'],
  // "We won't …" turns a plan down, unless "without …", "never" or "nobody" binds it.
  ['o maddeyi koymayacağız', 'rejected'],
  ['avukat görmeden imzalamayacağız', 'prohibition'],
  ['kimseye söylemeyeceğiz', 'prohibition'],
  // A norm in the negative passive aorist and abilitative; the active ones bind only with "nobody" or "no …".
  ['bu tür işler telefonda yapılmaz', 'prohibition'],
  ['iade nakit olarak yapılamaz', 'prohibition'],
  ['bu fatura gönderilemez', 'prohibition'],
  ['kimse sözleşmeyi tek başına değiştiremez', 'prohibition'],
  ['hiçbir araç depoya girmez', 'prohibition'],
  ['anneannem çıkamaz', 'none'],
  ['o gelmez', 'none'],
  // "Let's not …", `-mAyAlIm`, is a rule from now on; "let's …" is a choice.
  ['şifreyi kanala yazmayalım', 'prohibition'],
  ['turnuva haftası yeni ekipman denemeyelim', 'prohibition'],
  ['ödemeyi havaleyle yapalım', 'decision'],
  // The second person's and the team's present negative; the user's own "I don't want", "I / we cannot".
  ['dosyayı silmiyorsun', 'prohibition'],
  ['ona karışmıyorsunuz', 'prohibition'],
  ['ev ziyareti yapmıyoruz', 'prohibition'],
  ["retry'ları kapatmıyoruz", 'prohibition'],
  ['bunu istemiyoruz', 'prohibition'],
  ['fazla mesai istemiyorum', 'prohibition'],
  ['cumartesi gelemeyiz', 'prohibition'],
  ['arabayı alamam', 'prohibition'],
  // "Must not" with "lazım" / "gerek": kept as a rule.
  ['sayaç okumalarını tahminle girmemek lazım', 'rule'],
  ['tek kişi kalmamak gerek', 'rule'],
  ['hastaların röntgeni kendilerinin görmemesi lazım', 'rule'],
  // "Without …" (`-mAdAn`), "hiç", "asla", an object before a `-mA` word on the nouns' list make it a command.
  ['bana sormadan iade onaylama', 'prohibition'],
  ['saha şefi olmadan mesai onaylama', 'prohibition'],
  ['o kolileri hiç paketleme', 'prohibition'],
  ['onu bu hafta hiç raporlama', 'prohibition'],
  ['asla nakit kabul etme', 'prohibition'],
  ['navlun teklifi asla yazılı onay olmadan kesinleşmez', 'prohibition'],
  ['ödemeyi ikiye bölme', 'prohibition'],
  ['faturayı düzenleme', 'prohibition'],
  ['logları izleme', 'prohibition'],
  // "… bile" after the verb.
  ['bunu düşünme bile', 'prohibition'],
  ['ana vanayı hiç kapatmayı düşünme bile', 'prohibition'],
  // "X yok", "yasak".
  ['sınıfta fıstıklı yiyecek yok', 'prohibition'],
  ['cuma deploy yok', 'prohibition'],
  ['toplantıda telefon yasak', 'prohibition'],
  // English mixed in keeps its own prohibitions ("bi de No countdown timers").
  ['bi de No countdown timers', 'prohibition'],
  // (verbs shard, clauseKind.ts 783-785) Two of them in a row, as a house's rules are listed: the second "no" follows
  // an English noun, not a Turkish one, and is no number.
  ['bi de no smoking no pets', 'prohibition'],
  // A time or an aside after the verb does not hide it; an object said after the verb neither.
  ['ek sınav yapılmamalı bu dönem', 'prohibition'],
  ['stajyerler bıçak kullanmasın bu hafta', 'prohibition'],
  ["patch notlarını yayınlama o deniz'in işi", 'prohibition'],
  ["harbor-cleanup'a dokunma o onur'un", 'prohibition'],
  // A capitalised name in the genitive after the verb says whose the thing is; a name alone at the end is no verb.
  ["harbor-cleanup'a dokunma o Onur'un", 'prohibition'],
  ["kabloya dokunma o Cem'in", 'prohibition'],
  ['acentemiz Melike Aksoy', 'none'],
  ["bu dosya Ayşe'nin", 'none'],
  ['göndermeyin onu müşteriye', 'prohibition'],
  ['8 bin yapalım limiti', 'decision'],
  ["gitsin Mehmet Bey'e", 'constraint'],
  // A bracket at the end is an aside; a label and a colon before a command.
  ['müşteriyi arama (şikayetçi)', 'prohibition'],
  ['müşteriyi arama(şikayetçi)', 'prohibition'],
  ['arama (şikayetçi)', 'prohibition'],
  ['not: dosyayı silme', 'prohibition'],
  // After a label and a colon, an object in any case before the `-mA` word makes it a command.
  ['not: müşteriye gönderme', 'prohibition'],
  ['not: kasanı kapatma', 'prohibition'],
  ['not: masana koyma', 'prohibition'],
  ['not: dosyaları silme', 'prohibition'],
  ['not: müşterilere gönderme', 'prohibition'],
  // "henüz" with a prohibition forbids for now; alone it waits.
  ['tabloyu paylaşma henüz', 'prohibition'],
  ['tabloyu henüz paylaşma', 'prohibition'],
  ['henüz belli değil', 'pending'],
  ['rapor henüz gelmedi', 'pending'],
  ['yarın gelir galiba', 'pending'],
  // A refusal said as a counterfactual; the same verb of a habit told.
  ['kat irtifaklı ev olsaydı zaten istemezdim', 'prohibition'],
  ['çocukken istemezdim', 'none'],
  // The positive directives: jussive, obligation, passive norm, second person future, permission.
  ['rapor Türkçe olsun', 'constraint'],
  ['bunu Burak yapsın', 'constraint'],
  ['çocuklar öğle uykusundan sonra su içsin', 'constraint'],
  ['fatura kurumsal olmalı', 'constraint'],
  ['raporu cumaya kadar göndermelisin', 'constraint'],
  ['her konşimentoya alıcının vergi numarası yazılmalı', 'constraint'],
  ['KDV dahil yazılır', 'constraint'],
  ["replica'dan okuyacaksın", 'constraint'],
  ['saatte bire çekebilirsin', 'constraint'],
  ['implant hastaları ertesi gün mutlaka aranacak', 'constraint'],
  // The second person said of the listener ends like the jussive and tells: the copula after an adjective or a noun
  // ("yorgunsun", "haklısın", "uzmansın"), the present ("geliyorsun", typed "geliyosun"), the aorist of knowing ("sen
  // bilirsin"). The aorist of other verbs is a soft order, and so is an order with "tamam mı" after it; a jussive
  // stays one ("geçsin": let it pass, not "geç", late).
  ['bugün çok yorgunsun', 'none'],
  ['yine haklısın', 'none'],
  ['bu konuda haksızsın', 'none'],
  ['bu işte uzmansın', 'none'],
  ['sen çok iyi bir antrenörsün', 'none'],
  ['kolileri yanlış kamyona yüklüyorsun', 'none'],
  ['yine geç geliyosun', 'none'],
  ['hep aynı şeyi söylüyorsunuz', 'none'],
  ['sen bilirsin', 'none'],
  ['siz daha iyi bilirsiniz', 'none'],
  ['rafları her akşam temizlersin', 'constraint'],
  ['hastaları sırayla alırsınız', 'constraint'],
  ['rafları her akşam temizlersin tamam mı', 'constraint'],
  ['rafları her akşam temizlersin tamam mı?', 'constraint'],
  ['kimseye söylemeyeceksin tamam mı', 'prohibition'],
  ['bu fiyat uygun tamam mı', 'question'],
  ['her mailde sipariş numarası geçsin', 'constraint'],
  // What the listener will feel or cannot believe, what they may be, what they do not get: told. A question word
  // with the aorist's second person or a jussive asks, unless a condition follows it.
  ['yeni stüdyoyu görünce çok şaşıracaksın', 'none'],
  ['bu renge bayılacaksın', 'none'],
  ['bunu tahmin bile edemezsin', 'none'],
  ['sen de haklı olabilirsin', 'none'],
  ['beni hiç dinlemiyorsun', 'none'],
  ['nakliye fiyatı için ne dersin', 'question'],
  ['sence hangisini seçersin', 'question'],
  ['rapor ne zaman bitsin', 'question'],
  ['ne olursa olsun rapor bitsin', 'constraint'],
  ['müşteri ne diyecek açık kalsın', 'rule'],
  ['yarın sabah dokuzda depoda olacaksın', 'constraint'],
  ['bundan sonra evden çalışabilirsin', 'constraint'],
  ['müşteriye fiyatı sen söylemiyorsun', 'prohibition'],
  ['bunu bana sormadan yapamazsın', 'rule'],
  // "zaten" (anyway) after the verb changes nothing it says.
  ['hep böyle yapıyorsun zaten', 'none'],
  ['bütçeyi aşmamalı zaten', 'prohibition'],
  // "sen" as the subject of a clause of time or a condition leaves the jussive after it one.
  ['sen yokken Ayşe baksın', 'constraint'],
  ['sen istersen Ali gelsin', 'constraint'],
  // A cancellation told in the second or third person is what happened; the user's own is a choice.
  ['nakliyeci randevuyu iptal etmiş', 'none'],
  ['rezervasyonu iptal etmişsiniz', 'none'],
  ['kaydı siz iptal ettiniz', 'none'],
  ['rezervasyonu iptal ettik', 'decision'],
  // A passive future with a day is a forecast.
  ['kargo yarın teslim edilecek', 'none'],
  // How a thing will be, a value that changed, a schedule told in the present; a value dated in the locative.
  ['tüm saatler TSİ olacak', 'constraint'],
  ['fatura kurumsal olacak', 'constraint'],
  ['1.125.000 TL oldu', 'constraint'],
  ["kurs 18:30'da başlıyor", 'constraint'],
  ["servis 9:30'da kalkıyor", 'constraint'],
  ["yarın 10:30'da gidiyoruz", 'decision'],
  ['kargo 10 mayısta çıktı', 'none'],
  // A value in the locative beside the one it moved to in the dative (a date, a day of the month): the dative wins.
  ['toplantı 10 mayısta değil 12 mayısa kaydı', 'constraint'],
  ["kalibrasyon 10 mayısta değil ayın 20'sine kaydı", 'constraint'],
  // No verb: the means or the form a thing takes; "X yerine Y"; a norm for everyone.
  ['ödeme havale ile', 'constraint'],
  ['mail adresleri ad.soyad formatında', 'constraint'],
  ["low-cost yerine THY'ye bakalım", 'constraint'],
  ['toplantıdan önce kırmızı yerine mavi', 'constraint'],
  ['geçen ay ödedik 5000 TL', 'none'],
  ['herkes kendi yemeğini getirir', 'constraint'],
  // How to write, a rule; where to put something, once.
  ['Türkçe yaz', 'constraint'],
  ['tabloya ekle', 'none'],
  // Plans of the first person plural; "X'e bakalım" picks X, "bakalım" alone looks.
  ['yarın dönüyoruz', 'decision'],
  ['perşembe gideceğiz', 'decision'],
  ["salı'ya bakalım", 'decision'],
  ["2+1'lere de bakalım", 'decision'],
  ['bakalım', 'none'],
  ['sırayla gidelim', 'none'],
  ['masa düzeniyle başlayalım', 'none'],
  // Turned down; not knowing.
  ['vazgeçtim', 'rejected'],
  ['tamam iptal', 'decision'],
  ['bilmiyorum', 'pending'],
  ['müşteriye sorcam', 'pending'],
  // Questions: a question mark, a particle after the verb, "diye" at the end.
  ['dosyayı silmeyin mi?', 'question'],
  ['dosyayı silmeli miyiz', 'question'],
  ['silme mi', 'question'],
  ['bakar mısın', 'question'],
  ['ne zaman gelecek diye', 'question'],
  // Someone else's wish.
  ['Kaan iade istiyor', 'third-party'],
  // The `-mA` verbal noun before its head noun or its verb; `-mA` nouns at the end; a verbal noun with a time after it.
  ['silme işlemi başladı', 'none'],
  ['hesap dondurma talebi açmış', 'none'],
  ['yazma testi yarın', 'none'],
  ['konteyner yükleme bu sabah bitti', 'none'],
  ['sayaç okuma ekibi şu an sahada', 'none'],
  ['arıtmadaki klor ölçme cihazı arızalı', 'none'],
  ['sorun ödeme', 'none'],
  ['tatlı olarak dondurma', 'none'],
  ['bu çok saçma', 'none'],
  ['fatura ödeme bu ay', 'none'],
  // A heading or a label before a compound noun; a name with a task in brackets.
  ['başlık: kullanıcı engelleme', 'none'],
  ['son durum: rota optimizasyonu ve araç yükleme', 'none'],
  ['Tuba Yalçın (IELTS yazma)', 'none'],
  // Pasts and the present told; someone's age; someone away; "yok ki"; "gerek yok".
  ['dosyayı sildi', 'none'],
  ['dosyayı silmedi', 'none'],
  // The evidential's second person ends like the jussive: it tells ("you sent it to the wrong address, it seems").
  ['siparişi yanlış adrese göndermişsin', 'none'],
  ['müşteriye fiyatı söylememişsin', 'none'],
  ['sen de haklıymışsın', 'none'],
  ['göndermemişler', 'none'],
  ['armatör dün teklifi göndermedi', 'none'],
  ['dolgu yapılan hasta ağrı kesici istemedi', 'none'],
  ['diş beyazlatma fiyatları yine yükselmiş', 'none'],
  ['müşteriler kod girmeyi unutuyor', 'none'],
  ['banner mobilde kesiliyor', 'none'],
  ['babam 81 yaşında', 'none'],
  ['Ahmet Bey 67 yaşında', 'none'],
  ['80 yaşında hastaya ilaç vermeyin', 'prohibition'],
  ['öğleden sonra Ayşe Hanım yok', 'none'],
  ['yok ki', 'none'],
  ['kırmızı kalem yok ki', 'none'],
  ['kıdem yok zaten 1 yılı doldurmadı', 'none'],
  // After a noun, "no" is a number, not English "no X".
  ['açıklamaya sipariş no yazılacak', 'constraint'],
  // "X yerine Y" told in the past, or dated days ago, sets nothing.
  ['kırmızı yerine mavi aldılar', 'none'],
  ['5 gün önce kırmızı yerine mavi', 'none'],
  // A day named as a day is a value.
  ['teslimat Salı günü', 'constraint'],
  // Punctuation inside the clause is no word of its own.
  ['dosyayı silme... lütfen', 'prohibition'],
  ['dosyayı silme , lütfen', 'prohibition'],
  ['sigortaya gerek yok', 'none'],
  // A `-mA` word after its subject says what a thing is: a possessed noun after a genitive, or a noun of what a thing
  // is after an ordinal, a superlative or a participle. Beside them the commands that look alike: the object in the
  // accusative after a genitive, a compound noun with no genitive, "yeni" (no ordinal), "hiç", a time word that ends
  // like a genitive.
  ['sorunun kaynağı kart okuma', 'none'],
  ['atölyenin konusu elde şekillendirme', 'none'],
  ['ayın en sevilen etkinliği çömlek boyama', 'none'],
  ['en çok vakit alan iş kurutma', 'none'],
  ['ilk adım temizleme', 'none'],
  ['sorunun kaynağını bulma', 'prohibition'],
  ['müşterinin maaşını söyleme', 'prohibition'],
  ['iade kaydı açma', 'prohibition'],
  ['kimseye hasta bilgisi gönderme', 'prohibition'],
  ['yeni iş alma', 'prohibition'],
  ["30-31'e hiç iş koyma", 'prohibition'],
  ['bugün müşteri arama', 'prohibition'],
  // A prohibition quoted before "diye", or before a past made of another tense, is told; the user's own stays one.
  ['şoför "kapıyı açmayın" diye bağırdı', 'none'],
  ['tabelada "tutamaklara dokunmayın" yazıyordu', 'none'],
  ['kapıyı açmayın', 'prohibition'],
  // A time made of a noun and its possessive after the verb ("hafta sonu", "ay sonu") hides it no more than "bu hafta".
  ['seramik fırınına dokunmayın hafta sonu', 'prohibition'],
  ['kasayı açma ay sonu', 'prohibition'],
  // People of a kind who cannot (a plural first, `-(y)AmAz`) are bound; one person who cannot is not.
  ['stajyerler belge imzalayamaz', 'prohibition'],
  ['yeni başlayanlar ilk ay ipli tırmanış yapamaz', 'prohibition'],
  ['Ayşe bugün gelemez', 'none'],
  // "en çok" before a participle is a superlative; before a number, a limit.
  ['kurs başına en çok 8 kişi', 'constraint'],
  // A routing rule with its verb left out, the destination in the dative; not a greeting, a step of the talk, one more.
  ['faturalar noterliğin kendi hesabına', 'constraint'],
  ['arıza bildirimleri garaj şefine', 'constraint'],
  ['tohum siparişlerinin kopyası bana', 'constraint'],
  ['tebrikler bütün ekibe', 'none'],
  ['şimdi ikinci konuya', 'none'],
  ['bir soru daha size', 'none'],
  // The edges of the clause reader's own rules: a bare number before a bracket is no value said as a phrase; "5gün"
  // typed together still dates what follows; "fatura olacak" (two words) sets nothing; "da" after the place picked;
  // "havale ile" alone names no thing; a label with a number before a compound noun; a day named as days ("günleri");
  // a plan said before a word that is no object; a quoted instruction of two words with "yaz"; a quote of three words
  // or more told to be said, or said by someone else.
  ['5 (beş)', 'none'],
  ['5gün önce kırmızı yerine mavi', 'none'],
  ['fatura olacak', 'none'],
  ["salı'ya da bakalım", 'decision'],
  ['havale ile', 'none'],
  ['madde 3: kullanıcı engelleme', 'none'],
  ['teslimat Salı günleri', 'constraint'],
  ['otele gidiyoruz sonra', 'decision'],
  ['"kapıyı kilitle" yaz', 'constraint'],
  ['müşteriye "iade hiç yapılmaz" deyin', 'constraint'],
  ['"iade hiç yapılmaz" yazın', 'constraint'],
  ['Kaan "iade hiç yapılmaz" dedi', 'third-party'],
  ['müdür "iade hiç yapılmaz" dedi', 'third-party'],
  // A routing rule with its verb left out: two words are enough; not a step of the talk ("sıra": it's the turn of),
  // nor a piece with "de / da" after a clause that had the verb, nor what is sent in a case (the accusative, a
  // possessive's) or someone's (a name with an apostrophe) first; the dative after a vowel, a plural's, a name's.
  ['fatura muhasebeye', 'constraint'],
  ['kayıtlar muhasebeye', 'constraint'],
  ['faturalar müdürlere', 'constraint'],
  ["faturalar Ahmet'e", 'constraint'],
  ['sıra ikinci konuya', 'none'],
  ["Mehmet de İzmir'e", 'none'],
  ["Burak da Ankara'ya", 'none'],
  ['faturayı muhasebeye', 'none'],
  ['raporunu muhasebeye', 'none'],
  // "en çok" before a participle in the middle of a clause is a superlative, however long the participle.
  ['bu ay en çok satan ürün kırmızı', 'none'],
  ['en az yiyen çocuk Ali', 'none'],
  // Those of an age ("80 yaşındakiler") are no age told; a question mark asks whatever the verb; a verb that only ends
  // like "olacak" ("dolacak": will fill) or goes on after it ("olacaksa": if it will be) sets nothing; a participle
  // before the person of a `-mA` word is no subject of it.
  ['80 yaşındakiler gelmesin', 'prohibition'],
  ['fatura kurumsal olacak?', 'question'],
  ['bu fiyat uygun?', 'question'],
  ['depo yarın dolacak', 'none'],
  ['fatura kurumsal olacaksa', 'none'],
  ['yeni gelen müşteri arama', 'prohibition'],
  ["Kemal'i izleme", 'prohibition'],
  // Where to write with how to write it: the manner makes it a rule.
  ["Jira'ya Türkçe yaz", 'constraint'],
  // An object after a plan that only begins like a verb of saying ("diyet": diet) is still its object.
  ['değiştirelim diyeti', 'decision'],
  // Words that only end like "ile" ("tatile": on holiday) or begin like it ("iletişimi") are no means; a style verb
  // alone is a one-off; a dative before the subject of a `-mA` word ("Ali'ye göre"), or a word between that only holds
  // "na" inside ("kanal"), leaves the subject its own.
  ['hepimiz yarın tatile', 'none'],
  ['konu müşteri iletişimi', 'none'],
  ['yaz', 'none'],
  ['kısalt', 'none'],
  ["Ali'ye göre sorunun kaynağı kart okuma", 'none'],
  ['sorunun kaynağı kanal değiştirme', 'none'],
  // verbs shard (clauseKind.ts 745-826, turkishVerbs.ts), the survivors of its run at a3583d8: a day named as a day
  // with no suffix on "gün" before a word; a bracket in the middle of an age told; a number before a word that only
  // ends like "yaşında"; a heading dated with a number (a value); "X yok" after a noun that only ends like a title
  // ("kitabı"); a name in the ablative before "bakalım"; telling someone, no place to put a thing; the permission of a
  // verb that only ends like "ol-" ("kaydol-"); a noun that begins like an open word ("belirsizlik"); a noun in the
  // locative that begins like a dative ("makinede"); the subject of a `-mA` word after a word ending in "-ne", a
  // genitive after an apostrophe, a plural genitive, a possessed noun with "-ni-" inside; a participle ending in
  // "-nAn" and a dative ending like an ordinal ("bana") are no genitive or modifier; "tamamını mı" asks; a name in the
  // dative that ends like `-mA` ("Fatma'ya"); the clause-final verb after a prohibition said first; "we don't …"
  // after a stem ending in a narrow vowel that is "y" and a vowel.
  ['teslimat salı gün içinde', 'constraint'],
  ['babam (emekli) 81 yaşında', 'none'],
  ['Windows 11 dünyasında kalalım', 'decision'],
  ['15 ekim: fatura ödeme', 'constraint'],
  ['sınavda ders kitabı yok', 'prohibition'],
  ["Côte d'Azur'dan bakalım", 'none'],
  ['müşteriye anlat', 'constraint'],
  ['siteye kaydolabilirsin', 'constraint'],
  ['tek sorun belirsizlik', 'none'],
  ['yedekler makinede', 'none'],
  ['ekibin yine derdi kart okuma', 'none'],
  ["Kaan'ın görevi kart okuma", 'none'],
  ["Ahmet'in görevi raporlama", 'none'],
  ['müşterilerin en büyük derdi kart okuma', 'none'],
  ['dersin ünitesi metin okuma', 'none'],
  ['kazanan takımı arama', 'prohibition'],
  ['bana iş atma', 'prohibition'],
  ['dosyaları silmelisin tamamını mı', 'question'],
  ["raporlar Fatma'ya", 'constraint'],
  ['raporu sen yazmayacaksın Ali yazmalı', 'constraint'],
  ['nöbette uyumuyoruz', 'prohibition'],
  // A plan before a noun that only ends like "diye" ("hediye": a gift), said after it as its object.
  ['alalım hediye', 'decision'],
  // verbs shard, examined again (2026-12-07): "you cannot …" (`-(y)AmAzsIn`) of a verb whose stem only ends like
  // "anla-" ("planla-": to plan) is a rule, as "çıkaramazsın" is, not what the listener cannot grasp ("anlayamazsın");
  // "artık" after it keeps the clause, typed in capitals, from ending in a word read as an acronym ("PL…"). A
  // genitive, or a word that ends like one ("patronun": your boss), before a conditional in `-sA` ("istese": even if
  // they want) is no subject of the `-mA` word, which no possessed noun follows: the command stands.
  ['vardiyaları tek başına planlayamazsın artık', 'rule'],
  ['patronun istese bile indirim yapma', 'prohibition'],
  ['sizin ekip onaylasa bile yayınlama', 'prohibition'],
  // The team's "we don't …" after a stem in `a` binds with "asla" or "hiçbir" whatever letters the stem holds: only
  // the verb of knowing ("bilmiyoruz") is left out, not a stem with "bil" inside ("mobilyala-": to furnish).
  ['kiralık daireleri asla mobilyalamıyoruz', 'prohibition'],
  ['hiçbir daireyi mobilyalamıyoruz', 'prohibition'],
];

// ---------------------------------------------------------------- typing

/** How a clause is typed. */
export type Typing = 'as-is' | 'capitals' | 'keyboard-capitals' | 'first' | 'plain' | 'dotless' | 'decomposed' | 'decomposed-capitals';
export const TYPINGS: readonly Typing[] = ['as-is', 'capitals', 'keyboard-capitals', 'first', 'plain', 'dotless', 'decomposed', 'decomposed-capitals'];

/** Turkish capitals by a table (no locale): `i` → `İ`, `ı` → `I`. */
const TURKISH_UPPER: Record<string, string> = {
  a: 'A', b: 'B', c: 'C', ç: 'Ç', d: 'D', e: 'E', f: 'F', g: 'G', ğ: 'Ğ', h: 'H', ı: 'I', i: 'İ', j: 'J', k: 'K', l: 'L', m: 'M', n: 'N',
  o: 'O', ö: 'Ö', p: 'P', r: 'R', s: 'S', ş: 'Ş', t: 'T', u: 'U', ü: 'Ü', v: 'V', y: 'Y', z: 'Z', w: 'W', x: 'X', q: 'Q',
};
/** The Turkish letters an English keyboard has no key for, typed as the nearest it has. */
const PLAIN: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'C', Ğ: 'G', İ: 'I', Ö: 'O', Ş: 'S', Ü: 'U' };

/** The clause as typed: each letter mapped by its table, one code point at a time. */
export function typedAs(text: string, how: Typing): string {
  const each = (map: (c: string) => string): string => [...text].map(map).join('');
  switch (how) {
    case 'as-is':
      return text;
    case 'capitals':
      return each((c) => TURKISH_UPPER[c] ?? c);
    case 'keyboard-capitals':
      return each((c) => PLAIN[TURKISH_UPPER[c] ?? c] ?? TURKISH_UPPER[c] ?? c);
    case 'first': {
      const [first = '', ...rest] = [...text];
      return (TURKISH_UPPER[first] ?? first) + rest.join('');
    }
    case 'plain':
      return each((c) => PLAIN[c] ?? c);
    case 'dotless':
      return each((c) => (c === 'i' ? 'ı' : c));
    case 'decomposed':
      return text.normalize('NFD');
    case 'decomposed-capitals':
      return typedAs(text, 'capitals').normalize('NFD');
  }
}

/** Whitespace between words: one space, a tab, a line break, or a run of them (never two spaces in a row, see above). */
const GAP = fc.constantFrom(' ', ' ', '\t', '\n', ' \t', '\t ', '\n ', ' \n', '\r\n');
/** Whitespace around a clause. */
const EDGE = fc.constantFrom('', '', ' ', '\n', '\t', ' \n ');

export interface FormCase {
  /** The nth space of the mth clause is `gaps[(n + m) % gaps.length]`. */
  gaps: string[];
  before: string;
  after: string;
}

export const formCases: fc.Arbitrary<FormCase> = fc.record({
  gaps: fc.array(GAP, { minLength: 1, maxLength: 7 }),
  before: EDGE,
  after: EDGE,
});

/** The clause with its spaces as the case draws them. */
function spaced(clause: string, c: FormCase, m: number): string {
  let n = 0;
  return c.before + clause.replace(/ /gu, () => c.gaps[(n++ + m) % c.gaps.length]!) + c.after;
}

/** `classifyClause` of `core/compact/clauseKind.ts` in a Turkish conversation, or a broken one. */
export type ClassifyTurkish = (clause: string) => ClauseKind;

function agrees(got: ClauseKind, expected: Expected): boolean {
  return expected === 'rule' ? got === 'prohibition' || got === 'constraint' : got === expected;
}

/**
 * Every documented Turkish verb form of a rule is read as the kind it was
 * written to have, and each near miss as its own, typed every way in every
 * case and spaced as the case draws. (A typing drawn per case left each
 * clause unread in about half its typings at the mutation run's five cases,
 * so a reader wrong on one clause typed one way passed.)
 */
export function propertyTurkishVerbTable(classify: ClassifyTurkish): fc.IPropertyWithHooks<[FormCase]> {
  return everyWay(TYPINGS, formCases, (how, c) => {
    VERB_FORMS.forEach(([clause, expected], m) => {
      const text = spaced(typedAs(clause, how), c, m);
      const got = classify(text);
      if (!agrees(got, expected)) throw new Error(`${JSON.stringify(text)}: read as ${got}, written as ${expected}`);
    });
  });
}

// ---------------------------------------------------------------- the clause-final verb, word by word

/**
 * What the clause-final verb says, on the folded words of a clause
 * (`core/compact/turkishVerbs.ts`'s doc comment: lower case, `ı ç ğ ö ş ü`
 * as `i c g o s u`), by form, each beside its near misses. The clause table
 * above reads these forms through the whole classifier, where a past, the
 * present told and a noun all come out as no rule; here each form is read
 * as the kind of verb it is.
 *
 * Left out, with what the reader does now (reported): a number in the past
 * after a vowel ("12'ydi") is read as no verb; "bilmiyorum" is
 * read as the user's own "I don't want" (the clause reader's list of open
 * words files it as a step left open before it asks).
 */
export const WORD_FORMS: readonly [string, TurkishForm][] = [
  // A question particle after the verb, a word of its own, whatever its person and tense endings.
  ['yapar misin', 'question'], ['var mi', 'question'], ['bakar misiniz', 'question'], ['gelir miyiz', 'question'],
  ['olur mu', 'question'], ['uygun mudur', 'question'], ['silme mi', 'question'], ['gelecek miydi', 'question'],
  ['gitmis miymis', 'question'],
  // (verbs shard, turkishVerbs.ts 269-274) The particle asks about what is before it, whatever follows: "or" and a
  // unit of two letters that starts with m ("mm", "mb", "ms"), no particle.
  ['kalinlik 5 cm mi yoksa 50 mm', 'question'], ['timeout 5 sn mi yoksa 500 ms', 'question'],
  ['misin', 'question'], ['misiniz', 'question'], ['miyiz', 'question'], ['midir', 'question'], ['gelir miyim', 'question'],
  ['gelir misin yarin', 'question'], ['bakar misiniz dosyaya', 'question'], ['uygun mudur sizce', 'question'],
  ['gelir miyiz cuma', 'question'], ['gelir misin mesela', 'question'], ['bakar misin su isleme', 'question'],
  // The negative forms of docs/compaction.md; words after the verb that change nothing ("sakın", "lütfen", a pronoun, "kimseye"); "we …" bound by "-mAdAn", "kadar", "kimse", "asla"; "nobody can"; an aside or an object after the verb; a `-mA` noun with "hiç", an object or "-mAdAn".
  ['silme', 'prohibition'], ['dosyayi silme sakin', 'prohibition'], ['silme lutfen', 'prohibition'],
  ['soyleme kimseye', 'prohibition'], ['paylasma kimseyle', 'prohibition'], ['isteme ondan', 'prohibition'],
  ['istemiyorum', 'prohibition'], ['alamam', 'prohibition'], ['gelemeyiz', 'prohibition'],
  ['koymayalim', 'prohibition'], ['gondermeyin', 'prohibition'], ['gondermeyiniz', 'prohibition'],
  ['gecmesin', 'prohibition'], ['gecmesinler', 'prohibition'], ['asmamali', 'prohibition'],
  ['asmamaliyim', 'prohibition'], ['asmamalisin', 'prohibition'], ['asmamaliyiz', 'prohibition'],
  ['asmamalisiniz', 'prohibition'], ['asmamalidir', 'prohibition'], ['asmamalilar', 'prohibition'],
  ['kullanmayacak', 'prohibition'], ['kullanmayacaksin', 'prohibition'], ['kullanmayacaksiniz', 'prohibition'],
  ['kullanilmayacaktir', 'prohibition'], ['kullanmayacaklar', 'prohibition'], ['yapilmaz', 'prohibition'],
  ['verilmez', 'prohibition'], ['okunmaz', 'prohibition'], ['yapilamaz', 'prohibition'],
  ['gonderilemez', 'prohibition'], ['silmiyorsun', 'prohibition'], ['silmiyorsunuz', 'prohibition'],
  ['yapmiyoruz', 'prohibition'], ['istemiyoruz', 'prohibition'], ['avukat gormeden imzalamiyoruz', 'prohibition'],
  ['review bitene kadar baslamiyoruz', 'prohibition'], ['avukat gormeden imzalamayacagiz', 'prohibition'],
  ['kimseye soylemeyecegiz', 'prohibition'], ['asla soylemeyecegiz', 'prohibition'],
  ['kimse degistiremez', 'prohibition'], ['hicbir arac girmez', 'prohibition'],
  ['yapilmamali bu donem', 'prohibition'], ['kullanmasin bu arada', 'prohibition'],
  ["notlarini yayinlama o deniz'in isi", 'prohibition'], ['gondermeyin onu musteriye', 'prohibition'],
  ['onu hic planlama', 'prohibition'], ['faturayi duzenleme', 'prohibition'],
  ['bana sormadan iade onaylama', 'prohibition'],
  ['hic raporlama', 'prohibition'], ['asla yedekleme', 'prohibition'], ['sakin planlama', 'prohibition'],
  ['onu izleme', 'prohibition'], ['bunu onaylama', 'prohibition'], ['sunu paketleme', 'prohibition'],
  ['onlari yedekleme', 'prohibition'], ['bunlari kiralama', 'prohibition'], ['sormadan onaylama', 'prohibition'],
  ['yedekleme onlari', 'prohibition'], ['kiralama bunlari', 'prohibition'], ['butcesini planlama', 'prohibition'],
  ["api'yi izleme", 'prohibition'],
  ['okumuyoruz', 'prohibition'], ['asla imzalamiyoruz', 'prohibition'], ['kimseye anlatamaz', 'prohibition'],
  // "We won't …" and "we cannot" alone: a plan turned down (after `a`/`e`, `-mIyoruz` may be "we cannot").
  ['hic okuyamiyoruz', 'refusal'],
  ['koymayacagiz', 'refusal'], ['koymayiz', 'refusal'], ['almayacaz', 'refusal'], ['gelmeyiz', 'refusal'],
  ['alamiyoruz', 'refusal'], ['bulamiyoruz', 'refusal'], ['imzalamiyoruz', 'refusal'],
  // The positive directives: jussive, obligation with its person endings, passive aorist and future of a norm, second person future, permission; the verb before a name with its title in a case, or an object said after it.
  ['olsun bu arada', 'directive'],
  ['olsun', 'directive'], ['yapsin', 'directive'], ['yapsinlar', 'directive'], ['olmali', 'directive'],
  ['olmaliyim', 'directive'], ['olmalisiniz', 'directive'], ['olmalidir', 'directive'], ['yazilir', 'directive'],
  ['yazilacak', 'directive'], ['kesilecek', 'directive'], ['okuyacaksin', 'directive'],
  ['gideceksiniz', 'directive'], ['cekebilirsin', 'directive'], ['gelebilirsiniz', 'directive'],
  ["gitsin mehmet bey'e", 'directive'], ['gondermeli musteriye', 'directive'],
  // Nouns: verbal nouns, `-mA` nouns, a verbal noun with a time after it; "ama" (but, no stem before `-mA`); the active negative aorist and abilitative with no "nobody"; a plain imperative before a name; particles alone; no words.
  ["iletin kemal bey'e", 'none'], ['odeme', 'none'], ['dondurma', 'none'], ['hesap dondurma talebi', 'none'],
  ['ama', 'none'],
  ['hic dondurma', 'none'], ['asla hurma', 'none'], ['su kalemi', 'none'],
 ['firma', 'none'], ['odeme bu ay', 'none'], ['fatura odeme bu ay', 'none'], ['gelmez', 'none'],
  ['cikamaz', 'none'], ['sakin', 'none'], ['mudur imzalamadan', 'none'], ['me', 'none'], ['ma', 'none'],
  ['tamam', 'none'], ['', 'none'],
  // Not knowing, and the user's own next step.
  ['galiba', 'uncertain'], ['sanirim', 'uncertain'], ['bakacagim', 'uncertain'], ['sorcam', 'uncertain'],
  // The first person plural: "let's", the present and the future (spoken forms too), the aorist; the verb before its object said after it.
  ['kimseye sormadan gidelim', 'plan'],
  ['yapalim', 'plan'], ['donuyoruz', 'plan'], ['gidiyoruz', 'plan'], ['gidecegiz', 'plan'], ['gidecez', 'plan'],
  ['alicaz', 'plan'], ['aliriz', 'plan'], ['8 bin yapalim limiti', 'plan'],
  ['dort gece yapalim konaklamayi', 'plan'],
  // (verbs shard, turkishVerbs.ts 340-356) A stem that ends in `m` before the present's `-Iyoruz` ("ummak": "umuyoruz",
  // we hope) is the present, not the negation `-mIyoruz` ("almıyoruz"): its `m` is the stem's.
  ['umuyoruz', 'plan'], ['biz de oyle umuyoruz', 'plan'],
  // Someone else's wish or words.
  ['istiyor', 'third-party'], ['istiyorlar', 'third-party'], ['diyor', 'third-party'], ['oneriyor', 'third-party'],
  ['talep', 'third-party'],
  // The third person present.
  ['unutuyor', 'narration'], ['kesiliyor', 'narration'], ['geliyorlar', 'narration'], ['yapiyormus', 'narration'],
  // The second person present (typed "-iyosun" too), its negative an order; the copula's second person after an
  // adjective made with `-lI` or `-sIz`, after a word of degree or "sen", after a predicate said of people; the aorist
  // of knowing and a noun that ends like the aorist. Beside them the aorist's soft order, with "tamam mı" after it
  // too (a trailing word after the tag changes nothing), and jussives.
  ['geliyorsun', 'narration'], ['geliyosun', 'narration'], ['yukluyorsunuz', 'narration'], ['silmiyosun', 'prohibition'],
  ['haklisin', 'narration'], ['haksizsin', 'narration'], ['sorumlusunuz', 'narration'], ['cok yorgunsun', 'narration'],
  ['sen uzmansin', 'narration'], ['yorgunsun', 'narration'], ['bilirsin', 'narration'], ['hazirsin', 'narration'],
  ['temizlersin', 'directive'], ['alirsiniz', 'directive'], ['temizlersin tamam mi', 'directive'],
  ['soylemeyeceksin tamam mi', 'prohibition'], ['uygun tamam mi', 'question'], ['gelir misin tamam mi', 'question'],
  ['gecsin', 'directive'], ['paketlesin', 'directive'],
  ['sasiracaksin', 'narration'], ['bayilacaksiniz', 'narration'], ['inanamazsin', 'narration'], ['bilemezsin', 'narration'],
  ['tahmin edemezsin', 'narration'], ['hayran kalacaksin', 'narration'], ['olabilirsin', 'narration'],
  ['anlamiyorsun', 'narration'], ['dinlemiyosun', 'narration'],
  ['ne dersin', 'question'], ['sence hangisini secersin', 'question'], ['kim gelsin', 'question'],
  ['ne olursa olsun', 'directive'], ['kontrol edeceksin', 'directive'], ['calisabilirsin', 'directive'],
  ['soylemiyorsun', 'prohibition'], ['silme zaten', 'prohibition'], ['yapiyorsun zaten', 'narration'],
  // A past or evidential verb with its person endings; a number in the past ("%8'di"); a noun in the accusative, which reads like a past ("limiti");
  // someone's words reported ("ödeme yapalım dedi": the verb of saying, not the plan, ends it).
  ['odeme yapalim dedi', 'past'],
  ['acildi', 'past'], ['yaptim', 'past'], ['yaptin', 'past'], ['yaptik', 'past'], ['yaptilar', 'past'],
  ['yaptiniz', 'past'], ['yapmis', 'past'], ['yapmislar', 'past'], ['yapmissin', 'past'], ['soylememissin', 'past'], ['hakliymissin', 'past'], ['yapmisti', 'past'], ['yapmistir', 'past'],
  ["%8'di", 'past'], ["%8'dir", 'past'], ['5,5ti', 'past'], ['boyleydi', 'past'], ['yazma testi', 'past'],
  ['limiti', 'past'],
  // A question word right before the verb asks, a condition before it ("yoksa": or else) changes nothing, and a word
  // after it that only contains "sa" is no condition; each question word with its endings.
  ['yoksa ne dersin', 'question'], ['kim sabah gelsin', 'question'], ['hangisi gelsin', 'question'],
  ['kac kisi gelsin', 'question'], ['kacinci gelsin', 'question'], ['neyse gelsin', 'directive'],
  // The particle alone asks ("mu?").
  ['mu', 'question'], ['mi', 'question'], ['gelir mi yarin', 'question'], ['var mi baska', 'question'],
  // A verb that only ends like a verb of knowing ("planla-" ends like "anla-"); the plural of the forms of knowing and
  // feeling; the present of going, which ends like "diyor"; a wish told in the past; "soruyor" without "-lar".
  ['planlamiyorsun', 'prohibition'], ['anlamiyorsunuz', 'narration'], ['inanamazsiniz', 'narration'],
  ['olabilirsiniz', 'narration'], ['hayal edemezsiniz', 'narration'], ['gidiyor', 'narration'], ['istiyordu', 'past'],
  ['soruyor', 'third-party'],
  // An object after a plan that only begins like a verb of saying ("diyet": diet; "dedikodu": gossip).
  ['degistirelim diyeti', 'plan'], ['birakalim dedikodulari', 'plan'],
  // A `-mA` word said to "sen" / "siz" commands even after a subject it could be said of; a dative, a pronoun or a name
  // in a case between the subject and the `-mA` word makes it a command; a noun of what a thing is with no ordinal,
  // superlative or participle before it ("yeni", "sonra", "tekrar"), or first in the clause; ordinals and participles.
  ['sen ilk adim atma', 'prohibition'], ['siz ilk adim atma', 'prohibition'], ['ilk adim atma', 'none'],
  ['hastanin raporu aileye gonderme', 'prohibition'], ['hastanin raporu ona gonderme', 'prohibition'],
  ["hastanin raporu ahmet'e gonderme", 'prohibition'], ['hastanin raporu gonderme', 'none'],
  ['ekibin en buyuk derdi kart okuma', 'none'],
  ['yeni is alma', 'prohibition'], ['sonra is alma', 'prohibition'], ['tekrar is alma', 'prohibition'],
  ['ucuncu adim temizleme', 'none'], ['ikinci adim temizleme', 'none'], ['yapilan is temizleme', 'none'],
  ['bitmeyen is temizleme', 'none'],
  // Someone's plan told as what was written or said once (a past made of another tense); a pronoun object before a
  // bare `-mA` with an aside after it; a bare noun before it is no object ("kasa açma bu ay": opening the till).
  ['raporu gonderelim yazmisti', 'past'], ['raporu gonderelim diyecekti', 'past'], ['raporu gonderelim diyordu', 'past'],
  ["ona dokunma o deniz'in isi", 'prohibition'], ['kasa acma bu ay', 'none'],
  // A name in the dative after a jussive, one letter of case after the apostrophe.
  ["gitsin ali'ye", 'directive'],
  // "sen" as the subject of a clause of time or a condition (each of its endings) leaves the jussive after it one; a
  // word of degree before an adjective no list names makes the copula.
  ['sen gelince ali baksin', 'directive'], ['sen geldiginde ali baksin', 'directive'], ['sen gelmeden ali baksin', 'directive'],
  ['sen gelmezse ali baksin', 'directive'], ['gercekten caliskansin', 'narration'], ['cok caliskansin', 'narration'],
  // Asides alone ("bu arada": by the way) and "kimse yok" (nobody is there) are no verb.
  ['bu arada', 'none'], ['kimse yok', 'none'],
  // A name or a number in the accusative after an apostrophe, with or without the buffer `y`, is the object of a
  // `-mA` word on the nouns' list: a command.
  ["kemal'i izleme", 'prohibition'], ["4411'i onaylama", 'prohibition'], ["sunucu'yu izleme", 'prohibition'],
  // verbs shard, the survivors of its run at a3583d8: the permission of "kaydol-" (it only ends like "olabilirsin"), a
  // noun that begins like an open word, "we don't …" after "uyu-".
  ['kaydolabilirsin', 'directive'], ['belirsizlik', 'none'], ['uyumuyoruz', 'prohibition'], ['nobette uyumuyoruz', 'prohibition'],
];

/** Words said after a verb that change nothing it says (docs/compaction.md: "yapma sakın", "silme lütfen"). */
const AFTERWARDS = ['', 'lutfen', 'ha', 'abi', 'hocam', 'pls', 'tamam'];

/** `turkishForm` of `core/compact/turkishVerbs.ts`, or a broken one. */
export type ReadForm = (words: readonly string[]) => TurkishForm;

/**
 * Every form of the word table is read as its kind, alone and with each word
 * after it that changes nothing. Nothing is drawn: one case reads it all.
 */
export function propertyTurkishWordForms(read: ReadForm): fc.IPropertyWithHooks<[null]> {
  return everyWay(AFTERWARDS, fc.constant(null), (after) => {
    for (const [clause, expected] of WORD_FORMS) {
      const words = (after === '' ? clause : `${clause} ${after}`).split(' ').filter((w) => w !== '');
      const got = read(words);
      if (got !== expected) throw new Error(`${JSON.stringify(words)}: read as ${got}, written as ${expected}`);
    }
  });
}

// ---------------------------------------------------------------- what the readers still miss

/**
 * Turkish clauses the readers still read otherwise than written here (the project's expected failures, `it.fails`
 * in verbForms.property.test.ts): each should pass once its reader is put right, and its test then turns red, asking
 * for the row to move into `VERB_FORMS`. Each says why it is misread.
 */
export const TURKISH_VERB_MISSES: readonly { text: string; expected: ClauseKind; why: string }[] = [
  { text: 'ilk aşama', expected: 'none', why: "'aşama' (stage) ends like the negative imperative of 'aşa-', and a noun of what a thing is is looked for before the `-mA` word, never at it" },
  { text: 'ofiste kimse yok', expected: 'none', why: "'X yok' forbids X, and 'kimse' (nobody) is not among the words after which it only reports" },
  { text: 'konu: 2024 vergi ödeme', expected: 'none', why: 'a heading is only asked of a prohibition; a compound noun with a year in it reads as a value set with no verb' },
  { text: '3. adım: veri taşıma', expected: 'none', why: "the label's dot keeps the heading's pattern from matching, so the compound noun reads as a command" },
  { text: 'başlık: kullanıcı engelleme (taslak)', expected: 'none', why: 'the heading is matched on the clause with its bracket, which the verb was read without' },
  { text: 'bilseydim zaten istemezdim', expected: 'prohibition', why: "a counterfactual refusal is read after a condition ending in '-sAydI' only, not with its person ending ('bilseydim')" },
  { text: 'ne yapmalı', expected: 'question', why: 'a question word asks only before the aorist\'s second person or a jussive; before an obligation the obligation is read' },
  { text: 'kim gelmeli', expected: 'question', why: 'a question word asks only before the aorist\'s second person or a jussive; before an obligation the obligation is read' },
  { text: 'siz bilirsiniz ama Ali gelsin', expected: 'constraint', why: "'siz' anywhere before a jussive makes it the copula's second person, even in a clause of its own before 'ama'" },
  { text: 'öğleden sonra hocalar yok', expected: 'none', why: "someone away is read from a title as a word ('hoca'), not from its plural ('hocalar')" },
  { text: 'bunu söyleme hiçkimseye', expected: 'prohibition', why: "'nobody' after the verb is passed over as a word of its own ('kimseye'), not typed together with 'hiç'" },
  { text: "bunu söyleme kimse'ye", expected: 'prohibition', why: "'nobody' after the verb is passed over as a word of letters, not with an apostrophe before its case" },
  { text: "geçelim v2'ye", expected: 'decision', why: 'an object said after the verb is read only when it is letters, so a version number in a case hides the plan' },
  { text: 'ek sınav yapılmamalı bugünlerde', expected: 'prohibition', why: "a time after the verb is an aside only as the list's words ('bu dönem'), not in the locative plural ('bugünlerde')" },
  { text: 'yapalım yarın', expected: 'decision', why: "a time after a plan is no object in a case and no aside after a prohibition or a directive, so the plan is not read (docs/mutation.md, 'found on the way')" },
  { text: 'olsun bu ay bu arada yarın', expected: 'constraint', why: 'at most three aside words after the verb are passed over' },
  { text: 'hiçbiri depoya girmez', expected: 'prohibition', why: "'nothing / nobody' binds a norm as 'kimse…' or 'hiçbir', not as 'hiçbiri' (none of them)" },
  { text: 'bu ay stajyerler belge imzalayamaz', expected: 'prohibition', why: 'people of a kind who cannot are looked for among the first two words only' },
  { text: 'ekibin bu ayki en büyük sorunu kart okuma', expected: 'none', why: 'the subject a `-mA` word is said of is looked for within three words before it' },
  { text: 'hiçkimse sözleşmeyi değiştiremez', expected: 'prohibition', why: "'nobody' binds a norm as a word of its own ('kimse'), not typed together with 'hiç'" },
  { text: 'hiçkimseye söylemeyeceğiz', expected: 'prohibition', why: "'nobody' makes 'we won't …' a rule as a word of its own ('kimseye'), not typed together with 'hiç'" },
  { text: 'hiçbirini koymayacağız', expected: 'prohibition', why: "'none of them' ('hiçbirini') is not among the words that make 'we won't …' a rule ('hiç', 'hiçbir')" },
  { text: 'gönderelim faturayı müşteriye yarına', expected: 'decision', why: 'at most two words after the verb are read as its objects' },
  { text: 'izleme kimseyi', expected: 'prohibition', why: "'nobody' after the verb is passed over before the `-mA` word's objects are looked for, so a verbal noun on the list reads as a noun" },
  { text: 'şirketin bu yılki en sevilen etkinliği çömlek boyama', expected: 'none', why: 'the genitive of a possessed noun is looked for within three words before it' },
  { text: 'rafları her akşam temizlersin tamam mıdır', expected: 'constraint', why: "an order is read before 'tamam mı' only, not before 'tamam mıdır'" },  // verbs shard (clauseKind.ts 745-826, turkishVerbs.ts): read otherwise by the survivors of its run at a3583d8.
  { text: "oğlum 2,5 yaşında", expected: 'none', why: "an age is read after a whole number of one to three digits only, not after a fraction ('2,5')" },
  { text: "müşteriyi arama (şikayetçi)ymiş", expected: 'prohibition', why: "a bracket at the end is cut only when nothing is glued after it, so its suffix hides the command before it" },
  { text: "tabloya ekleyin", expected: 'none', why: "where to put something, once, is read from the bare imperative only ('tabloya ekle'), not from its polite form" },
  { text: "bildirimler e-postaya", expected: 'constraint', why: "a routing rule's dative is read on a word of letters only, or after an apostrophe; a hyphen ('e-posta') hides it" },
  { text: "kayıtlar user_logs'a", expected: 'constraint', why: "a code in the dative after an apostrophe is read when it holds only letters, digits, dots and hyphens, not an underscore" },
  { text: "e-imzalamadan fatura onaylama", expected: 'prohibition', why: "'without …' (`-mAdAn`) binds a `-mA` noun only as a word of letters, not after a hyphen ('e-imza')" },
  { text: "sorunun kök-nedeni kart okuma", expected: 'none', why: "a possessed noun is read as the subject of a `-mA` word only as a word of letters, not hyphenated ('kök-nedeni')" },
  { text: "e-faturayı onaylama", expected: 'prohibition', why: "an object in the accusative is read as a word of letters only, not after a hyphen ('e-fatura')" },
  { text: "CI/CD'yi güncelleme", expected: 'prohibition', why: "a code in the accusative after an apostrophe is read when it holds only letters and digits, not a slash" },
  { text: "rafları her akşam temizlersin tamam dimi", expected: 'constraint', why: "an order is read before 'tamam mı' only, not before 'tamam dimi'" },
  { text: "bu rapor Yasin'in", expected: 'none', why: "a name that ends like a jussive ('Yasin') is read as the verb before its genitive's apostrophe" },
  { text: "bu Ersin'in raporu", expected: 'none', why: "a name that ends like a jussive ('Ersin') is read as the verb before an object said after it" },
  { text: "stajyerler kullanmasın radyo", expected: 'prohibition', why: "an object said after the verb is read only in a case, so a bare noun after it ('radyo') hides the verb" },
  { text: "alalım piyano", expected: 'decision', why: "an object said after a plan is read only in a case, so a bare noun after it ('piyano') hides the plan" },
  { text: "alalım masa", expected: 'decision', why: "an object said after a plan is read only in a case, so a bare noun after it ('masa') hides the plan" },
  { text: "ölçelim basınç", expected: 'decision', why: "an object said after a plan is read only in a case, so a bare noun after it ('basınç') hides the plan" },
  { text: "gönderelim müşterilere", expected: 'decision', why: "an object said after a plan is read in the dative after a vowel, `-(y)A`, not in the plural's `-lArA`, which reads as a routing rule" },
  { text: "kabloya dokunma o Ar-Ge'nin", expected: 'prohibition', why: "a name in the genitive after the verb is an aside only as a word of letters, not hyphenated ('Ar-Ge')" },
  { text: "kabloya dokunma o cem'inki", expected: 'prohibition', why: "a name in the genitive after the verb is an aside only in the genitive, not with '-ki' after it ('Cem'inki': Cem's one)" },
  { text: "tahminen bir hafta daha kalacaksın", expected: 'none', why: "a guess ('tahminen': probably) is not read, so the second person future reads as an order" },
  { text: "o maddeyi asla koymayız", expected: 'prohibition', why: "'never' binds 'we won't …' in the future (`-mAyAcAğIz`), not in the aorist (`-mAyIz`), which reads as a plan turned down" },
  { text: "çalışanlarımız yazılım yükleyemez", expected: 'prohibition', why: "people of a kind who cannot are read from a plural in the nominative ('çalışanlar'), not with a possessive after it ('çalışanlarımız')" },
  { text: "e-sporcular gece yayın yapamaz", expected: 'prohibition', why: "people of a kind who cannot are read from a plural of letters only, not hyphenated ('e-sporcular')" },
  { text: "sen kenara geç Ali baksın", expected: 'constraint', why: "'sen' anywhere before a jussive makes it the copula's second person, even as the subject of an order of its own" },
  { text: "geçen ay onlar 4'tüler", expected: 'none', why: "a number in the past is read with no person ending or with '-k' and '-r' only, not with '-lAr' ('4'tüler': they were four)" },
  { text: "10 kere söylüyorum dinlemiyorsunki", expected: 'none', why: "a complaint of not listening is read as a word of its own ('dinlemiyorsun'), not with 'ki' typed after it, and the number left reads as a value set" },
  { text: "e-ticaretin konusu kart okuma", expected: 'none', why: "a genitive before the subject of a `-mA` word is read as a word of letters only, not hyphenated ('e-ticaret')" },
  { text: "Ayşe'nin görevi kart okuma", expected: 'none', why: "a name's genitive after an apostrophe is read before the subject of a `-mA` word as '-In' after a consonant ('Kaan'ın görevi kart okuma'), not as '-nIn' after a vowel ('Ayşe'nin'), so what Ayşe's task is ('kart okuma', card reading) reads as a command" },
  { text: "kat irtifaklı ev olsaydı zaten istemezdimki", expected: 'prohibition', why: "a counterfactual refusal is read as a word of its own ('istemezdim'), not with 'ki' typed after it" },
  { text: "lütfen sırayla Gidelim", expected: 'none', why: "a capitalised word at the end is read as a name, so a step of the talk with its verb capitalised is not read" },
  { text: "bu renge 2 kat bayılacaksınki", expected: 'none', why: "what the listener will feel is read as a word of its own ('bayılacaksın'), not with 'ki' typed after it, and the number left reads as a value set" },
  { text: "yarın gelir sanırımki", expected: 'pending', why: "an open word is read as a word of its own ('sanırım'), not with 'ki' typed after it" },
  { text: "bu hayal kırıklığını affedemezsin", expected: 'none', why: "what the listener cannot do is read as an order (the jussive's ending), and a verb of imagining with 'et' only as 'ed-' itself ('edemezsin'), not 'affed-'" },
  { text: "bu kazağı yıkarsan büzüleceksin", expected: 'none', why: "the second person future reads as an order whatever the verb, so what will happen to the listener ('büzüleceksin': you will shrink) reads as one" },
  { text: "yedekler /backup'a", expected: 'constraint', why: "a code in the dative after an apostrophe is read when it begins with a letter or a digit, not with a slash (a path)" },
  // verbs shard (clauseKind.ts 745-826, turkishVerbs.ts) and clause-2 shard (clauseKind.ts 346-579): read otherwise by
  // the survivors of their runs at a241ece and c675b8b.
  { text: "kat irtifaklı ev olsaydı zaten almakistemezdim", expected: 'prohibition', why: "a counterfactual refusal is read as a word of its own ('istemezdim'), not typed together with the verb before it ('almakistemezdim')" },
  { text: "yarın gelirsanırım", expected: 'pending', why: "an open word is read as a word of its own ('sanırım'), not typed together with the verb before it" },
  { text: "raporu gönderelim diyordumki", expected: 'none', why: "a plan told as said once (a past made of another tense, 'diyordum') is read as a word of its own, not with 'ki' typed after it, so the plan before it reads as the user's" },
  // verbs shard (turkishVerbs.ts 200-210): "da" typed onto "without …", as it often is.
  { text: "bana sormadanda iade onaylama", expected: 'prohibition', why: "'without …' (`-mAdAn`) is read as a word of its own ('sormadan'), not with 'da' (too) typed onto it ('sormadanda' for 'sormadan da'), so the `-mA` noun after it reads as a noun" },
  { text: "oraya gitmekistemiyoruz", expected: 'prohibition', why: "'we don't want …' is read as a word of its own ('istemiyoruz'), not typed together with the verb before it, which reads as a plan turned down" },
  { text: "bu masaya dokunmayın Selma'nınki", expected: 'prohibition', why: "a name in the genitive after the verb is an aside only in the genitive, not with '-ki' after it ('Selma'nınki': Selma's one), so the name reads as where the clause ends" },
  { text: ".env'e ekle", expected: 'none', why: "where to put something, once, is read when the place begins with a letter, not with a dot ('.env')" },
  { text: "bu manzaraya 5 dakika bakınca inanamazsınki", expected: 'none', why: "what the listener cannot believe is read as a word of its own ('inanamazsın'), not with 'ki' typed after it, and the number left reads as a value set" },
  { text: "bu yarışta sen de 1. olabilirsinki", expected: 'none', why: "what the listener may be is read as a word of its own ('olabilirsin'), not with 'ki' typed after it, and the number left reads as a value set" },
  { text: "fiyatın 2 katına çıkacağını tahmin edemezsinki", expected: 'none', why: "what the listener cannot imagine is read as a word of its own ('edemezsin' after 'tahmin'), not with 'ki' typed after it, and the number left reads as a value set" },
  { text: "raporu göndermeyin Mehmet Karabey'e", expected: 'prohibition', why: "a name of two words in a case after the verb is read as one object only with a title ('Mehmet Bey'e'), so a surname ('Karabey'e') after a name that ends in a consonant hides the verb before it" },  { text: "geçen yıl KDV%8'di", expected: 'none', why: "a number in the past is read when the word begins with it, not glued after letters ('KDV%8'di': the VAT was 8 %)" },
  { text: 'müşterinin avukatı onaylasa bile imzalama', expected: 'prohibition', why: "a possessed noun after a genitive, within three words before a `-mA` word, is taken for its subject ('the client's lawyer is signing'), though a conditional ('onaylasa bile': even if … approves) stands between them and the command is the clause's own" },
  { text: "İK \"kimseye söylemeyin\" mail'lemişti", expected: 'none', why: "a past made of another tense after a quoted rule is read as told (\"tabelada … yazıyordu\") only on a word of letters alone: a borrowed verb of writing after its apostrophe ('mail'lemişti': had emailed; 'maillemişti' is read) is not, so HR's quoted prohibition reads as the user's own" },
];
