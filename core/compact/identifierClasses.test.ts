import { describe, expect, it } from 'vitest';
import { checkIdentifiers as check, type IdentifierCase as Case } from '../../compaction/test-helpers/identifierCases.js';
import { splitSentences } from './sentences.js';

/**
 * An eighth list of our own (issue 14, fourteenth round): one case per
 * sentence, written from the classes alone, the way people talk to
 * an ops copilot, a support desk or a travel planner, in Turkish and
 * English, with Turkish case suffixes after an apostrophe and identifiers
 * that end a sentence. Each case names every identifier its sentence holds
 * (`want`, each must come out whole and exactly, with nothing cut from it or
 * glued to it) and the noise it must not yield (`not`).
 *
 * Dates and times on their own are noise here as everywhere in the
 * extractor (the truth files never list them); inside a record (an export's
 * path, a backup's file name) they are part of it.
 *
 * Two expectations follow rules the extractor documents, not our first
 * guess: a host's port is left off (`10.20.4.17`), and a company's "Ltd."
 * keeps its dot at a sentence's end.
 *
 * Measured before any change of the round: 91 of 107 cases and 9 of 12
 * sentence splits passed. The cases still missed are listed in `MISSED`
 * and `SPLITS_MISSED` and run as expected failures, so a case fixed or
 * broken fails here until the list is updated.
 */
const CASES: Case[] = [
  // ---------------------------------------------------------------- spaced IBANs
  { name: 'iban tr, suffix', text: "Kira TR64 0001 2009 4520 0058 0001 23'e yatsın, açıklamaya daire no yaz.", want: ['TR64 0001 2009 4520 0058 0001 23'] },
  { name: 'iban de, ends a sentence', text: "Please wire the deposit to DE44 5001 0517 5407 3249 31. Then tell me when it's gone.", want: ['DE44 5001 0517 5407 3249 31'] },
  { name: 'iban gb, letters inside', text: 'Their account is GB29 NWBK 6016 1331 9268 19, reference HOL-2291.', want: ['GB29 NWBK 6016 1331 9268 19', 'HOL-2291'] },
  { name: 'iban unspaced', text: "IBAN'ım TR330006100519786457841326, alıcı Ayşe Demir.", want: ['TR330006100519786457841326', 'Ayşe Demir'] },
  { name: 'iban nl, colon', text: 'iban: NL91 ABNA 0417 1643 00 (Stichting Oranje)', want: ['NL91 ABNA 0417 1643 00'] },
  // ---------------------------------------------------------------- URIs and images
  { name: 's3 folder, suffix', text: "Dump'ı s3://yedek-prod/pg/2026-12-01/ klasörüne at, eski yedeklere dokunma.", want: ['s3://yedek-prod/pg/2026-12-01/'] },
  { name: 's3 file, ends a sentence', text: 'the raw export is at s3://acme-exports/billing/nov.csv. can you check row counts?', want: ['s3://acme-exports/billing/nov.csv'] },
  { name: 's3 apostrophe suffix', text: "loglar s3://log-arsivi/nginx/'e yazılıyor mu, bir bak", want: ['s3://log-arsivi/nginx/'] },
  { name: 'image on docker hub', text: 'pin the worker to acme/billing-worker:2026.11.3 until Monday', want: ['acme/billing-worker:2026.11.3'] },
  { name: 'image ghcr, suffix', text: "ghcr.io/kuzey/odeme-api:v2.3.1'i prod'a çıkar ama önce staging", want: ['ghcr.io/kuzey/odeme-api:v2.3.1'] },
  { name: 'image ecr', text: 'what is running is 123456789012.dkr.ecr.eu-central-1.amazonaws.com/payments/api:1.8.0 on all three nodes', want: ['123456789012.dkr.ecr.eu-central-1.amazonaws.com/payments/api:1.8.0'] },
  { name: 'image short name', text: 'downgrade the edge boxes to nginx:1.25.3-alpine tonight', want: ['nginx:1.25.3-alpine'] },
  { name: 'link with query, ends a sentence', text: 'The runbook is https://wiki.acme.io/ops/runbooks/pg-failover?version=3. Read it first.', want: ['https://wiki.acme.io/ops/runbooks/pg-failover?version=3'] },
  { name: 'link in brackets', text: 'ilan burada (https://emlak.example.com.tr/ilan/KDK-5521) fiyatı pazarlık payı var', want: ['https://emlak.example.com.tr/ilan/KDK-5521'] },
  // ---------------------------------------------------------------- names of several words
  { name: 'three-word name, suffix', text: "Sözleşmeyi Mehmet Ali Yıldırım'a imzalat, kopyası muhasebeye.", want: ['Mehmet Ali Yıldırım'] },
  { name: 'three-word name mid-sentence', text: 'bu işi Zeynep Kaya Aksoy halletsin, başkası değil', want: ['Zeynep Kaya Aksoy'] },
  { name: 'irish surname', text: "Siobhan O'Brien approved the refund yesterday.", want: ["Siobhan O'Brien"] },
  { name: 'dutch surname', text: 'send the invoice to Pieter van der Berg at the Utrecht office', want: ['Pieter van der Berg'] },
  { name: 'turkish company with trades', text: 'Fatura Doğuş Yapı Malzemeleri San. ve Tic. Ltd. Şti. adına kesilsin.', want: ['Doğuş Yapı Malzemeleri San. ve Tic. Ltd. Şti.'] },
  { name: 'name opens a sentence', text: 'Ahmet Can Öztürk yarın izinde, onayı başkası versin.', want: ['Ahmet Can Öztürk'] },
  { name: 'hotel name', text: 'we are booked at Hotel Casa Fuster until the 14th, two rooms', want: ['Hotel Casa Fuster'] },
  { name: 'name with hyphen, suffix', text: "Ayşe Gül Aydın-Kaya'nın izin talebini onaylama.", want: ['Ayşe Gül Aydın-Kaya'] },
  { name: 'english company ends a sentence', text: 'The supplier is Brightwater Office Supplies Ltd. Their quote expires Friday.', want: ['Brightwater Office Supplies Ltd.'] },
  // ---------------------------------------------------------------- amounts with thousand separators
  { name: 'amount dot TL', text: 'Depozito 1.800 TL, fazlasını ödeme.', want: ['1.800 TL'] },
  { name: 'amount comma TL', text: 'the deposit is 1,800 TL max', want: ['1,800 TL'] },
  { name: 'amount spaced TL, suffix', text: "kira 18 500 TL'yi geçmesin", want: ['18 500 TL'] },
  { name: 'amount spaced euro', text: 'the quote came in at €12 400, too high for us', want: ['€12 400'] },
  { name: 'amount with cents, suffix', text: "2.450,75 TL'ye kadar onay verebilirsin", want: ['2.450,75 TL'] },
  { name: 'amount code before', text: 'cap the PO at USD 4,200 for now', want: ['USD 4,200'] },
  { name: 'amount code before, Turkish', text: 'limit TRY 250.000, üstü CFO onayı ister', want: ['TRY 250.000'] },
  { name: 'amount lira symbol after', text: 'teklif 45.000₺ geldi, çok pahalı', want: ['45.000₺'] },
  { name: 'amount dollars ends a sentence', text: 'Rent cannot go above $1,800. The agent knows.', want: ['$1,800'] },
  { name: 'amount pounds spaced', text: 'budget is £ 3,250 per head, flights included', want: ['£ 3,250'] },
  // ---------------------------------------------------------------- dotted versions
  { name: 'version v, suffix', text: "prod'u v2.3.1'e çekelim, v2.4.0'da bug var", want: ['v2.3.1', 'v2.4.0'] },
  { name: 'version bare, suffix', text: "3.4.0'dan 3.5.2'ye geçişte migration var mı?", want: ['3.4.0', '3.5.2'] },
  { name: 'version rc', text: 'ship 1.25.3-rc.2 to the canary only', want: ['1.25.3-rc.2'] },
  { name: 'version beta, ends a sentence', text: 'we tested v3.0.0-beta.1. It failed on login.', want: ['v3.0.0-beta.1'] },
  { name: 'product version three parts', text: 'the laptops are on iOS 17.4.1 and macOS 14.3.1 now', want: ['17.4.1', '14.3.1'], not: ['macOS'] },
  { name: 'node version', text: 'build agents need Node 20.11.1, not 18', want: ['20.11.1'] },
  // ---------------------------------------------------------------- branch names
  { name: 'branch release', text: 'cut release/2026.12 from main after the freeze', want: ['release/2026.12'] },
  { name: 'branch with ticket', text: "feature/PAY-311-refund-retry'ı main'e merge etme", want: ['feature/PAY-311-refund-retry'] },
  { name: 'branch snake', text: 'the fix is on fix/login_timeout, please review', want: ['fix/login_timeout'] },
  { name: 'branch turkish letters', text: "bugfix/ödeme-hatası branch'ini sil", want: ['bugfix/ödeme-hatası'] },
  { name: 'branch user', text: 'my spike is on users/ayse/spike-cache, ignore it', want: ['users/ayse/spike-cache'] },
  { name: 'branch hotfix version', text: 'hotfix/2.3.2 is ready. Deploy it after 18:00.', want: ['hotfix/2.3.2'], not: ['18:00'] },
  // ---------------------------------------------------------------- ticket ids
  { name: 'ticket PR, suffix', text: "PR-1234'ü kim onayladı?", want: ['PR-1234'] },
  { name: 'ticket hash, suffix', text: "#4521'i kapatma, müşteri dönmedi", want: ['#4521'] },
  { name: 'ticket servicenow', text: 'opened INC0012345 and CHG0031122 for the change', want: ['INC0012345', 'CHG0031122'] },
  { name: 'ticket ends a sentence', text: 'Ticket is OPS-88. Deploy Thursday.', want: ['OPS-88'] },
  { name: 'ticket short', text: "Jira'da PAY-7 hâlâ açık", want: ['PAY-7'] },
  { name: 'ticket zendesk, suffix', text: "ZD-88213'e cevap yazdın mı", want: ['ZD-88213'] },
  { name: 'ticket list', text: 'OPS-1182, OPS-1183 and OPS-1190 are the same bug', want: ['OPS-1182', 'OPS-1183', 'OPS-1190'] },
  // ---------------------------------------------------------------- hostnames
  { name: 'host internal', text: 'failover to db-primary-02.prod.internal if replication lags', want: ['db-primary-02.prod.internal'] },
  { name: 'host turkish domain, suffix', text: "vpn.sirket.com.tr'ye bağlanamıyorum", want: ['vpn.sirket.com.tr'] },
  { name: 'host domain', text: 'is status.stripe.com showing anything?', want: ['status.stripe.com'] },
  { name: 'host ip and port', text: 'the exporter listens on 10.20.4.17:9187, not 9100', want: ['10.20.4.17'], not: ['9100'] },
  { name: 'host ec2 name', text: 'ip-10-0-3-21.eu-west-1.compute.internal keeps flapping', want: ['ip-10-0-3-21.eu-west-1.compute.internal'] },
  { name: 'host kebab, suffix', text: "cache-eu-2'yi restart etme, trafik orada", want: ['cache-eu-2'] },
  // ---------------------------------------------------------------- emails
  { name: 'email, suffix', text: "raporu ayse.yilmaz@firma.com.tr'ye gönder", want: ['ayse.yilmaz@firma.com.tr'] },
  { name: 'email plus, ends a sentence', text: 'Forward it to support+refunds@acme.io. They handle chargebacks.', want: ['support+refunds@acme.io'] },
  { name: 'email in angle brackets', text: 'From: Fatura Birimi <fatura@kuzeyenerji.com.tr>', source: 'tool', want: ['fatura@kuzeyenerji.com.tr'] },
  // ---------------------------------------------------------------- records with dates, and dates alone
  { name: 'backup file with date', text: 'restore from backup_2026-12-01_0300.sql.gz, not the later one', want: ['backup_2026-12-01_0300.sql.gz'] },
  { name: 'date alone is noise', text: "toplantı 2026-12-04 14:30'da, INC-4471 gündemde", want: ['INC-4471'], not: ['2026-12-04', '14:30', '2026-12-04 14:30'] },
  { name: 'dotted date is noise', text: 'check-in 03.12.2026, check-out 07.12.2026, booking ref KX7PQ2', want: ['KX7PQ2'], not: ['03.12.2026', '07.12.2026'] },
  { name: 'time range is noise', text: 'maintenance window 02:00-04:00 UTC on pg-main-01', want: ['pg-main-01'], not: ['02:00-04:00', 'UTC'] },
  // ---------------------------------------------------------------- flights, phones, plates in talk
  { name: 'flight, suffix', text: "TK 1985'le gidiyoruz, dönüş PC 2014", want: ['TK 1985', 'PC 2014'] },
  { name: 'phone, suffix', text: "acil durumda 0532 418 27 90'ı ara", want: ['0532 418 27 90'] },
  { name: 'booking code ends a sentence', text: 'Confirmation is QX4R7T. Breakfast included.', want: ['QX4R7T'] },
  // ---------------------------------------------------------------- noise: SQL, headers, status words
  { name: 'sql in prose', text: 'add a WHERE tenant_id = 42 and ORDER BY created_at DESC to the query', want: [], not: ['WHERE', 'ORDER BY', 'DESC', 'ORDER', 'tenant_id', 'created_at'] },
  { name: 'sql in a call', text: "SELECT invoice_no, amount FROM invoices WHERE customer_id = 'CUS-88213' AND status = 'OPEN'", source: 'tool', want: ['CUS-88213'], not: ['SELECT', 'FROM', 'OPEN', 'invoice_no', 'customer_id'] },
  { name: 'table header', text: 'INVOICE_NO  CUSTOMER  AMOUNT_TL  STATUS\nFTR-2291  Ege Tekstil A.Ş.  48.250,00  PAID', source: 'tool', want: ['FTR-2291', 'Ege Tekstil A.Ş.'], not: ['INVOICE_NO', 'AMOUNT_TL', 'STATUS', 'PAID', 'CUSTOMER'] },
  { name: 'markdown table header', text: '| Host | Status | Lag |\n|---|---|---|\n| db-replica-03 | DEGRADED | 41 s |', source: 'tool', want: ['db-replica-03'], not: ['DEGRADED', 'Host', 'Status'] },
  { name: 'status and count', text: 'last run: FAILED 3, PASSED 117, SKIPPED 2', source: 'tool', want: [], not: ['FAILED 3', 'PASSED 117', 'SKIPPED 2', 'FAILED', 'PASSED'] },
  { name: 'http status', text: 'the webhook gets HTTP 503 then 200 OK on retry', want: [], not: ['HTTP 503', '200 OK', 'OK'] },
  { name: 'turkish status and count', text: 'ONAYLANDI 12, BEKLEMEDE 4, REDDEDİLDİ 1', source: 'tool', want: [], not: ['ONAYLANDI 12', 'BEKLEMEDE 4', 'REDDEDİLDİ 1', 'ONAYLANDI', 'BEKLEMEDE'] },
  { name: 'status word beside id', text: 'PAY-4410 DONE, PAY-4411 BLOCKED', want: ['PAY-4410', 'PAY-4411'], not: ['DONE', 'BLOCKED', 'PAY-4411 BLOCKED'] },
  { name: 'acronyms', text: 'SLA is 4h for P1, KDV dahil fiyat ver, PDF olarak', want: [], not: ['SLA', 'P1', 'KDV', 'PDF', '4h'] },
  { name: 'percent and duration', text: 'p99 went from 180ms to 2.4s, error rate 3.5%', want: [], not: ['180ms', '2.4s', '3.5%', 'p99'] },
  { name: 'log levels', text: '2026-12-01T03:14:07Z ERROR payment-gw timeout after 30s (order ORD-99812)', source: 'tool', want: ['payment-gw', 'ORD-99812'], not: ['ERROR', '30s', '2026-12-01T03:14:07Z'] },
  { name: 'everyday hyphenated words', text: 'a non-refundable, follow-up, check-in at 15:00', want: [], not: ['non-refundable', 'follow-up', 'check-in'] },
  { name: 'sentence-start capitals', text: 'Yes. Monday works. Porto is fine too.', want: [], not: ['Monday', 'Porto', 'Monday works'] },
  { name: 'turkish sentence-start capitals', text: 'Tamam. Pazartesi olur. Ankara da uygun.', want: [], not: ['Pazartesi', 'Ankara', 'Pazartesi olur'] },
  // ---------------------------------------------------------------- several kinds in one sentence
  { name: 'ops sentence', text: "INC-7781'de payments-api v2.14.3'e döndü, rollback PR-2290 ile, s3://ops-artifacts/INC-7781/ altında loglar.", want: ['INC-7781', 'payments-api', 'v2.14.3', 'PR-2290', 's3://ops-artifacts/INC-7781/'] },
  { name: 'support sentence', text: 'Refund order ORD-55120 for Martha Ellison-Greene, £1,240.50 to card ending 4417.', want: ['ORD-55120', 'Martha Ellison-Greene', '£1,240.50', '4417'] },
  { name: 'travel sentence', text: "Lizbon'da Pestana Palace Lisboa'ya 3 gece, rezervasyon no 88412907, toplam €2.150.", want: ['Pestana Palace Lisboa', '88412907', '€2.150'] },
  { name: 'hr sentence', text: "Elif Su Karaca'nın maaşı 58.750 TL, IBAN TR12 0006 4000 0011 2345 6789 01.", want: ['Elif Su Karaca', '58.750 TL', 'TR12 0006 4000 0011 2345 6789 01'] },
  // ---------------------------------------------------------------- a second batch, the same classes in other shapes
  { name: 'database uri', text: 'the app still points at postgres://ledger_app@db-main-01:5432/ledger, change it', want: ['postgres://ledger_app@db-main-01:5432/ledger'] },
  { name: 'redis uri, suffix', text: "redis://cache-01.prod:6379/0'a yazmayı durdur", want: ['redis://cache-01.prod:6379/0'] },
  { name: 'image private registry, suffix', text: "harbor.sirket.local/odeme/gw:1.9.0'ı geri al", want: ['harbor.sirket.local/odeme/gw:1.9.0'] },
  { name: 'image docker.io', text: 'use docker.io/bitnami/redis:7.2.4 for the sidecar', want: ['docker.io/bitnami/redis:7.2.4'] },
  { name: 'name with short given name, suffix', text: "evrakları Ela Su Tan'a ilet", want: ['Ela Su Tan'] },
  { name: 'portuguese name', text: 'the lease is signed by Ana Sofia Pereira da Costa', want: ['Ana Sofia Pereira da Costa'] },
  { name: 'amount lira sign before, spaced', text: 'bütçe ₺ 2.400, aşma', want: ['₺ 2.400'] },
  { name: 'amount EUR before', text: 'the venue wants EUR 12.500 up front', want: ['EUR 12.500'] },
  { name: 'amount spaced thousands, no currency sign', text: 'fiyat 1 800 TL olmuş, eskiden 1 500 TL idi', want: ['1 800 TL', '1 500 TL'] },
  { name: 'amount in pounds word', text: 'they quoted 1,800 pounds for the week', want: ['1,800'] },
  { name: 'host cluster service', text: 'point it at kafka-broker-3.kafka.svc.cluster.local instead', want: ['kafka-broker-3.kafka.svc.cluster.local'] },
  { name: 'host without digit', text: 'redis.prod.internal is down again', want: ['redis.prod.internal'] },
  { name: 'host mail, ends a sentence', text: 'Our mail server is mail.kuzeyenerji.com.tr. It rejects the PDF.', want: ['mail.kuzeyenerji.com.tr'], not: ['PDF'] },
  { name: 'email capital turkish letters', text: "İsmail.Çelik@Kuzeyenerji.com.tr adresine yaz", want: ['İsmail.Çelik@Kuzeyenerji.com.tr'] },
  { name: 'ticket with hash prefix', text: 'SR#44812 is still waiting on the vendor', want: ['SR#44812'] },
  { name: 'case number', text: 'Salesforce case 00481234 has the history', want: ['00481234'] },
  { name: 'chart version', text: "chart'ı 0.14.2'ye yükselt, 0.15.0'a değil", want: ['0.14.2', '0.15.0'] },
  { name: 'gs path ends a sentence', text: 'Checkpoints go to gs://ml-ckpt/run-0412/. Keep the last three.', want: ['gs://ml-ckpt/run-0412/'] },
  { name: 'branch ends a sentence', text: 'PR targets release/4.2. Not main.', want: ['release/4.2'] },
  { name: 'order code with suffix and comma', text: "SP-2026-0042'yi iptal et, SP-2026-0043 kalsın", want: ['SP-2026-0042', 'SP-2026-0043'] },
  // ---------------------------------------------------------------- a third batch, written after the round's changes (14 of 16 at first)
  { name: 'name after a title', text: 'yarın Dr. Ayşe Kaya ile görüşme var, dosyayı hazırla', want: ['Ayşe Kaya'] },
  { name: 'amount with -lik suffix', text: "1.800 TL'lik limiti aşma", want: ['1.800 TL'] },
  { name: 'two-part version with v, suffix', text: "client'ı v2.3'e sabitle", want: ['v2.3'] },
  { name: 'remote branch', text: 'rebase onto origin/release/2.4 before merging', want: ['origin/release/2.4'] },
  { name: 'phone with brackets', text: 'reach me on +90 (532) 418 27 90 after six', want: ['+90 (532) 418 27 90'] },
  { name: 'export file with date', text: 'the finance team wants export_20261201.csv by noon', want: ['export_20261201.csv'] },
  { name: 'ticket pair with slash', text: 'OPS-1182/1183 are duplicates, close the second', want: ['OPS-1182'] },
  { name: 'kebab service without digit', text: "api-gateway'i restart etme, checkout-service'e bak", want: ['api-gateway', 'checkout-service'] },
  { name: 'order with hash and letters', text: 'order #A-2291 never shipped', want: ['#A-2291'] },
  { name: 'capital email', text: 'write to Ops@Acme.io about it', want: ['Ops@Acme.io'] },
  { name: 'review slang is noise', text: 'LGTM, WIP until QA signs off, ETA 3 days, TODO later, N/A for UAT', want: [], not: ['LGTM', 'WIP', 'QA', 'ETA 3', 'TODO', 'N/A', 'UAT'] },
  { name: 'priority and quarter noise', text: 'P0 for Q3, 2x faster, top 10', want: [], not: ['P0', 'Q3', '2x'] },
  { name: 'amount range', text: 'budget is €1,200–1,500 per night', want: ['€1,200–1,500'] },
  { name: 'iban ends a turkish sentence with suffix', text: "Para TR12 0006 4000 0011 2345 6789 01'e gitsin. Başka hesaba değil.", want: ['TR12 0006 4000 0011 2345 6789 01'] },
  { name: 'three capital words lead-in', text: 'Please Ask Daniel Rossi about the venue', want: ['Daniel Rossi'] },
  { name: 'company en with Inc', text: 'the contract is with Northwind Traders Inc. and expires in June', want: ['Northwind Traders Inc.'] },
  // ---------------------------------------------------------------- street addresses (a fourth batch, before any change for them: 0 of 6)
  { name: 'address with suite', text: 'ship the monitors to 500 W Madison Ave, Suite 1200 by Friday', want: ['500 W Madison Ave, Suite 1200'] },
  { name: 'address uk street', text: 'the viewing is at 14 Baker Street at 6pm', want: ['14 Baker Street'] },
  { name: 'address with flat, ends a sentence', text: 'My new place is 27 Elm Grove Rd, Flat 2. Send the keys there.', want: ['27 Elm Grove Rd, Flat 2'] },
  { name: 'address ordinal street', text: 'office moved to 233 E 42nd St last week', want: ['233 E 42nd St'] },
  { name: 'address with hash unit', text: 'deliver to 1200 Pine Ave #305 after 5', want: ['1200 Pine Ave #305'] },
  { name: 'address look-alike is none', text: 'we need 3 Main Street signs and 2 Court Road cones', want: [], not: ['3 Main Street', '2 Court Road'] },
  // Found by the identifier properties (properties/identifiers.ts) after the list was written: a version with a one-digit
  // day and month read as a date, and a curly suffix before a comma kept.
  { name: 'version shaped like a short date', text: 'pin chart 1.0.10 and app 2.3.10, not 03.12.26', want: ['1.0.10', '2.3.10'], not: ['03.12.26'] },
  { name: 'curly suffix before punctuation', text: 'yedekler s3://yedek-prod/pg/’de, değil mi?', want: ['s3://yedek-prod/pg/'] },
];

/** Sentences, each ending in an identifier: split where the sentence ends and never inside the identifier. */
const SPLITS: { name: string; text: string; sentences: string[] }[] = [
  { name: 'version', text: 'we are on v2.14.3. Then we upgrade.', sentences: ['we are on v2.14.3.', 'Then we upgrade.'] },
  { name: 'ticket', text: 'Ticket is OPS-88. Deploy Thursday.', sentences: ['Ticket is OPS-88.', 'Deploy Thursday.'] },
  { name: 'iban', text: 'Send it to DE44 5001 0517 5407 3249 31. Then call me.', sentences: ['Send it to DE44 5001 0517 5407 3249 31.', 'Then call me.'] },
  { name: 'email', text: 'Write to ops@acme.io. They answer fast.', sentences: ['Write to ops@acme.io.', 'They answer fast.'] },
  { name: 'host', text: "Sunucu db-01.prod.internal. Ona dokunma.", sentences: ['Sunucu db-01.prod.internal.', 'Ona dokunma.'] },
  { name: 'amount', text: 'Kira 18.500 TL. Fazlası olmaz.', sentences: ['Kira 18.500 TL.', 'Fazlası olmaz.'] },
  { name: 'company', text: 'Fatura Kuzey Enerji A.Ş. adına. Sonra ararım.', sentences: ['Fatura Kuzey Enerji A.Ş. adına.', 'Sonra ararım.'] },
  { name: 'link', text: 'See https://status.acme.io/incidents/991. It has the timeline.', sentences: ['See https://status.acme.io/incidents/991.', 'It has the timeline.'] },
  { name: 'version with suffix', text: "v2.3.1'e geçelim. Sonra bakarız.", sentences: ["v2.3.1'e geçelim.", 'Sonra bakarız.'] },
  { name: 'phone', text: 'Call 0532 418 27 90. Ask for Deniz.', sentences: ['Call 0532 418 27 90.', 'Ask for Deniz.'] },
  { name: 'flight', text: "Uçuş TK 1985. Bagaj dahil.", sentences: ['Uçuş TK 1985.', 'Bagaj dahil.'] },
  { name: 'plate', text: 'Araç 34 VK 118. Şoför Murat.', sentences: ['Araç 34 VK 118.', 'Şoför Murat.'] },
];

/**
 * Cases the extractor still misses (run as expected failures). Before the
 * round: an image on Docker Hub, spaced and code-first amounts (six), a
 * dotted host ending in a long word (two), URIs of other schemes (two), a
 * Turkish short given name and an Irish and a Dutch surname (four), a
 * queue's hash ticket.
 */
// The third batch (written after the round's changes) passed 14 of 16 at first: a phone's area code in brackets, and an
// imperative after "Please" at a sentence's start read as a name's first word; both fixed since.
const MISSED = new Set<string>([]);
/** Splits still missed (before the round: the IBAN, the phone and the plate, their last group read as a Turkish ordinal). */
const SPLITS_MISSED = new Set<string>([]);

describe('extractIdentifiers, an eighth list: the issue\'s classes in talk, with suffixes and sentence ends', () => {
  it('the case names are distinct and the missed list names cases', () => {
    const names = CASES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...MISSED].filter((m) => !names.includes(m))).toEqual([]);
    expect([...SPLITS_MISSED].filter((m) => !SPLITS.some((c) => c.name === m))).toEqual([]);
  });
  it.each(CASES.filter((c) => !MISSED.has(c.name)))('$name', check);
  it.fails.each(CASES.filter((c) => MISSED.has(c.name)))('still missed: $name', check);
  const split = ({ text, sentences }: (typeof SPLITS)[number]): void => {
    expect(splitSentences(text)).toEqual(sentences);
  };
  it.each(SPLITS.filter((c) => !SPLITS_MISSED.has(c.name)))('a sentence ending in an identifier ends there: $name', split);
  it.fails.each(SPLITS.filter((c) => SPLITS_MISSED.has(c.name)))('still glued: $name', split);
});
