import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * A relative change marked carried out by an approved call that only looks
 * something up or sends a message (issue 14, the twenty-sixth round): a
 * stranger list written before any change for it, in domains the spoken test
 * conversations do not use (a climbing gym, a dog shelter; bostan, bisiklet
 * kulübü). A Turkish move is kept only after the value it moves, so the
 * Turkish rows say that value first.
 *
 * The class, read off two misses of the tuning half: "start pushed two days
 * later than what i said" marked replaced by `send_mail({… "subject": "…
 * (date fix: Dec 12)"})`, and "teslimatı da bir gün ileri al" by
 * `musaitlik({"tarih": "13 Mart", …})`. A call that asks whether a date is
 * free, or mails a draft that names one, moves nothing; the move is still
 * the user's rule. Beside them, the same move carried out by a call that sets
 * the date, which must still be marked.
 */
const STAYS: StaysRow[] = [
  [
    'a lookup after a move',
    'en',
    ['push the bouldering contest a week later', ['assistant', 'Shall I check which Saturdays the hall has free?'], 'yes', ['call', 'check_availability({"hall": "main", "date": "2026-06-20"})'], ['tool', '{"free": true}']],
    'a week later',
  ],
  [
    'a mail after a move',
    'en',
    ['move the adoption day two days earlier', ['assistant', 'Want me to email the volunteers a draft?'], 'ok do that', ['call', 'send_email({"to": "volunteers@paws.example", "subject": "Adoption day draft (date: 12 May)"})'], ['tool', 'sent']],
    'two days earlier',
  ],
  [
    'bir sorgudan sonra',
    'tr',
    ['bostan şenliği 16 Mayıs olsun', 'bostan şenliğini bir hafta ileri at', ['assistant', 'Alanın boş günlerine bakayım mı?'], 'evet', ['call', 'musaitlik_sorgula({"alan": "bostan", "tarih": "2026-05-23"})'], ['tool', '{"bos": true}']],
    'bir hafta ileri',
  ],
  [
    'bir mesajdan sonra',
    'tr',
    ['bisiklet turu 12 Haziran olsun', 'bisiklet turunu iki gün ertele', ['assistant', 'Gruba haber vereyim mi?'], 'tamam', ['call', 'mesaj_gonder({"grup": "bisikletciler", "metin": "Tur 14 Haziran tarihine ertelendi"})'], ['tool', 'gönderildi']],
    'iki gün ertele',
  ],
];

const REPLACED: ReplacedRow[] = [
  [
    'a move carried out by a call',
    'en',
    [
      'push the bouldering contest a week later',
      ['assistant', 'The hall is free on 20 June. Shall I move the contest there?'],
      'yes',
      ['call', 'event_move({"event": "bouldering contest", "date": "2026-06-20"})'],
      ['tool', 'ok'],
      ['assistant', 'The bouldering contest moved to 20 June.'],
    ],
    'moved to 20 June',
    ['a week later'],
  ],
  [
    'bir çağrıyla yapılan erteleme',
    'tr',
    [
      'bisiklet turu 12 Haziran olsun',
      'bisiklet turunu iki gün ertele',
      ['assistant', "Tur 14 Haziran 09:00'a alınabilir. Taşıyayım mı?"],
      'taşı',
      ['call', 'tur_tasi({"tur": "bisiklet", "tarih": "2026-06-14", "saat": "09:00"})'],
      ['tool', 'TASINDI'],
      ['assistant', "Bisiklet turu 14 Haziran 09:00'a taşındı."],
    ],
    "14 Haziran 09:00'a taşındı",
    ['iki gün ertele', '12 Haziran olsun'],
  ],
];

const STAYS_MISSED: string[] = [];
const REPLACED_MISSED: string[] = [];

strangerList('relative changes marked carried out by a call that only looks up or tells, a stranger list (twenty-sixth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 2, replaced: 1 },
});
