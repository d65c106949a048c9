import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Live rules marked superseded by a later statement read as a cancellation
 * because it names a software release (issue 14, the twenty-sixth round): a
 * stranger list written before any change for it, in domains the spoken test
 * conversations do not use (a library's kiosk firmware, a ticket-gate
 * controller; kütüphane kiosku, turnike yazılımı).
 *
 * The class, read off two misses of the tuning half: "Yolda Market app'in
 * 4.12 release'ini çıkarıyoruz" marked replaced by "kurallar: release branch
 * release/4.12, main'e direkt merge yok …", and that rule by "kod dondurma
 * yarın 10:00'da, ondan sonra release branch'e sadece bugfix": "release"
 * as a noun ("the 2.3 release", "release branch", "release/2.3",
 * "release'ini") names a version shipped, it lets nothing go. Beside them,
 * true cancellations, by "release" the verb and by other words, which must
 * still be marked.
 */
const STAYS: StaysRow[] = [
  ['a release, then the rule of its branch', 'en', ['the 2.3 release of the kiosk firmware must ship on Thursday', 'one rule for the release branch release/2.3: no direct pushes, everything through review'], 'the 2.3 release of the kiosk firmware'],
  ['the rules, then a freeze of the branch', 'en', ['rules: release branch release/2.3, no direct pushes, everything through review', 'code freeze tomorrow 10:00, after that only bugfixes go to the release branch'], 'release branch release/2.3'],
  ["release'ini, sonra dalın kuralları", 'tr', ["kiosk yazılımının 2.3 release'ini perşembe çıkarıyoruz", "kurallar: release branch release/2.3, main'e direkt merge yok, her şey review ile"], "2.3 release'ini"],
  ['kurallar, sonra dal dondurma', 'tr', ["turnike yazılımında kurallar: release branch release/5.1, main'e direkt merge yok", "kod dondurma yarın 10:00'da, ondan sonra turnike release branch'ine sadece bugfix"], 'release branch release/5.1'],
];

const REPLACED: ReplacedRow[] = [
  ['release the hold, a verb', 'en', ['hold room 4 for the jury on Friday', 'release the jury hold on room 4, they cancelled Friday'], 'release the jury hold', ['hold room 4 for the jury']],
  ['drop the review rule', 'en', ['every firmware change needs two reviews, that is the rule', 'drop the two reviews rule for firmware changes, one review is enough now'], 'one review is enough', ['needs two reviews']],
  ['kural kaldırıldı', 'tr', ['turnike yazılımında her değişikliğe iki review kuralı var', 'turnike yazılımında iki review kuralını kaldırıyorum, tek review yeter'], 'tek review yeter', ['iki review kuralı var']],
];

/**
 * Measured before the change: 0 of 4 look-alikes live, 3 of 3 replacements marked; after: 4 of 4, 3 of 3. ("rules:"
 * in English names no rule word, so the English release beside "rules: …" was never marked; "one rule for …" is.)
 */
const STAYS_MISSED: string[] = [];
const REPLACED_MISSED: string[] = [];

strangerList('live rules marked superseded by a software release read as a cancellation, a stranger list (twenty-sixth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 2, replaced: 1 },
});
