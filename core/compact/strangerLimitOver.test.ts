import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * A Turkish limit said as "X üzeri" / "X üstü" ("above X") left live when its
 * limit is raised (issue 14, the twenty-sixth round): a stranger list written
 * before any change for it, in domains the spoken test conversations do not
 * use (a climbing gym, a bike workshop; tırmanış salonu, bisiklet atölyesi).
 *
 * The class, read off a revision of the tuning half left unresolved:
 * "₺150.000 üzeri hiçbir ödemeyi onaylama" stays live after "onay limitimiz
 * ₺200.000'e çıktı bugünden itibaren": "üzeri" and "üstü" after an amount
 * say a limit as "above" does, and "limitimiz", "limitim" name one as
 * "limiti" does. Beside them, another thing's limit or amount, which must
 * stay live.
 */
const STAYS: StaysRow[] = [
  ['bir fatura tutarı', 'tr', ['5.000 TL üzeri hiçbir faturayı onaylama', "kırtasiye için 8.000 TL'lik fatura geldi"], '5.000 TL üzeri'],
  ['başka bir şeyin limiti', 'tr', ['5.000 TL üzeri hiçbir faturayı onaylama', 'kira limitimiz 12.000 TL'], '5.000 TL üzeri'],
  ['parça başına, aylık toplam', 'tr', ['bisiklet başına 300 TL üstü parça alma', 'atölyenin aylık harcama limiti 20.000 TL'], '300 TL üstü'],
  ['an invoice amount', 'en', ['never approve any payment over £1,500', 'the kit invoice came in at £2,000'], 'over £1,500'],
];

const REPLACED: ReplacedRow[] = [
  ['onay limiti arttı', 'tr', ['5.000 TL üzeri hiçbir faturayı onaylama', "onay limitimiz 8.000 TL'ye çıktı"], '8.000 TL', ['5.000 TL üzeri']],
  ['harcama limiti arttı', 'tr', ['2.000 TL üstü harcama yapma', "harcama limitim 3.000 TL'ye çıktı"], '3.000 TL', ['2.000 TL üstü']],
  ['the approval limit raised', 'en', ['never approve any payment over £1,500', 'my approval limit went up to £2,000 today'], '£2,000', ['£1,500']],
];

const STAYS_MISSED: string[] = [];
const REPLACED_MISSED: string[] = [];

strangerList('a Turkish limit said as "üzeri" or "üstü", raised, a stranger list (twenty-sixth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 3, replaced: 2 },
});
