import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Words and values inside a path or a URI read as the statement's own
 * (issue 14, the twenty-eighth round): "BFF image'ı
 * registry.yolda.dev/mobile/bff:2.8.3 olacak" was marked replaced by
 * "s3://yolda-mobile-artifacts/dsym/4.12.0/ altında olmalı", a live rule of
 * the tuning half: the two share "yolda" and "mobile" only inside their
 * names, and "4.12.0" is a folder of the path, not a version set. A
 * stranger list written before any change for it, in domains the spoken
 * test conversations do not use (a harbour authority, a museum kiosk, a
 * tide gauge network; bir lale serası, bir kütüphane kiosku).
 *
 * Beside them, true replacements that name their thing outside the path.
 */
const STAYS: StaysRow[] = [
  [
    'an image, then a path of the same project',
    'en',
    ['the kiosk image is registry.tidepool.dev/kiosk/app:3.1.4, never latest', 'crash logs go under s3://tidepool-kiosk-logs/crash/5.2.0/'],
    'app:3.1.4',
  ],
  [
    'a bucket, then another path of it',
    'en',
    ['the gauge readings export runs at 06:00 to gs://harbour-tides/readings/', 'the archive copy must sit in gs://harbour-tides/archive/2025/09:30/'],
    'runs at 06:00',
  ],
  [
    'bir imaj, sonra aynı projenin bir yolu',
    'tr',
    ['sera kiosk imajı registry.lale.dev/sera/kiosk:1.4.2 olacak, latest kullanılmayacak', 's3://lale-sera-loglari/hata/2.0.1/ altında olmalı'],
    'kiosk:1.4.2',
  ],
  [
    'bir yol, sonra aynı kovanın başka yolu',
    'tr',
    ['kütüphane yedeği her gece 02:00de gs://kutuphane-yedek/gunluk/ altına alınsın', 'eski yedekler gs://kutuphane-yedek/arsiv/03:00/ altında dursun'],
    'her gece 02:00de',
  ],
];

const REPLACED: ReplacedRow[] = [
  [
    'an image bumped, named outside its path',
    'en',
    ['the kiosk image is registry.tidepool.dev/kiosk/app:3.1.4', 'bump the kiosk image to registry.tidepool.dev/kiosk/app:3.1.5 now'],
    'app:3.1.5 now',
    ['app:3.1.4'],
  ],
  [
    'an export moved to another hour',
    'en',
    ['the gauge readings export runs at 06:00 to gs://harbour-tides/readings/', 'move the gauge readings export to 07:00 now'],
    'export to 07:00 now',
    ['runs at 06:00'],
  ],
  [
    'imaj güncellendi',
    'tr',
    ['sera kiosk imajı registry.lale.dev/sera/kiosk:1.4.2 olacak', 'sera kiosk imajı artık registry.lale.dev/sera/kiosk:1.4.3 olsun'],
    'kiosk:1.4.3 olsun',
    ['kiosk:1.4.2 olacak'],
  ],
  [
    'yedek saati değişti',
    'tr',
    ['kütüphane yedeği her gece 02:00de gs://kutuphane-yedek/gunluk/ altına alınsın', 'kütüphane yedeği artık 03:00te alınsın'],
    'artık 03:00te',
    ['her gece 02:00de'],
  ],
];

// Before any change: 0 of 4 look-alikes live, 4 of 4 replacements marked. A change tried (the words of a path or URI
// token no thing's, its folders no value) made all 8 hold and kept one more constraint on the tuning half (three
// identifiers fewer), but failed the held-out floor test and was taken out: these stay known misses.
const STAYS_MISSED: string[] = [
  'an image, then a path of the same project',
  'a bucket, then another path of it',
  'bir imaj, sonra aynı projenin bir yolu',
  'bir yol, sonra aynı kovanın başka yolu',
];
const REPLACED_MISSED: string[] = [];

strangerList('words and values inside a path or a URI read as the statement\'s own, a stranger list (twenty-eighth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 2, replaced: 2 },
});
