import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Two values of one kind tied only by words inside identifiers (issue 14,
 * the twenty-fifth round): a stranger list written before any change for
 * it, in domains the spoken test conversations do not use (a lighthouse
 * museum, a choir's app, a bell foundry; koro uygulaması, dökümhane).
 *
 * Read off a false resolution of the tuning half: "BFF image'ı
 * registry.yolda.dev/mobile/bff:2.8.3 olacak, latest tag kullanılmayacak"
 * marked replaced by "s3://yolda-mobile-artifacts/dsym/4.12.0/ altında
 * olmalı": the two share only "yolda" and "mobile", pieces of a registry's
 * and a bucket's names, and a version each.
 */
const STAYS: StaysRow[] = [
  ['an image and a bucket of one museum', 'en', ['the chart image must be registry.lighthouse.dev/museum/charts:3.2.1, never latest', 'the tide logs go under s3://lighthouse-museum-archive/tides/5.0.0/'], 'charts:3.2.1'],
  ['an image and a path of one foundry', 'en', ['the casting service runs foundry.io/bells/caster:2.4.0', 'backups go to /srv/foundry/bells/backup-7.1.0/'], 'caster:2.4.0'],
  ['bir imaj ve bir kova', 'tr', ['koro uygulamasının imajı registry.koro.dev/uygulama/api:1.4.2 olacak', 'kayıtlar s3://koro-uygulama-yedek/kayit/2.0.0/ altında olmalı'], 'api:1.4.2'],
];

const REPLACED: ReplacedRow[] = [
  ['the chart image bumped', 'en', ['the chart image must be registry.lighthouse.dev/museum/charts:3.2.1, never latest', 'bump the chart image to registry.lighthouse.dev/museum/charts:3.2.2 now'], 'charts:3.2.2', ['charts:3.2.1']],
  ['imaj yükseltildi', 'tr', ['koro uygulamasının imajı registry.koro.dev/uygulama/api:1.4.2 olacak', 'koro uygulamasının imajı artık registry.koro.dev/uygulama/api:1.4.3 olsun'], 'api:1.4.3', ['api:1.4.2']],
];

/**
 * Measured before any change for this list: 0 of 3 stay live, 2 of 2
 * replacements marked. Tried and left out: the words of a path, a URL or a
 * registry's name (a token with a slash) left out of the words that tie two
 * statements: 2 of 3 live (the foundry's image and backup path still tied),
 * 2 of 2 still marked, the tuning half unchanged, but the held-out floor
 * test failed (read only as its pass or fail).
 */
const STAYS_MISSED: string[] = ['an image and a bucket of one museum', 'an image and a path of one foundry', 'bir imaj ve bir kova'];
const REPLACED_MISSED: string[] = [];

strangerList('two values tied only by words inside identifiers, a stranger list (twenty-fifth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 1, replaced: 1 },
});
