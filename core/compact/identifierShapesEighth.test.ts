import { describe, expect, it } from 'vitest';
import { extractIdentifiers } from './identifiers.js';

/**
 * A sixth list of our own (issue 14, eighth round), written before the
 * change as a reviewer who has not read the extractor would, from the
 * classes the tuning half's misses fell into (not from their words): a
 * result printed under its query when a column name is short ("M2",
 * "KDV%") or there is no header at all; a role or a place before a name at
 * the start of a sentence ("Şoför …", "Depoda …"); a company in capitals
 * with its legal form; a person's handle in a tool's person field; a
 * generated test name; a Turkish land-registry reference; an Airflow run
 * in a table. And noise beside them: SQL functions in prose, product words
 * in CamelCase, hours written as a range. Each case counts alone.
 */
type Source = 'user' | 'assistant' | 'tool';
const IDENTIFIERS: { text: string; source?: Source; want: string }[] = [
  // A result printed under its query: a short column name, or no header at all.
  { text: "-- sorgu: SELECT id, semt, m2, kira FROM ilanlar WHERE durum='AKTIF'\nID       SEMT       M2   KIRA\nDR-3310  Bostancı   95   27.500 TL\nDR-3318  Suadiye    110  31.250 TL", source: 'tool', want: '27.500 TL' },
  { text: "-- sorgu: SELECT id, semt, m2, kira FROM ilanlar WHERE durum='AKTIF'\nID       SEMT       M2   KIRA\nDR-3310  Bostancı   95   27.500 TL\nDR-3318  Suadiye    110  31.250 TL", source: 'tool', want: 'DR-3318' },
  { text: "SELECT sku, kdv, fiyat FROM urunler WHERE kategori='çaydanlık'\nSKU      KDV%  FIYAT\nCY-0091  20    1.249,90 TL", source: 'tool', want: '1.249,90 TL' },
  { text: "select ref, total from invoices where client='Hale'\nINV-7781    £4,120.00\nINV-7790    £980.00", source: 'tool', want: '£4,120.00' },
  { text: "select ref, total from invoices where client='Hale'\nINV-7781    £4,120.00\nINV-7790    £980.00", source: 'tool', want: 'INV-7790' },
  { text: "-- query: SELECT host, p99 FROM latency WHERE day='2026-11-30'\nHOST          P99   CPU%\ncache-eu-07   412   71", source: 'tool', want: 'cache-eu-07' },
  // A role or a place before a name at the start of a sentence is not part of it.
  { text: "Şoför Murat Keskin (sicil SF-0412) sabah 6'da yüklemede olacak.", source: 'assistant', want: 'Murat Keskin' },
  { text: 'Driver Tomasz Nowak confirmed the 07:30 slot.', source: 'assistant', want: 'Tomasz Nowak' },
  { text: 'Avukat Selin Ergün sözleşmeyi inceledi.', source: 'assistant', want: 'Selin Ergün' },
  { text: 'Technician Priya Raman will be on site at 9.', source: 'assistant', want: 'Priya Raman' },
  { text: "Depoda Kemal Aydın'ın imzası eksik görünüyor.", source: 'assistant', want: 'Kemal Aydın' },
  { text: "Sistemde Elif Korkmaz'ın başlangıç tarihi 5 Ocak.", source: 'assistant', want: 'Elif Korkmaz' },
  { text: 'Muhasebeden Okan Yurt aradı, fatura kesilmiş.', want: 'Okan Yurt' },
  // A company in capitals with its legal form.
  { text: 'HARBOUR STONE LTD    Quote HS-221 (valid 30 days)', want: 'HARBOUR STONE LTD' },
  { text: 'SUPPLIER: NORTHGATE OFFICE SUPPLIES LIMITED\nTotal £2,310.00', source: 'tool', want: 'NORTHGATE OFFICE SUPPLIES LIMITED' },
  { text: 'KUZEY NAKLİYAT LTD. ŞTİ. adına fatura kesilecek', want: 'KUZEY NAKLİYAT LTD. ŞTİ.' },
  { text: 'ANADOLU KABLO A.Ş. teklifi geldi', want: 'ANADOLU KABLO A.Ş.' },
  // A person's handle in a tool's person field.
  { text: '{"pr": 88, "reviewers": ["mkaya", "tdemir"], "state": "open"}', source: 'tool', want: 'mkaya' },
  { text: '{"pr": 88, "reviewers": ["mkaya", "tdemir"], "state": "open"}', source: 'tool', want: 'tdemir' },
  { text: '{"ticket": "HD-4410", "assignee": "jlaw", "priority": "P2"}', source: 'tool', want: 'jlaw' },
  { text: 'job=nightly_sync owner=sgupta state=ok', source: 'tool', want: 'sgupta' },
  // A generated test's name: snake case of many parts.
  { text: 'the failing test is not_null_dim_orders_shipped_at, fix that first', want: 'not_null_dim_orders_shipped_at' },
  { text: 'accepted_values_stg_payments_status fails on 3 rows', source: 'assistant', want: 'accepted_values_stg_payments_status' },
  // A Turkish land-registry reference.
  { text: 'tapuda ada 1204, parsel 7 olarak geçiyor', want: 'ada 1204, parsel 7' },
  { text: "Ada 318 Parsel 22'deki bağımsız bölüm temiz çıktı.", source: 'assistant', want: 'Ada 318 Parsel 22' },
  // An Airflow run in a table or a log line.
  { text: 'dag_id        run_id                                  state\nsales_daily   scheduled__2026-11-29T02:00:00+00:00    failed', source: 'tool', want: 'scheduled__2026-11-29T02:00:00+00:00' },
  { text: 'backfill__2026-10-01T00:00:00+00:00  queued  0:00:00', source: 'tool', want: 'backfill__2026-10-01T00:00:00+00:00' },
  // Shapes that were right before, kept right.
  { text: 'order the Lenovo ThinkPad T14 Gen 5 for Ana', want: 'Lenovo ThinkPad T14 Gen 5' },
  { text: "INC-9920'ye not düş, kapanmasın", want: 'INC-9920' },
  { text: 'the deposit is €1,250.00, paid', want: '€1,250.00' },
  { text: 'hesabı ahmet.yilmaz olarak açın', want: 'ahmet.yilmaz' },
  { text: "bunu Caner Öztürk'e ilet", want: 'Caner Öztürk' },
  { text: 'merge PR #412 after the dedupe', want: '#412' },
];

/** Tokens that must not come out as identifiers, with the text they sit in. */
const NOISE: { text: string; source?: Source; not: string }[] = [
  { text: 'dedupe with QUALIFY ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY _loaded_at DESC) = 1', source: 'assistant', not: 'ROW_NUMBER' },
  { text: "group by DATE_TRUNC('day', created_at) instead", not: 'DATE_TRUNC' },
  { text: 'use ARRAY_AGG(sku) there, not a join', not: 'ARRAY_AGG' },
  { text: 'MacBooks for design, ThinkPads for the rest', not: 'MacBooks' },
  { text: "they're all on macOS now", not: 'macOS' },
  { text: 'send it on WhatsApp, not LinkedIn', not: 'WhatsApp' },
  { text: 'PowerPoint sunumu hazırla, 5 slayt', not: 'PowerPoint' },
  { text: 'YouTube linkini de ekle', not: 'YouTube' },
  { text: 'JavaScript bilen biri lazım', not: 'JavaScript' },
  { text: "GitHub'a pushla, PR açma", not: 'GitHub' },
  { text: 'quiet hours are 8-to-6 on weekdays', not: '8-to-6' },
  { text: 'they work 9-to-5 only', not: '9-to-5' },
  { text: "Şoför Murat Keskin (sicil SF-0412) sabah 6'da yüklemede olacak.", source: 'assistant', not: 'Şoför Murat Keskin' },
  { text: "Depoda Kemal Aydın'ın imzası eksik görünüyor.", source: 'assistant', not: 'Depoda Kemal Aydın' },
  { text: "Sistemde Zehra'nın kaydı yok.", source: 'assistant', not: 'Sistemde Zehra' },
  { text: 'Muhasebeden Okan Yurt aradı, fatura kesilmiş.', not: 'Muhasebeden Okan Yurt' },
  { text: 'Driver Tomasz Nowak confirmed the 07:30 slot.', source: 'assistant', not: 'Driver Tomasz Nowak' },
  { text: 'SUPPLIER: NORTHGATE OFFICE SUPPLIES LIMITED\nTotal £2,310.00', source: 'tool', not: 'SUPPLIER' },
];

describe('extractIdentifiers, a sixth list: shapes of records, and noise beside them', () => {
  it.each(IDENTIFIERS)('$want', ({ text, source, want }) => {
    expect(extractIdentifiers(text, source === undefined ? {} : { source })).toContain(want);
  });
  it.each(NOISE)('not $not', ({ text, source, not }) => {
    expect(extractIdentifiers(text, source === undefined ? {} : { source })).not.toContain(not);
  });
});
