import fc from 'fast-check';
import { everyWay } from './rowTable.js';

/**
 * How a turn is cut into sentences and clauses, and where its quotations and
 * gapped pieces are, stated row by row from the documented contract of
 * `core/compact/sentences.ts` and `core/compact/gappedPiece.ts` (their doc
 * comments, docs/compaction.md): each row a text a user types and what the
 * contract says comes out of it, written out by hand. The extractor's
 * properties see these functions only through a whole summary, where a
 * sentence cut one word early or a clause joined to the next often changes
 * nothing they check; these rows pin the pieces themselves.
 *
 * The oracle is the rows' written expectations, plus a few generated checks
 * that follow from the contract alone (the sentences give back the text's
 * words in order, none is empty, none crosses a line or a quotation; the
 * clauses give back the sentence verbatim). Nothing here reads the code's
 * patterns or word lists.
 */

export interface SentenceParts {
  splitSentences: (text: string) => string[];
  splitClauses: (sentence: string) => string[];
  quotedSpans: (text: string) => [number, number][];
}

export type Gapped = (before: string, piece: string, turkish: boolean) => boolean;

export interface SentenceRow {
  text: string;
  sentences: string[];
  why: string;
}

/** Texts and the sentences the contract cuts them into. */
export const SENTENCE_ROWS: readonly SentenceRow[] = [
  { text: 'Merhaba. Nasılsın? Harika! Peki… tamam', sentences: ['Merhaba.', 'Nasılsın?', 'Harika!', 'Peki…', 'tamam'], why: 'each of the four marks ends a sentence' },
  { text: 'Kaç kişi geliyor? 12? Tamam', sentences: ['Kaç kişi geliyor?', '12?', 'Tamam'], why: 'a question mark after a small number ends the sentence: only a dot makes an ordinal' },
  { text: 'Really?! Yes. ok', sentences: ['Really?!', 'Yes.', 'ok'], why: 'a run of marks is one end' },
  { text: 'I tried 3... no luck', sentences: ['I tried 3...', 'no luck'], why: 'an ellipsis of dots after a number ends the sentence: no ordinal has three dots' },
  { text: 'wait.. what', sentences: ['wait..', 'what'], why: 'two dots end a sentence too' },
  { text: 'It weighs 3.5 kg. Fine.', sentences: ['It weighs 3.5 kg.', 'Fine.'], why: 'a decimal point is followed by a digit, not a space: no end' },
  { text: 'example.com is down. restart it', sentences: ['example.com is down.', 'restart it'], why: 'a dot inside a word ends nothing' },
  { text: 'Tamam [bitti.] Sonra bakarız', sentences: ['Tamam [bitti.]', 'Sonra bakarız'], why: 'a closing bracket after the mark belongs to the sentence it closes' },
  { text: 'He said (finally.) Then he left.', sentences: ['He said (finally.)', 'Then he left.'], why: 'a closing parenthesis after the mark belongs to the sentence' },
  { text: 'She said "go." Then she left.', sentences: ['She said "go."', 'Then she left.'], why: "a quotation's closing quote may end the sentence" },
  { text: 'He wrote “done.” Then he left.', sentences: ['He wrote “done.”', 'Then he left.'], why: 'a typographic closing quote after the mark belongs to the sentence' },
  { text: 'o ‘Bitti. Tamam.’ dedi', sentences: ['o ‘Bitti. Tamam.’', 'dedi'], why: 'a dot inside a quotation in typographic single quotes ends nothing; its closing quote ends the sentence' },
  { text: "yapıştırıyorum: 'Kartımı kapattım. Ayrıca 500 TL istiyorum.' bence reddet", sentences: ["yapıştırıyorum: 'Kartımı kapattım. Ayrıca 500 TL istiyorum.'", 'bence reddet'], why: "a quotation is one piece of someone's words" },
  { text: 'she wrote "Fine. Go ahead." Then she left.', sentences: ['she wrote "Fine. Go ahead."', 'Then she left.'], why: 'a quotation in double quotes is one piece' },
  { text: 'Ali "Geliyorum. " yazdı', sentences: ['Ali "Geliyorum. " yazdı'], why: 'a dot inside a quotation ends nothing, a space before its closing quote too' },
  { text: 'o “Tamam. Yarın.” dedi. Bitti', sentences: ['o “Tamam. Yarın.”', 'dedi.', 'Bitti'], why: 'a quotation in typographic quotes is one piece, its closing quote ends the sentence' },
  { text: "Kaan'ın notu: 'Rafı boşalt. Sonra ara.' Ben de aradım.", sentences: ["Kaan'ın notu: 'Rafı boşalt. Sonra ara.'", 'Ben de aradım.'], why: "a Turkish suffix's apostrophe opens no quotation" },
  { text: "don't go. I'm tired", sentences: ["don't go.", "I'm tired"], why: "a contraction's apostrophe opens no quotation" },
  { text: 'the screen says "error 12". Then it stops', sentences: ['the screen says "error 12".', 'Then it stops'], why: 'a quotation that ends in a number, then the dot: the quote mark after the digits makes them no ordinal' },
  { text: "P20EE is 'SCR catalyst efficiency below threshold, bank 1'. On older vans it is the sensor", sentences: ["P20EE is 'SCR catalyst efficiency below threshold, bank 1'.", 'On older vans it is the sensor'], why: 'a quoted code description that ends in a number, then the dot' },
  { text: '3. düğüme bak. 4. düğüm de boş.', sentences: ['3. düğüme bak.', '4. düğüm de boş.'], why: 'a number at the start with a dot is an ordinal or a list number' },
  { text: 'önce 3. düğüme bak', sentences: ['önce 3. düğüme bak'], why: 'a Turkish ordinal in a sentence' },
  { text: 'oda 4. katta', sentences: ['oda 4. katta'], why: 'a Turkish ordinal after a noun' },
  { text: 'toplantı 12. katta', sentences: ['toplantı 12. katta'], why: 'an ordinal of two digits' },
  { text: 'Ekim 15 Salı 3. salonda buluşalım', sentences: ['Ekim 15 Salı 3. salonda buluşalım'], why: 'an ordinal after a date and a weekday is no plate' },
  { text: 'Araç 34 VK 118 ile OSB 2. caddeye gitti', sentences: ['Araç 34 VK 118 ile OSB 2. caddeye gitti'], why: 'an ordinal after an acronym, with a plate earlier in the sentence' },
  { text: 'Blok A1 3. kapıdan girin', sentences: ['Blok A1 3. kapıdan girin'], why: 'an ordinal after a block name that ends in a digit' },
  { text: 'Bina 2B 3. katta', sentences: ['Bina 2B 3. katta'], why: 'an ordinal after a block name that starts with a digit' },
  { text: 'adres Kemalpaşa OSB 2. cadde no 14', sentences: ['adres Kemalpaşa OSB 2. cadde no 14'], why: 'an ordinal after an acronym' },
  { text: '(3. kat) bak', sentences: ['(3. kat) bak'], why: 'an ordinal after an opening bracket' },
  { text: 'No meetings before 10. half of them are night owls', sentences: ['No meetings before 10.', 'half of them are night owls'], why: 'a time after an English time word ends the sentence' },
  { text: 'Before 10. we rest', sentences: ['Before 10.', 'we rest'], why: 'a time word in capitals is a time word' },
  { text: 'the limit is 40. next one please', sentences: ['the limit is 40.', 'next one please'], why: 'a quantity after "is" ends the sentence' },
  { text: 'see day 5. Budget is fine', sentences: ['see day 5.', 'Budget is fine'], why: 'a number naming a day ends the sentence' },
  { text: 'go to gate 4. Kennel is left', sentences: ['go to gate 4.', 'Kennel is left'], why: 'a number naming a gate ends the sentence' },
  { text: 'leave at 15:00 today, not 16. bring snacks', sentences: ['leave at 15:00 today, not 16.', 'bring snacks'], why: 'a number after "not" is a corrected value' },
  { text: '8 riders or 9. the trail is closed', sentences: ['8 riders or 9.', 'the trail is closed'], why: 'a number after "or" is an alternative value' },
  { text: 'we need neither 8 nor 9. ask again', sentences: ['we need neither 8 nor 9.', 'ask again'], why: 'a number after "nor" is an alternative value' },
  { text: 'we moved in 2024. Then it rained', sentences: ['we moved in 2024.', 'Then it rained'], why: 'four digits are no ordinal' },
  { text: 'wire it to GB29 NWBK 6016 1331 9268 19. bc the card is gone', sentences: ['wire it to GB29 NWBK 6016 1331 9268 19.', 'bc the card is gone'], why: 'the last group of an IBAN ends the sentence' },
  { text: 'Ara 0532 418 27 90. sms de at', sentences: ['Ara 0532 418 27 90.', 'sms de at'], why: 'the last group of a phone number ends the sentence' },
  { text: 'Araç 34 VK 118. Şoför hazır', sentences: ['Araç 34 VK 118.', 'Şoför hazır'], why: "a plate's last digits end the sentence" },
  { text: '06 ABC 42. Kapıda bekliyor', sentences: ['06 ABC 42.', 'Kapıda bekliyor'], why: 'a plate at the start of the line' },
  { text: "SINAV 15 HAZİRAN'DA 2. SALONDA. GEÇ KALMAYIN", sentences: ["SINAV 15 HAZİRAN'DA 2. SALONDA.", 'GEÇ KALMAYIN'], why: "an ordinal after a date typed in capitals: a month is no plate's one to three letters" },
  { text: 'TOPLANTI 14 MART 3. KATTA YAPILACAK', sentences: ['TOPLANTI 14 MART 3. KATTA YAPILACAK'], why: 'an ordinal after a month in capitals, the date bare' },
  { text: 'bilet numarası ATL-88. Sonra bakarız', sentences: ['bilet numarası ATL-88.', 'Sonra bakarız'], why: 'an identifier with digits ends the sentence' },
  { text: 'deployed v2.14.3. then it broke', sentences: ['deployed v2.14.3.', 'then it broke'], why: "a version's dots are no abbreviation" },
  { text: 'Dr. Ayşe Kaya aradı? evet', sentences: ['Dr. Ayşe Kaya aradı?', 'evet'], why: 'a title before a name' },
  { text: 'Mr. Smith called. He left.', sentences: ['Mr. Smith called.', 'He left.'], why: 'a title, then a plain end' },
  { text: 'prof. demir geldi', sentences: ['prof. demir geldi'], why: 'a title in lower case is a title' },
  { text: '(Dr. Kaya geldi) tamam', sentences: ['(Dr. Kaya geldi) tamam'], why: 'a title after an opening bracket' },
  { text: '[[Dr. Kaya]] ile görüştüm. Sonra ararım', sentences: ['[[Dr. Kaya]] ile görüştüm.', 'Sonra ararım'], why: "a title after two opening brackets (a notes app's link)" },
  { text: 'see [[Dr. Kaya]] for the dosage notes. Then call the pharmacy', sentences: ['see [[Dr. Kaya]] for the dosage notes.', 'Then call the pharmacy'], why: "a title inside a notes app's link, mid-sentence" },
  { text: 'prices incl. VAT are fine', sentences: ['prices incl. VAT are fine'], why: 'an abbreviation before what it qualifies, a capital too' },
  { text: 'use e.g. Slack for it', sentences: ['use e.g. Slack for it'], why: 'an abbreviation with a dot inside' },
  { text: 'Bkz. Ek 2', sentences: ['Bkz. Ek 2'], why: 'a Turkish abbreviation before its object' },
  { text: 'Ege Tekstil A.Ş. (müşteri no 40517) için.', sentences: ['Ege Tekstil A.Ş. (müşteri no 40517) için.'], why: "a company's abbreviation before a bracket" },
  { text: 'Harbor & Pine Ltd. What is the plan?', sentences: ['Harbor & Pine Ltd.', 'What is the plan?'], why: 'an abbreviation ends the sentence before a capital' },
  { text: 'Harbor & Pine Ltd. is late again, says Tom', sentences: ['Harbor & Pine Ltd. is late again, says Tom'], why: 'an abbreviation before a lower-case word, a capital later' },
  { text: 'pens, paper etc. and tape', sentences: ['pens, paper etc. and tape'], why: 'an English abbreviation before a lower-case word' },
  { text: 'pens, paper etc. Then tape', sentences: ['pens, paper etc.', 'Then tape'], why: 'an English abbreviation before a capital' },
  { text: 'OSB 2. Cad. üzerinde', sentences: ['OSB 2. Cad. üzerinde'], why: "a street's abbreviation before a lower-case word" },
  { text: 'sipariş no. 4609 geldi', sentences: ['sipariş no. 4609 geldi'], why: '"no." before a number' },
  { text: 'if anyone asks, the answer is no. and staging is eu-west-1 only', sentences: ['if anyone asks, the answer is no.', 'and staging is eu-west-1 only'], why: 'a bare "no" ends the sentence' },
  { text: 'the answer is no. Staging is fine', sentences: ['the answer is no.', 'Staging is fine'], why: 'a bare "no" before a capital' },
  { text: 'see nr. 12 first', sentences: ['see nr. 12 first'], why: '"nr." before a number' },
  { text: '. hello', sentences: ['.', 'hello'], why: 'a mark alone is a sentence of its own' },
  { text: 'first line\nsecond line', sentences: ['first line', 'second line'], why: 'a line break ends a sentence' },
  { text: 'ilk satır\r\nikinci satır', sentences: ['ilk satır', 'ikinci satır'], why: 'a Windows line break ends a sentence' },
  { text: 'a line\n\n   \nanother', sentences: ['a line', 'another'], why: 'blank lines give no sentence' },
  { text: 'sent to Dr.\nKaya later', sentences: ['sent to Dr.', 'Kaya later'], why: 'a line break ends a sentence even after a title' },
  { text: '- buy milk\n* call mom\n• pay rent', sentences: ['buy milk', 'call mom', 'pay rent'], why: 'list markers are not part of the sentence' },
  { text: '   - indented item', sentences: ['indented item'], why: 'an indented list marker' },
  { text: 'Tamam. - sonraki madde', sentences: ['Tamam.', 'sonraki madde'], why: 'a marker after a sentence end opens a sentence' },
  { text: '-5 degrees tonight', sentences: ['-5 degrees tonight'], why: 'a minus glued to a number is no list marker' },
  { text: 'a - b is fine', sentences: ['a - b is fine'], why: 'a dash inside a sentence is no list marker' },
];

export interface ClauseRow {
  sentence: string;
  clauses: string[];
  why: string;
}

/** Sentences and the clauses the contract cuts them into, verbatim. */
export const CLAUSE_ROWS: readonly ClauseRow[] = [
  { sentence: 'im on my phone so keep it short, no tables; thanks - really', clauses: ['im on my phone ', 'so keep it short, ', 'no tables; ', 'thanks - ', 'really'], why: 'a comma, a semicolon, a spaced dash and "so"' },
  { sentence: 'tamam – yarın bakarım — söz', clauses: ['tamam – ', 'yarın bakarım — ', 'söz'], why: 'spaced en and em dashes' },
  { sentence: '— yes, fine', clauses: ['— ', 'yes, ', 'fine'], why: 'a dash that opens the sentence, a space after it, is spaced: the start counts as a space' },
  { sentence: 'a well-known fix -no cut- here', clauses: ['a well-known fix -no cut- here'], why: 'a dash without a space on both sides cuts nothing' },
  { sentence: 'budget is €38,000, flights included', clauses: ['budget is €38,000, ', 'flights included'], why: 'never inside a number' },
  { sentence: '1,5 kg un;2 yumurta', clauses: ['1,5 kg un;2 yumurta'], why: 'a comma or semicolon without a space after it cuts nothing' },
  { sentence: 'ajans (Moda Medya, İstanbul) aradı, tamam', clauses: ['ajans (Moda Medya, İstanbul) aradı, ', 'tamam'], why: 'never inside brackets' },
  { sentence: 'see [a, b; c] first, then go', clauses: ['see [a, b; c] first, ', 'then go'], why: 'never inside square brackets' },
  { sentence: 'note (a (b, c), d), then e', clauses: ['note (a (b, c), d), ', 'then e'], why: 'never inside nested brackets' },
  { sentence: '1) milk, 2) eggs (large, brown), done', clauses: ['1) milk, ', '2) eggs (large, brown), ', 'done'], why: 'a lone closing bracket closes nothing' },
  { sentence: "Kaan yazdı: 'retry'ları kapatalım, risk var', bence saçma", clauses: ["Kaan yazdı: 'retry'ları kapatalım, risk var', ", 'bence saçma'], why: 'never inside quotes' },
  { sentence: 'he said “stop, now” and left, sadly', clauses: ['he said “stop, now” and left, ', 'sadly'], why: 'never inside typographic quotes' },
  { sentence: 'its late, so go home', clauses: ['its late, ', 'so go home'], why: 'a comma before "so" is one cut' },
  { sentence: 'IT IS LATE SO HURRY', clauses: ['IT IS LATE ', 'SO HURRY'], why: '"so" in capitals' },
  { sentence: 'i think so', clauses: ['i think so'], why: '"so" at the end starts nothing' },
  { sentence: 'a so-called fix, sadly', clauses: ['a so-called fix, ', 'sadly'], why: '"so-called" is no "so"' },
  { sentence: 'also fine, sort of', clauses: ['also fine, ', 'sort of'], why: '"so" inside a word is no "so"' },
  { sentence: 'yes, no,', clauses: ['yes, ', 'no,'], why: 'a comma at the end cuts nothing' },
  { sentence: 'one, two, ', clauses: ['one, ', 'two, '], why: 'a comma and a space at the end cut nothing' },
  { sentence: 'x - ', clauses: ['x - '], why: 'a dash at the end cuts nothing' },
  { sentence: ', ok', clauses: [', ', 'ok'], why: 'a comma first' },
  { sentence: '', clauses: [], why: 'an empty sentence has no clause' },
];

export interface QuoteRow {
  text: string;
  quoted: string[];
  why: string;
}

/** Texts and their quotations, each with its quote marks, in order. */
export const QUOTE_ROWS: readonly QuoteRow[] = [
  { text: "INC-7781'e bak, 'retry'ları kapatalım' dedi, don't", quoted: ["'retry'ları kapatalım'"], why: 'suffixes and contractions inside and outside a quotation' },
  { text: '“no infra specifics” dedi', quoted: ['“no infra specifics”'], why: 'typographic double quotes at the start' },
  { text: 'he said "yes" and "no"', quoted: ['"yes"', '"no"'], why: 'two quotations' },
  { text: "‘tamam' dedi", quoted: ["‘tamam'"], why: 'a straight quote closes a typographic one' },
  { text: "o 'bitti’ dedi", quoted: ["'bitti’"], why: 'a typographic quote closes a straight one' },
  { text: 'saat 5\'te \'hazır ol\' dedi', quoted: ["'hazır ol'"], why: 'an apostrophe after a digit opens nothing' },
  { text: "'v2'yi kur' dedi", quoted: ["'v2'yi kur'"], why: 'a quote before a digit closes nothing' },
  { text: 'he wrote "the players’ lounge is shut" today', quoted: ['"the players’ lounge is shut"'], why: "a possessive's typographic apostrophe closes no double quote" },
  { text: 'he wrote “the players\' lounge is shut” today', quoted: ['“the players\' lounge is shut”'], why: "a possessive's straight apostrophe closes no typographic double quote" },
  { text: "he said 'wait", quoted: [], why: 'an unclosed quote is no quotation' },
  { text: "Ali'nin Ayşe'ye", quoted: [], why: 'suffixes only' },
  { text: '"a" "b"', quoted: ['"a"', '"b"'], why: 'two short quotations side by side' },
  { text: 'x "" y', quoted: [], why: 'two quote marks with nothing between are no quotation' },
  { text: '"(ok)", fine', quoted: ['"(ok)"'], why: 'a quotation of a bracket' },
  { text: '“a” ve “b”', quoted: ['“a”', '“b”'], why: 'two typographic quotations' },
];

export interface GappedRow {
  before: string;
  piece: string;
  turkish: boolean;
  gapped: boolean;
  why: string;
}

/** A clause, the piece after it, and whether the piece takes the clause's verb (gapping). */
export const GAPPED_ROWS: readonly GappedRow[] = [
  { before: 'fatura şahsa kesilecek', piece: 'babamın adına', turkish: true, gapped: true, why: 'datives, one after the possessive' },
  { before: 'kolileri depoya bırakın', piece: 'paletleri seraya', turkish: true, gapped: true, why: 'datives after a vowel' },
  { before: 'kutuları rafa koyun', piece: 'çuvalları ambara', turkish: true, gapped: true, why: 'datives after a consonant' },
  { before: 'toplantı salonda yapılacak', piece: 'yemek bahçede', turkish: true, gapped: true, why: 'locatives' },
  { before: 'kumaşlar Bursa\'dan gelecek', piece: 'düğmeler İzmir\'den', turkish: true, gapped: true, why: 'ablatives with apostrophes' },
  { before: 'malzeme depodan çıkacak', piece: 'boyalar atölyeden', turkish: true, gapped: true, why: 'ablatives' },
  { before: 'bu fikir Avrupa\'dan geldi', piece: 'şu fikir medeniyetten', turkish: true, gapped: true, why: 'an ablative of a word that holds "meden"' },
  { before: 'sıra 10\'dan başlar', piece: 'ikinci sıra 20\'den', turkish: true, gapped: true, why: 'ablatives of numbers' },
  { before: 'ilk grup 9\'da başlıyor', piece: 'ikinci grup 11\'de', turkish: true, gapped: true, why: 'locatives of numbers' },
  { before: 'ilk grup salonda başlıyor', piece: 'ikinci grup 11\'de', turkish: true, gapped: true, why: 'a locative of a number after a locative of a word' },
  { before: 'kolileri depoya bırakın', piece: 'paletler gitsin seraya', turkish: true, gapped: false, why: 'a piece with its own verb before its dative' },
  { before: 'ilk ekip 3\'e bakacak', piece: 'ikinci ekip 15\'e', turkish: true, gapped: true, why: 'datives of numbers' },
  { before: 'kolileri Ankara\'ya gönder', piece: 'paletleri Kayseri\'ye', turkish: true, gapped: true, why: 'a dative after a buffer, the word holding "se"' },
  { before: 'fatura şahsa kesilecek', piece: 'kalan paletleri büyük seraya', turkish: true, gapped: true, why: 'a piece of four words' },
  { before: 'yemekler Karşıyaka\'dan gelecek', piece: 'şoför Bostanlı', turkish: true, gapped: false, why: 'a place name with "tan" inside is no ablative' },
  { before: 'toplantı salonda yapılacak', piece: 'bir saat kadar', turkish: true, gapped: false, why: '"kadar" is no locative' },
  { before: 'fatura şahsa kesilecek', piece: 'bu arada', turkish: true, gapped: false, why: 'a discourse word' },
  { before: 'fatura şahsa kesilecek', piece: 'bence', turkish: true, gapped: false, why: 'an opinion word' },
  { before: 'toplantı salonda yapılacak', piece: 'aslında', turkish: true, gapped: false, why: 'a discourse word that ends as a locative' },
  { before: 'malzeme depodan çıkacak', piece: 'sormadan', turkish: true, gapped: false, why: "a verb's form -mAdAn is no ablative" },
  { before: 'toplantı salonda yapılacak', piece: 'geldiğinde', turkish: true, gapped: false, why: "a verb's form -DIğIndA is no locative" },
  { before: 'fatura şahsa kesilecek', piece: 'isterse', turkish: true, gapped: false, why: 'a conditional is no dative' },
  { before: 'fatura şahsa kesilecek', piece: 'babamın adına kesilsin', turkish: true, gapped: false, why: 'a piece with its own verb' },
  { before: 'fatura şahsa kesilecek', piece: 'bizim büyük eski aile adına', turkish: true, gapped: false, why: 'a piece of five words has room for a clause' },
  { before: 'müşteriyi hemen ara', piece: 'tedarikçiyi yarın sabaha', turkish: true, gapped: false, why: 'the verb "ara" ends like a dative, but it is the verb: no word before it carries the case' },
  { before: 'toplantı salonda yapılacak', piece: 'yemek bahçeye', turkish: true, gapped: false, why: 'a dative after a locative: not the same case' },
  { before: 'kolileri bırakın', piece: 'paletleri seraya', turkish: true, gapped: false, why: 'the clause before has no dative' },
  { before: 'invoices go to the treasurer', piece: 'receipts to the secretary', turkish: false, gapped: true, why: 'a noun, the same preposition, its object' },
  { before: 'we need 40 for the car park', piece: '25 for the church', turkish: false, gapped: true, why: 'a value, the same preposition' },
  { before: 'invoices go to the treasurer,', piece: 'and receipts to the secretary.', turkish: false, gapped: true, why: 'a joining word and punctuation' },
  { before: 'we spend £200 on the hall', piece: '£150 on food', turkish: false, gapped: true, why: 'an amount' },
  { before: 'send the sopranos to room 4', piece: 'the altos to room 5', turkish: false, gapped: true, why: 'a head of two words opening with a determiner' },
  { before: 'invoices go to the treasurer', piece: 'plus receipts to the secretary', turkish: false, gapped: true, why: '"plus" joins' },
  { before: 'invoices go to the treasurer', piece: 'then receipts to the secretary', turkish: false, gapped: true, why: '"then" joins' },
  { before: 'invoices go to the treasurer', piece: 'but receipts to the secretary', turkish: false, gapped: true, why: '"but" joins' },
  { before: 'invoices go to... the treasurer', piece: 'receipts to the secretary', turkish: false, gapped: true, why: 'a preposition with an ellipsis after it' },
  { before: 'send the sopranos to room 4', piece: 'all other altos to room 5', turkish: false, gapped: true, why: 'a head of three words' },
  { before: 'invoices go to the treasurer', piece: 'receipts to the new club secretary', turkish: false, gapped: true, why: 'an object of four words' },
  { before: 'invoices go to the treasurer', piece: 'receipts to me', turkish: false, gapped: true, why: 'a pronoun as the object' },
  { before: 'we need 40 for the car park', piece: 'thanks... for asking', turkish: false, gapped: false, why: 'a phrase of talk with an ellipsis' },
  { before: 'invoices go to the treasurer', piece: 'the same to you', turkish: false, gapped: false, why: 'a phrase of talk after a determiner' },
  { before: 'invoices go to the treasurer', piece: 'thanks for asking', turkish: false, gapped: false, why: 'a phrase of talk' },
  { before: 'invoices go to the treasurer', piece: 'up to you', turkish: false, gapped: false, why: 'a phrase of talk' },
  { before: 'we keep 40 chairs in the car park', piece: "she's in the hall", turkish: false, gapped: false, why: 'a pronoun with its verb' },
  { before: 'we sold 40 to the school', piece: 'we sold 25 to the church', turkish: false, gapped: false, why: 'a clause of its own with a pronoun' },
  { before: 'roll 7.2.5 to the first three', piece: 'roll 7.2.6 to the other three', turkish: false, gapped: false, why: "an order's verb opens the head" },
  { before: 'invoices go to the treasurer', piece: 'receipts for the secretary', turkish: false, gapped: false, why: 'a preposition the clause before does not have' },
  { before: 'go to the treasurer', piece: 'receipts to the secretary', turkish: false, gapped: false, why: 'no object before the preposition in the clause before' },
  { before: 'invoices go to the treasurer', piece: 'the big red receipts to the secretary', turkish: false, gapped: false, why: 'a head of four words' },
  { before: 'invoices go to the treasurer', piece: 'receipts to the secretary of the old club', turkish: false, gapped: false, why: 'an object of five words' },
  { before: 'invoices go to the treasurer', piece: 'receipts to', turkish: false, gapped: false, why: 'a preposition without its object' },
  { before: 'invoices go to the treasurer', piece: 'to the secretary', turkish: false, gapped: false, why: 'no head before the preposition' },
];

function fail(message: string): never {
  throw new Error(message);
}

const show = (x: unknown): string => JSON.stringify(x);
const same = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** How a row is typed: spaces doubled, another line before or after it, Windows line breaks, a sentence before it on its line. */
export interface Typing {
  doubled: boolean;
  lineBefore: boolean;
  sameLineBefore: boolean;
  lineAfter: boolean;
  crlf: boolean;
}

/** Every way a row is typed: each of the five choices made both ways, 32 in all. */
export const TYPINGS: readonly Typing[] = Array.from({ length: 32 }, (_, i) => ({
  doubled: (i & 1) !== 0,
  lineBefore: (i & 2) !== 0,
  sameLineBefore: (i & 4) !== 0,
  lineAfter: (i & 8) !== 0,
  crlf: (i & 16) !== 0,
}));

/**
 * The row as typed and the sentences the contract gives: spaces are
 * whitespace however many (a sentence keeps its inner spacing), a line of
 * its own is a sentence of its own, and a sentence that ends with a plain
 * word and a dot is one sentence before whatever follows.
 */
export function typed(row: SentenceRow, t: Typing): [string, string[]] {
  const space = (s: string): string => (t.doubled ? s.replace(/ /gu, '  ') : s);
  const nl = t.crlf ? '\r\n' : '\n';
  let text = space(row.text).replace(/\r?\n/gu, nl);
  let want = row.sentences.map(space);
  if (t.sameLineBefore) {
    text = `Tamam.${space(' ')}${text}`;
    want = ['Tamam.', ...want];
  }
  if (t.lineBefore) {
    text = `Selam${nl}${text}`;
    want = ['Selam', ...want];
  }
  if (t.lineAfter) {
    text = `${text}${nl}Bitti.`;
    want = [...want, 'Bitti.'];
  }
  return [text, want];
}

/** Every sentence row, typed every way (rowTable.ts, `everyWay`; a case draws nothing else: one says all), gives exactly its sentences. */
export function propertySentenceRows(split: SentenceParts['splitSentences'], rows: readonly SentenceRow[] = SENTENCE_ROWS): fc.IPropertyWithHooks<[null]> {
  return everyWay(TYPINGS, fc.constant(null), (t) => {
    for (const row of rows) {
      const [text, want] = typed(row, t);
      const got = split(text);
      if (!same(got, want)) fail(`${row.why}: ${show(text)} gave ${show(got)}, expected ${show(want)}`);
    }
  });
}

/** Every clause row gives exactly its clauses, alone and after a clause of its own. */
export function propertyClauseRows(split: SentenceParts['splitClauses'], rows: readonly ClauseRow[] = CLAUSE_ROWS): fc.IPropertyWithHooks<[boolean]> {
  return fc.property(fc.boolean(), (lead) => {
    for (const row of rows) {
      const sentence = lead ? `tamam, ${row.sentence}` : row.sentence;
      const want = lead ? ['tamam, ', ...row.clauses] : row.clauses;
      const got = split(sentence);
      if (!same(got, want)) fail(`${row.why}: ${show(sentence)} gave ${show(got)}, expected ${show(want)}`);
    }
  });
}

/** Where each expected quotation is, found left to right in the text. */
function spansOf(text: string, quoted: readonly string[]): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  for (const q of quoted) {
    const at = text.indexOf(q, from);
    if (at < 0) fail(`row error: ${show(q)} is not in ${show(text)}`);
    out.push([at, at + q.length - 1]);
    from = at + q.length;
  }
  return out;
}

/** Every quotation row gives exactly its quotations, alone and after a lead-in. */
export function propertyQuoteRows(spans: SentenceParts['quotedSpans'], rows: readonly QuoteRow[] = QUOTE_ROWS): fc.IPropertyWithHooks<[string]> {
  return fc.property(fc.constantFrom('', 'ok: ', '(', 'X '), (lead) => {
    for (const row of rows) {
      const text = lead + row.text;
      const want = spansOf(text, row.quoted);
      const got = spans(text);
      if (show(got) !== show(want)) fail(`${row.why}: ${show(text)} gave ${show(got)}, expected ${show(want)}`);
    }
  });
}

const capitalized = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Every gapped row gives its answer, written as typed and with capitals at the start. */
export function propertyGappedRows(gapped: Gapped, rows: readonly GappedRow[] = GAPPED_ROWS): fc.IPropertyWithHooks<[boolean]> {
  return fc.property(fc.boolean(), (caps) => {
    for (const row of rows) {
      const before = caps ? capitalized(row.before) : row.before;
      const piece = caps ? capitalized(row.piece) : row.piece;
      const got = gapped(before, piece, row.turkish);
      if (got !== row.gapped) fail(`${row.why}: ${show([before, piece])} gave ${got}, expected ${row.gapped}`);
    }
  });
}

// ---------------------------------------------------------------- generated texts

/** Words no reader takes for an abbreviation, a title or a time word. */
const PLAIN = ['kahve', 'report', 'tamam', 'meeting', 'depo', 'Kargo', 'Friday', 'staging', 'bütçe', 'sunucu', 'invoice', 'Ankara'];
/** Words that end a sentence with a dot: their dot and the space after it always end one. */
const ENDERS = ['ready', 'bitti', 'done', 'gönderildi', 'v3.1', 'ATL-88', '2024', 'x86_64'];
const MARKS = ['.', '!', '?', '…', '?!', '...'];

interface Piece {
  text: string;
  /** A sentence must end right after this piece. */
  ends: boolean;
}

const plainPiece: fc.Arbitrary<Piece> = fc.constantFrom(...PLAIN).map((text) => ({ text, ends: false }));
const endPiece: fc.Arbitrary<Piece> = fc
  .tuple(fc.constantFrom(...ENDERS), fc.constantFrom(...MARKS), fc.constantFrom('', '"', ')', '”'))
  .map(([w, m, close]) => ({ text: close === '"' ? `"${w}${m}"` : close === ')' ? `(${w}${m})` : close === '”' ? `“${w}${m}”` : `${w}${m}`, ends: true }));
const quotePiece: fc.Arbitrary<Piece> = fc
  .tuple(fc.constantFrom(['"', '"'], ["'", "'"], ['“', '”'], ['‘', '’']), fc.constantFrom(...ENDERS), fc.constantFrom(...PLAIN))
  .map(([[open, close], a, b]) => ({ text: `${open}${a}. ${b}! ${a}${close}`, ends: false }));

const lines = fc.array(fc.array(fc.oneof({ arbitrary: plainPiece, weight: 3 }, { arbitrary: endPiece, weight: 2 }, { arbitrary: quotePiece, weight: 1 }), { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 3 });
const gaps = fc.constantFrom(' ', '  ', '\t', ' \t ');

/**
 * A generated text of plain words, words that end a sentence with their
 * mark, and quotations holding marks, on one to three lines with any
 * whitespace between: the sentences are never empty and never padded, give
 * back the text's words in order, end where a piece ends and a line breaks,
 * and hold each quotation whole.
 */
export function propertySentencesOfGeneratedText(split: SentenceParts['splitSentences']): fc.IPropertyWithHooks<[Piece[][], string, boolean]> {
  return fc.property(lines, gaps, fc.boolean(), (pieces, gap, crlf) => {
    const text = pieces.map((line) => line.map((p) => p.text).join(gap)).join(crlf ? '\r\n' : '\n');
    const got = split(text);
    if (got.some((s) => s === '' || s.trim() !== s)) fail(`${show(text)} gave an empty or padded sentence: ${show(got)}`);
    const words = (s: string): string[] => s.split(/\s+/u).filter((w) => w !== '');
    if (!same(words(got.join(' ')), words(text))) fail(`${show(text)} gave ${show(got)}: not the text's words in order`);
    // The expected sentences: a piece that ends one closes it, and so does the end of a line.
    const want: string[] = [];
    for (const line of pieces) {
      let current: string[] = [];
      for (const p of line) {
        current.push(p.text);
        if (p.ends) {
          want.push(current.join(gap));
          current = [];
        }
      }
      if (current.length > 0) want.push(current.join(gap));
    }
    if (!same(got, want)) fail(`${show(text)} gave ${show(got)}, expected ${show(want)}`);
  });
}

const CLAUSE_WORDS = ['kahve', 'report', 'so', 'also', '1,5', '€38,000', 'well-known', 'tamam;', 'fine,'];
const clausePiece: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...CLAUSE_WORDS),
  fc.constantFrom(...PLAIN).map((w) => `${w},`),
  fc.constantFrom('-', '–', '—'),
  fc.tuple(fc.constantFrom(...PLAIN), fc.constantFrom(...PLAIN)).map(([a, b]) => `(${a}, ${b})`),
  fc.tuple(fc.constantFrom(...PLAIN), fc.constantFrom(...PLAIN)).map(([a, b]) => `"${a}; ${b} - ${a}"`),
);

/**
 * A generated sentence of words, words with a comma or a semicolon, spaced
 * dashes, "so", numbers with a comma, and brackets and quotations holding
 * commas and dashes: its clauses give it back verbatim, none is empty, and
 * the cuts fall exactly after each ", " or "; " or spaced dash and before
 * each "so" between words, never inside a number, a bracket or a quotation.
 */
export function propertyClausesOfGeneratedSentence(split: SentenceParts['splitClauses']): fc.IPropertyWithHooks<[string[], string]> {
  return fc.property(fc.array(clausePiece, { maxLength: 10 }), fc.constantFrom(' ', '  '), (rest, gap) => {
    const pieces = ['tamam', ...rest];
    const sentence = pieces.join(gap);
    const got = split(sentence);
    if (got.join('') !== sentence) fail(`${show(sentence)} gave ${show(got)}: not the sentence verbatim`);
    if (got.some((c) => c === '')) fail(`${show(sentence)} gave an empty clause: ${show(got)}`);
    // Piece by piece: a word's comma or semicolon, and a dash, cut after the one space that follows them; "so" cuts
    // before itself, the space before it staying with the clause before. Nothing cuts after the last piece.
    const cuts: number[] = [];
    let at = 0;
    pieces.forEach((piece, k) => {
      const last = k === pieces.length - 1;
      if (!last && /^[^("].*[,;]$/u.test(piece)) cuts.push(at + piece.length + 1);
      if (!last && ['-', '–', '—'].includes(piece)) cuts.push(at + 2);
      if (!last && k > 0 && piece === 'so') cuts.push(at);
      at += piece.length + gap.length;
    });
    const want = [...new Set(cuts)].sort((a, b) => a - b);
    const ends: number[] = [];
    let end = 0;
    for (const c of got.slice(0, -1)) ends.push((end += c.length));
    if (!same(ends, want)) fail(`${show(sentence)} gave ${show(got)}, expected cuts at ${show(want)}`);
  });
}
