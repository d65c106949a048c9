import { describe, expect, it } from 'vitest';
import { extractIdentifiers } from './identifiers.js';

/**
 * A fifth list of our own (issue 14, seventh round), written before the
 * change as a reviewer who has not read the extractor would: shapes of
 * records people paste or tools print, Turkish and English, each wanted
 * whole and verbatim; and noise beside them that must not come out as an
 * identifier. Each identifier case and each noise token counts alone.
 * Before the change 19 of the 47 identifiers and 20 of the 26 noise tokens
 * were right; after it, all of them (one case, a result printed under its
 * query, was added after reading the tuning half's misses).
 */
type Source = 'user' | 'assistant' | 'tool';
const IDENTIFIERS: { text: string; source?: Source; want: string }[] = [
  // Spaced IBANs, BIC/SWIFT codes, phone numbers.
  { text: 'havale için IBAN TR12 0001 0017 4512 3456 7890 01 kullanın', want: 'TR12 0001 0017 4512 3456 7890 01' },
  { text: 'pay the balance to GB29 NWBK 6016 1331 9268 19 by Friday', want: 'GB29 NWBK 6016 1331 9268 19' },
  { text: 'IBAN DE75 5121 0800 1245 1261 99, BIC SOGEDEFFXXX, ref HX-2291', want: 'SOGEDEFFXXX' },
  { text: 'SWIFT kodu TGBATRIS, hesap sahibi Deniz Ak', want: 'TGBATRIS' },
  { text: 'beni 0533 271 44 18 numarasından arayabilirsiniz', want: '0533 271 44 18' },
  { text: 'reach the site manager on +44 7700 900461 before 8', want: '+44 7700 900461' },
  // URIs and image references.
  { text: 'the dump is at gs://northwind-exports/2026/12/orders.parquet', want: 'gs://northwind-exports/2026/12/orders.parquet' },
  { text: 'deploy europe-docker.pkg.dev/acme-prod/web/storefront:2026.12.1 tonight', want: 'europe-docker.pkg.dev/acme-prod/web/storefront:2026.12.1' },
  { text: 'pinned docker.io/library/postgres:16.4-alpine in the chart', source: 'assistant', want: 'docker.io/library/postgres:16.4-alpine' },
  // Names of several words: titles, initials, company forms, Turkish addresses.
  { text: 'randevu Op. Dr. Selin Arıkan ile, 14:20', source: 'tool', want: 'Selin Arıkan' },
  { text: 'approved by J. Okafor on the change board', want: 'J. Okafor' },
  { text: 'teslim alan M. Yücel imzaladı', want: 'M. Yücel' },
  { text: 'alıcı firma Kuzey Yıldızı Gıda San. ve Tic. A.Ş. olacak', want: 'Kuzey Yıldızı Gıda San. ve Tic. A.Ş.' },
  { text: 'fatura Derin Yapı İnşaat Tic. Ltd. Şti. adına kesilsin', want: 'Derin Yapı İnşaat Tic. Ltd. Şti.' },
  { text: 'daire Cihangir Mah. Akarsu Cad. No: 41 D: 3 adresinde', want: 'Cihangir Mah. Akarsu Cad. No: 41 D: 3' },
  { text: 'depo adresi Yenibosna Mah. Lale Sok. No: 7, Bahçelievler', want: 'Yenibosna Mah. Lale Sok. No: 7' },
  { text: 'order two Dell Latitude 5450 for the new starters', want: 'Dell Latitude 5450' },
  { text: 'she wants the Lenovo ThinkPad X1 Carbon Gen 12 instead', want: 'Lenovo ThinkPad X1 Carbon Gen 12' },
  { text: 'install Acrobat Reader 2024.003 on the reception PC', want: 'Acrobat Reader 2024.003' },
  // Amounts with thousand separators, also in a tool's table, and ranges of them.
  { text: 'ID        SEMT        KIRA        AIDAT\nDR-1201   Moda        44.500 TL   2.250 TL', source: 'tool', want: '44.500 TL' },
  { text: 'ID        SEMT        KIRA        AIDAT\nDR-1201   Moda        44.500 TL   2.250 TL', source: 'tool', want: '2.250 TL' },
  { text: 'sku      qty   unit      total\nHX-44    12    £1,240.00 £14,880.00', source: 'tool', want: '£14,880.00' },
  { text: 'ev sahibi 38.000–41.000 TL arası bir kira bekliyor', want: '38.000–41.000 TL' },
  { text: 'bütçemiz 250.000-300.000 TL bandında', want: '250.000-300.000 TL' },
  { text: 'the fee is € 3.400,50 all in', want: '€ 3.400,50' },
  // Versions and builds.
  { text: 'laptops are on Windows 11 24H2, the old ones on 22H2', want: '24H2' },
  { text: 'clients still run macOS 14.6.1, update to 15.1', want: '14.6.1' },
  { text: 'sürüm v3.8.0-rc.2 ile test edildi', want: 'v3.8.0-rc.2' },
  { text: 'build 22631.4460 is the one that broke VPN', want: '22631.4460' },
  // Branches.
  { text: 'cut the branch release/2026.12 from main', want: 'release/2026.12' },
  { text: 'düzeltme feature/KRG-442-etiket-yazdir dalında', want: 'feature/KRG-442-etiket-yazdir' },
  { text: 'rebase users/mkaya/spike-cache on main', want: 'users/mkaya/spike-cache' },
  // Licence plates, including letters that spell a country code.
  { text: 'araç 06 TR 4410 yola çıktı', want: '06 TR 4410' },
  { text: 'yedek araç 35 EN 771', want: '35 EN 771' },
  // Ids inside JSON, key=value logs and tables of tool output.
  { text: '{"protokol_no": "2026114471", "doktor": "Dr. Can Er", "tarih": "2026-12-04"}', source: 'tool', want: '2026114471' },
  { text: '{"islem_kodu": "612044", "tutar": "4.100,00 TL"}', source: 'tool', want: '612044' },
  { text: '{"task_id": "load_orders_daily", "state": "failed", "try_number": 3}', source: 'tool', want: 'load_orders_daily' },
  { text: '{"dag_id": "finance_rollup", "run_id": "manual__2026-12-01T06:00:00+00:00"}', source: 'tool', want: 'manual__2026-12-01T06:00:00+00:00' },
  { text: '2026-12-01T04:10:02Z INFO run_id=scheduled__2026-12-01T03:00:00+00:00 state=success', source: 'tool', want: 'scheduled__2026-12-01T03:00:00+00:00' },
  { text: 'ts=2026-12-01T09:00:01Z level=error job=sync_invoices order=ORD-77120 msg="timeout"', source: 'tool', want: 'ORD-77120' },
  { text: '{"test": "unique_dim_customers_customer_id", "status": "fail", "failures": 12}', source: 'tool', want: 'unique_dim_customers_customer_id' },
  { text: 'NAME                      READY   STATUS\ncheckout-api-6d9f7c-x2kq  0/1     Error', source: 'tool', want: 'checkout-api-6d9f7c-x2kq' },
  { text: 'ref       | tenant        | amount\nKR-3391   | Ela Doğan     | 18.750 TL', source: 'tool', want: 'KR-3391' },
  { text: "-- query: SELECT ref, amount FROM leases WHERE city='Leeds'\nREF       AMOUNT\nLS-2210   £1,150.00\nLS-2214   £1,320.00", source: 'tool', want: '£1,320.00' },
  // A handle behind its system's prefix.
  { text: 'yetki backoffice:emre.tan kullanıcısına verildi', want: 'backoffice:emre.tan' },
  { text: 'granted to okta:lina.berg yesterday', want: 'okta:lina.berg' },
  { text: 'approver is ldap:cgunes', want: 'ldap:cgunes' },
];

/** Tokens that must not come out as identifiers, with the text they sit in. */
const NOISE: { text: string; source?: Source; not: string }[] = [
  { text: 'SELECT id, ROW_NUMBER() OVER (PARTITION BY sku) FROM items', source: 'tool', not: 'ROW_NUMBER' },
  { text: 'SELECT id, ROW_NUMBER() OVER (PARTITION BY sku) FROM items', source: 'tool', not: 'PARTITION' },
  { text: 'Database Error in model fct_sales (models/marts/fct_sales.sql)', source: 'tool', not: 'Database Error' },
  { text: 'Row Values: (1042, 7, 2026-11-30)', source: 'tool', not: 'Row Values' },
  { text: '{"plaka": "34 KL 118", "durum": "BAKIMDA", "tip": "KAMYON"}', source: 'tool', not: 'BAKIMDA' },
  { text: '{"basvuru": "BSV-2210", "durum": "EVRAK_EKSIK"}', source: 'tool', not: 'EVRAK_EKSIK' },
  { text: '{"provizyon": "PRV-8812", "status": "PARTIAL_APPROVAL"}', source: 'tool', not: 'PARTIAL_APPROVAL' },
  { text: 'state=RETRY_SCHEDULED attempts=3', source: 'tool', not: 'RETRY_SCHEDULED' },
  { text: 'ID     MAHALLE     ODA   KIRA\nKZ-12  Moda        2+1   30.000 TL', source: 'tool', not: 'MAHALLE' },
  { text: 'FAILED 3, PASSED 41, SKIPPED 2', source: 'tool', not: 'FAILED 3' },
  { text: 'returned HTTP 503 twice', not: 'HTTP 503' },
  { text: 'toplantı 12 Ocak 2026 Pazartesi', not: '12 Ocak 2026' },
  { text: 'the wedding is Saturday 12 September 2026', not: 'Saturday 12 September' },
  { text: 'flights leave in Mart 2026', not: 'Mart 2026' },
  { text: 'a 3+1 flat for 2 adults', not: '3+1' },
  { text: 'occupancy at %90, keep it there', not: '%90' },
  { text: 'open 24/7 from next week', not: '24/7' },
  { text: 'the meeting moved to 10:30–11:00 GMT+3', not: 'GMT+3' },
  { text: 'ticket priority is P2, SLA 4h', not: 'P2' },
  { text: 'use TLS 1.3 only', not: 'TLS 1.3' },
  { text: 'Q3 2026 numbers are in', not: 'Q3 2026' },
  { text: 'the pod is OOMKilled again', source: 'tool', not: 'OOMKilled' },
  { text: 'Kind regards, Marta', not: 'Kind' },
  { text: 'Hours on site: 08:00-17:30 Mon-Fri', not: 'Mon-Fri' },
  { text: 'we need it end-to-end, in real-time', not: 'end-to-end' },
  { text: 'level=warn msg="slow query" duration_ms=912', source: 'tool', not: 'duration_ms' },
];

describe('extractIdentifiers, a fifth list: shapes of records, and noise beside them', () => {
  it.each(IDENTIFIERS)('$want', ({ text, source, want }) => {
    expect(extractIdentifiers(text, source === undefined ? {} : { source })).toContain(want);
  });
  it.each(NOISE)('not $not', ({ text, source, not }) => {
    expect(extractIdentifiers(text, source === undefined ? {} : { source })).not.toContain(not);
  });
});
