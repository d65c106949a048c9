import { describeIdentifierCases, type IdentifierCase as Case } from '../../compaction/test-helpers/identifierCases.js';

/**
 * A ninth list of our own (issue 14, sixteenth round), in domains none of
 * the spoken conversations is about: a customs broker, a clinic's lab, CI/CD
 * operations, real estate, an airline's operations desk and Turkey's
 * e-Devlet offices, in Turkish and English, one sentence each, written for
 * every identifier class of the issue (spaced IBANs, `s3://` and image
 * references, names of several words, grouped amounts, dotted versions,
 * branches, record numbers with a Turkish suffix after an apostrophe,
 * plates, phones, e-mail, paths) and for the noise beside them (SQL, table
 * headers, status words next to a number, units, dates and times).
 *
 * Each case names every identifier its sentence holds (`want`: whole and
 * exactly, nothing cut from it or glued to it) and the noise it must not
 * yield (`not`). Written before any change of the round, as a reader of the
 * issue would, not of the extractor; the ones still missed are in `MISSED`
 * and run as expected failures, so a case fixed or broken fails here until
 * the list is updated.
 */
const CASES: Case[] = [
  // A customs broker (gümrük müşaviri), Turkish and English.
  { name: 'customs declaration and tariff code', text: 'beyanname no 26341300EX004512 için GTİP 8471.30.00.00.00 doğru mu?', want: ['26341300EX004512', '8471.30.00.00.00'] },
  { name: 'container number spaced', text: 'konteyner MSCU 472913 6 Mersin limanında bekliyor', want: ['MSCU 472913 6'] },
  { name: 'container number glued', text: "MSKU7294013'ü yarın çekiyoruz", want: ['MSKU7294013'] },
  { name: 'EORI number', text: 'EORI number GB123456789000 is on the commercial invoice', want: ['GB123456789000'] },
  { name: 'duty and VAT in lira', text: 'gümrük vergisi 184.320,75 TL, KDV ayrıca 36.864,15 TL', want: ['184.320,75 TL', '36.864,15 TL'] },
  { name: 'invoice by year and number, company with Co., Ltd.', text: 'Invoice INV/2026/00871 came from Shenzhen Lianhua Electronics Co., Ltd. this morning', want: ['INV/2026/00871', 'Shenzhen Lianhua Electronics Co., Ltd.'] },
  { name: 'customs ministry with a Turkish connector', text: 'itiraz dilekçesi Gümrük ve Ticaret Bakanlığı adına yazılacak', want: ['Gümrük ve Ticaret Bakanlığı'] },
  { name: 'bill of lading after its carrier code', text: 'bill of lading MAEU 258741963, vessel leaves Friday', want: ['MAEU 258741963'] },
  // A clinic's lab.
  { name: 'sample barcode and protocol number', text: 'numune barkodu 2612040017, hasta protokol 884213, tüp EDTA', want: ['2612040017', '884213'], not: ['EDTA'] },
  { name: 'lab report and MRN', text: 'lab report LR-2026-118734 is for MRN 00457821', want: ['LR-2026-118734', '00457821'] },
  { name: 'kit lot with its expiry', text: 'kit lot 4512A-0925, son kullanma 2027-03', want: ['4512A-0925'], not: ['2027-03'] },
  { name: 'doctor with title and suffix', text: "Dr. Zeynep Aydoğan'ın istediği panel hemogram ve CRP", want: ['Zeynep Aydoğan'], not: ['CRP'] },
  { name: 'results with units are values, not records', text: 'LDL 142 mg/dL, glucose 98 mg/dL, so no repeat', want: [], not: ['142 mg/dL', 'mg/dL', 'LDL 142'] },
  { name: 'lab e-mail with a Turkish suffix', text: "sonuçları lab.kadikoy@medlife.com.tr'ye de gönderin", want: ['lab.kadikoy@medlife.com.tr'] },
  // CI/CD operations.
  { name: 'pipeline number and job name', text: 'pipeline #48213 failed on job build-arm64 again', want: ['#48213', 'build-arm64'] },
  { name: 'image on ghcr with a sha tag', text: 'push ghcr.io/tessera-labs/api-server:sha-3f9a1c2 to prod', want: ['ghcr.io/tessera-labs/api-server:sha-3f9a1c2'] },
  { name: 'artifact in s3 with a dated prefix', text: 'the artifact is s3://tessera-ci-artifacts/builds/2026-12-03/api-server-1.42.0.tar.gz now', want: ['s3://tessera-ci-artifacts/builds/2026-12-03/api-server-1.42.0.tar.gz'] },
  { name: 'two branches', text: 'merge hotfix/TSR-918-null-tenant into release/1.42 before noon', want: ['hotfix/TSR-918-null-tenant', 'release/1.42'] },
  { name: 'chart and app versions', text: 'bump the helm chart to 0.18.3 and the app to v1.42.1', want: ['0.18.3', 'v1.42.1'] },
  { name: 'kubectl table: the pod, not the header or the state', source: 'tool', text: 'NAME                         READY   STATUS    RESTARTS   AGE\napi-server-7c9d5b8f6-xk2pq   1/1     Running   0          3h', want: ['api-server-7c9d5b8f6-xk2pq'], not: ['NAME', 'READY', 'STATUS', 'Running', '1/1'] },
  { name: 'runner host', text: 'runner ip-172-31-44-9.ec2.internal is out of disk', want: ['ip-172-31-44-9.ec2.internal'] },
  { name: 'vault path', text: 'the token lives at kv/ci/tessera/deploy-token in vault', want: ['kv/ci/tessera/deploy-token'] },
  { name: 'secret name in capitals', text: 'use the DEPLOY_KEY_PROD secret, not the personal one', want: ['DEPLOY_KEY_PROD'] },
  { name: 'two commits', text: 'commit 9c1e77ab broke it, revert to 41d02f3', want: ['9c1e77ab', '41d02f3'] },
  { name: 'PR with a Turkish suffix', text: "PR-1234'ü merge etme, TSR-918'den sonra bakarız", want: ['PR-1234', 'TSR-918'] },
  { name: 'version with a Turkish suffix', text: "prod'u v1.42.1'e geçir, staging 1.43.0-rc.1'de kalsın", want: ['v1.42.1', '1.43.0-rc.1'] },
  // Real estate.
  { name: 'title deed parcel', text: 'tapuda 3128 ada 14 parsel yazıyor', want: ['3128 ada 14'] },
  { name: 'offer in dollars and the title company', text: 'offer is $1,245,000 with 20% down, escrow at First American Title', want: ['$1,245,000', 'First American Title'], not: ['20%'] },
  { name: 'listing number with a dash', text: 'listing MLS 24-118903 in Fairview Heights has a new price', want: ['24-118903', 'Fairview Heights'] },
  { name: 'rent and dues', text: 'kira 62.500 TL, aidat 3.750 TL, depozito iki kira', want: ['62.500 TL', '3.750 TL'] },
  { name: 'EPC report reference', text: 'EPC rating C, certificate 0190-2883-7410-2526-9325', want: ['0190-2883-7410-2526-9325'] },
  { name: 'flat in a numbered street', text: 'viewing at 14 Albemarle Gardens, Flat 3 on Saturday', want: ['14 Albemarle Gardens, Flat 3'] },
  { name: 'Turkish address with door and flat', text: 'ev Caferağa Mah. Moda Cad. No: 12 D: 4 adresinde, anahtar komşuda', want: ['Caferağa Mah. Moda Cad. No: 12 D: 4'] },
  { name: 'spaced IBAN for the deposit', text: "depozitoyu TR64 0006 2000 4410 0006 2987 15'e yatırın", want: ['TR64 0006 2000 4410 0006 2987 15'] },
  // An airline's operations desk.
  { name: 'flight, route and tail', text: 'TK 1987 IST-LHR delayed, tail TC-LSA, new ETD 16:40', want: ['TK 1987', 'IST-LHR', 'TC-LSA'], not: ['16:40', 'ETD'] },
  { name: 'booking reference', text: 'PNR 7XK2QM for both passengers', want: ['7XK2QM'] },
  { name: 'roster and crew names', text: 'roster CR-2612-B: captain Ahmet Ünlüer, first officer Sara Lind', want: ['CR-2612-B', 'Ahmet Ünlüer', 'Sara Lind'] },
  { name: 'aircraft type and registration', text: 'swap to the A330-303, registration TC-JNL', want: ['A330-303', 'TC-JNL'] },
  { name: 'e-ticket number', text: 'ticket 235-2145678901 was reissued', want: ['235-2145678901'] },
  { name: 'MEL item', text: 'MEL item 34-11-01 is deferred until Thursday', want: ['34-11-01'] },
  { name: 'ops phone in groups', text: 'call ops on +90 212 463 30 00 if the slot moves', want: ['+90 212 463 30 00'] },
  // Turkey's e-Devlet offices.
  { name: 'application number with Turkish letters', text: 'e-Devlet başvuru numarası 2026-BŞV-0048812 olarak geldi', want: ['2026-BŞV-0048812'] },
  { name: 'tax number and office', text: 'vergi no 4840847211, Kadıköy VD', want: ['4840847211'] },
  { name: 'KEP address', text: 'tebligat KEP adresine gelsin: pusula.lojistik@hs01.kep.tr', want: ['pusula.lojistik@hs01.kep.tr'] },
  { name: 'document number of an official letter', text: 'evrak sayısı E-12345678-010.06-4471 olan yazıya cevap vereceğiz', want: ['E-12345678-010.06-4471'] },
  { name: 'doctor after academic titles', text: 'MHRS randevusu Dr. Öğr. Üyesi Kemal Sarı ile', want: ['Kemal Sarı'] },
  { name: 'plate with a suffix', text: "34 ABC 123 plakalı aracın cezası, 06 FK 4417'ye değil", want: ['34 ABC 123', '06 FK 4417'] },
  { name: 'landline with area code in brackets', text: 'nüfus müdürlüğü (0216) 345 12 34 numarasından aranacak', want: ['(0216) 345 12 34'] },
  // Noise on its own.
  { name: 'pasted SQL', source: 'tool', text: "SELECT COUNT(*) FROM shipments WHERE status = 'HELD' GROUP BY port", want: [], not: ['SELECT', 'COUNT', 'HELD', 'GROUP'] },
  { name: 'status words next to numbers', text: 'APPROVED 12, REJECTED 3, PENDING 7 so far', want: [], not: ['APPROVED 12', 'REJECTED 3', 'PENDING 7'] },
  { name: 'Turkish status words next to numbers', source: 'tool', text: 'ONAYLANDI 12  REDDEDILDI 3  BEKLIYOR 7', want: [], not: ['ONAYLANDI 12', 'REDDEDILDI 3', 'BEKLIYOR 7'] },
  { name: 'units alone', text: '45 kg, 3 adet, 2x 500 mg, 12 GB left', want: [], not: ['45 kg', '500 mg', '12 GB', '2x'] },
  { name: 'dates and times', text: '03.12.2026 14:30, sonra 4 Ocak 09:15', want: [], not: ['03.12.2026', '14:30', '09:15'] },
  { name: 'a table header in a tool result', source: 'tool', text: 'BEYANNAME   GTIP   TUTAR   DURUM\n26341300EX004512   8471.30.00.00.00   184.320,75 TL   MUAYENE', want: ['26341300EX004512', '8471.30.00.00.00', '184.320,75 TL'], not: ['BEYANNAME', 'GTIP', 'TUTAR', 'DURUM', 'MUAYENE'] },
  { name: 'a common noun before a name', text: "Teklif Burak Demir'den geldi, sözleşme Ayla Tan'a gidecek", want: ['Burak Demir', 'Ayla Tan'], not: ['Teklif Burak Demir'] },
  { name: 'standards written as codes', text: 'x86_64 and arm64 builds, utf-8 only, 24/7 on-call', want: [], not: ['x86_64', 'arm64', 'utf-8', '24/7'] },
  { name: 'a disease and a product word', text: 'COVID-19 testi negatif, e-Devlet şifresi yenilendi', want: [], not: ['COVID-19', 'e-Devlet'] },
  { name: 'command options beside a value', text: 'run it with --dry-run and --skip-existing, then -n payments-prod', want: ['payments-prod'], not: ['dry-run', 'skip-existing'] },
  { name: 'a Turkish noun with "your" before a name', text: 'Başvurunuz Ahmet Kaya adına alındı.', want: ['Ahmet Kaya'], not: ['Başvurunuz Ahmet Kaya'] },
  { name: 'a Turkish genitive before a first name', text: "Hesabın Tuğba Hanım'da, yarın döner.", want: [], not: ['Hesabın Tuğba'] },
  { name: 'a carrier after the word for it', text: 'Kargo Yurtiçi Kargo ile gitti, takip 7300194825', want: ['Yurtiçi Kargo', '7300194825'] },
  { name: 'two people joined by ve', text: 'Ali Yılmaz ve Ayşe Demir yarın geliyor', want: ['Ali Yılmaz', 'Ayşe Demir'] },
  { name: 'two people joined by and', text: 'loop in Tom Becker and Sibel Kaya on the thread', want: ['Tom Becker', 'Sibel Kaya'] },
  { name: 'an English institution with and', text: 'the grant is from the Department of Housing and Urban Development this year', want: ['Department of Housing and Urban Development'] },
  // A third batch, written before the third change, for shapes a cloud console, a plan and a foreign invoice print:
  // 2 of 9 before, 9 after.
  { name: 'an IAM role and a bucket by their ARNs', text: 'the role is arn:aws:iam::123456789012:role/ci-deployer, bucket arn:aws:s3:::lab-results-archive/2026/*', want: ['arn:aws:iam::123456789012:role/ci-deployer', 'arn:aws:s3:::lab-results-archive/2026/*'] },
  { name: 'a key by its ARN with a suffix', text: "key arn:aws:kms:eu-central-1:111122223333:key/7f1e-4c2a-9d0b'yi kullan", want: ['arn:aws:kms:eu-central-1:111122223333:key/7f1e-4c2a-9d0b'] },
  { name: "a plan's resources on its comment lines", source: 'tool', text: 'Terraform will perform the following actions:\n\n  # aws_s3_bucket_versioning.scans_euc1 will be created\n  + resource "aws_s3_bucket_versioning" "scans_euc1" {\n\n  # module.eks.aws_eks_node_group.batch will be updated in-place', want: ['aws_s3_bucket_versioning.scans_euc1', 'module.eks.aws_eks_node_group.batch'] },
  { name: 'Terraform addresses in talk', text: 'import google_storage_bucket.exports and azurerm_key_vault.main first', want: ['google_storage_bucket.exports', 'azurerm_key_vault.main'] },
  { name: 'amounts after a Nordic and a yen code', text: 'freight was NOK 48,250.00 and SEK 12 400, duty JPY 250,000', want: ['NOK 48,250.00', 'SEK 12 400', 'JPY 250,000'] },
  { name: 'amounts before a Danish and a Polish code', text: 'the fee is 2.480,00 DKK and 15.000 PLN', want: ['2.480,00 DKK', '15.000 PLN'] },
  { name: 'amounts in thousands and millions', text: 'budget £350k, stretch to $1.2m, the lab kit €40K', want: ['£350k', '$1.2m', '€40K'] },
  { name: 'a short Norwegian IBAN', text: 'pay the deposit to NO93 8601 1117 947 by Friday', want: ['NO93 8601 1117 947'] },
  { name: 'a Belgian IBAN', text: 'refund to BE68 5390 0754 7034, not the old account', want: ['BE68 5390 0754 7034'] },
  // An eighth batch, written before the eighth change: an image pinned by its digest came out in two pieces, the
  // image and the digest. 0 of 2 before, 2 after; a digest alone passed before and after.
  { name: 'an image pinned by its digest', text: 'deploy registry.gitlab.com/acme/lis-api@sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 now', want: ['registry.gitlab.com/acme/lis-api@sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'] },
  { name: 'an image with its tag and digest in a tool result', source: 'tool', text: '{"image": "harbor.acme.local/lab/lis-gateway:2.3.1@sha256:1c9d0e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d", "ready": true}', want: ['harbor.acme.local/lab/lis-gateway:2.3.1@sha256:1c9d0e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d'] },
  { name: 'a digest alone', text: 'the new digest is sha256:5e3b1c9d0e4f5a6b7c8d9e0f1a2b3c4d, roll it', want: ['sha256:5e3b1c9d0e4f5a6b7c8d9e0f1a2b3c4d'] },
  // A seventh batch, written before the seventh change: a name right before a date's day took the day as its model
  // number. 0 of 2 before, 2 after; the model number beside them passed before and after.
  { name: 'a person before a Turkish date', text: "toplantı Selin Aksoy 14 Mart'ta, kararı o verecek", want: ['Selin Aksoy'], not: ['Selin Aksoy 14'] },
  { name: 'an agency before an English date', text: 'viewing with Knight Frank 12 March at noon', want: ['Knight Frank'], not: ['Knight Frank 12'] },
  { name: 'a model number still belongs to its name', text: 'order two Demlik Pro 2 kettles for 14 March', want: ['Demlik Pro 2'] },
  // A sixth batch, written before the sixth change, for the phones, paths, versions and amounts as other
  // countries and systems write them: 0 of 6 before, 6 after.
  { name: 'North American phones', text: 'call the front desk at (415) 555-0132 or +1 415-555-0132', want: ['(415) 555-0132', '+1 415-555-0132'] },
  { name: 'a London landline', text: 'London office 020 7946 0958, çağrı merkezi 0850 222 44 55', want: ['020 7946 0958', '0850 222 44 55'] },
  { name: 'a Windows path', text: 'rapor C:\\Users\\ayse\\Desktop\\gumruk_rapor_2026.xlsx dosyasında', want: ['C:\\Users\\ayse\\Desktop\\gumruk_rapor_2026.xlsx'] },
  { name: 'a network share', text: 'the share is \\\\fs01\\customs\\2026\\beyanname now', want: ['\\\\fs01\\customs\\2026\\beyanname'] },
  { name: 'a version with build metadata', text: 'release 1.2.3-beta.4+build.5 then 2.0.0-rc.1', want: ['1.2.3-beta.4+build.5', '2.0.0-rc.1'] },
  // Found by the identifier property after the change: an institution opening a bracket lost its first word ("Sanayi"
  // read as an accusative lead-in).
  { name: 'an institution in brackets', text: 'yazı (Sanayi ve Gümrük Bakanlığı) adına geldi', want: ['Sanayi ve Gümrük Bakanlığı'] },
  { name: 'lira written before the amount', text: 'kapora TL 4.500, kalan TL 12.750,50', want: ['TL 4.500', 'TL 12.750,50'] },
  // A fifth batch, written before the fifth change: a state or a setting a tool prints in capitals is its vocabulary
  // (as a state field's value already was); named by someone, or with a hyphen, it stays. 0 of 3 before, 3 after;
  // the two that stay passed before and after.
  { name: "a shipment's states in a tool's record", source: 'tool', text: '{"shipment": "SHP-20931", "hold_reason": "DOCS_MISSING", "next": "AWAIT_BROKER"}', want: ['SHP-20931'], not: ['DOCS_MISSING', 'AWAIT_BROKER'] },
  { name: "a job's exit states in a log", source: 'tool', text: 'job JB-4471 exited: OOM_KILLED after RETRY_LIMIT_REACHED', want: ['JB-4471'], not: ['OOM_KILLED', 'RETRY_LIMIT_REACHED'] },
  { name: 'settings in an environment dump', source: 'tool', text: 'NODE_ENV=production\nFLAGS_URL=https://flags.acme-ci.dev/v1/prod', want: ['https://flags.acme-ci.dev/v1/prod'], not: ['NODE_ENV', 'FLAGS_URL'] },
  { name: 'a state the user names stays', text: 'set SHP-20931 to AWAIT_BROKER until the papers come', want: ['SHP-20931', 'AWAIT_BROKER'] },
  { name: 'a route code with hyphens in a tool stays', source: 'tool', text: 'route IST-ESB-ANK assigned to 34 VK 118', want: ['IST-ESB-ANK', '34 VK 118'] },
  // A fourth batch, written before the fourth change: a connector before a day is Turkish "too", not a name's: 0 of 3
  // before, 3 after (the fourth, a name with one, passed before and after).
  { name: 'a pet and a day joined by the particle de', text: 'Zeytin de Perşembe kontrole gelsin', want: [], not: ['Zeytin de Perşembe'] },
  { name: 'two people and their days', text: 'Ayşe da Cuma günü gelir, Mehmet de Salı', want: [], not: ['Ayşe da Cuma', 'Mehmet de Salı'] },
  { name: 'a name and a weekday joined by of', text: 'ask Maren of Monday fame about it', want: [], not: ['Maren of Monday'] },
  { name: 'names with connectors still whole', text: 'we stay at Casa da Música, then Rua de Miragaia 104', want: ['Casa da Música', 'Rua de Miragaia 104'] },
  // Written after the first change, before the second (noise a reader does not search for): 0 of 8 before, 8 after.
  { name: 'a diff names the file, not its sides', source: 'tool', text: 'diff --git a/src/billing/invoice.ts b/src/billing/invoice.ts\n--- a/src/billing/invoice.ts\n+++ b/src/billing/invoice.ts', want: ['src/billing/invoice.ts'], not: ['a/src/billing/invoice.ts', 'b/src/billing/invoice.ts'] },
  { name: 'times with am and pm', text: 'the courier came at 3:12pm, then again at 5:30 pm', want: [], not: ['3:12pm', '5:30 pm', '5:30'] },
  { name: 'numbers in scientific notation', text: 'lr 3.0e-04 and weight decay 1e-5 for run RN-2291', want: ['RN-2291'], not: ['3.0e-04', '1e-5'] },
  { name: 'Unix times with their fraction', source: 'tool', text: 'ts=1764765012.004100 level=warn job=JB-8812 next=1764765071.5', want: ['JB-8812'], not: ['1764765012.004100', '1764765071.5'] },
  { name: 'a count of a model', text: 'book 8xA100 for the sweep, 2xL4 is enough for eval', want: [], not: ['8xA100', '2xL4'] },
  { name: 'an imaging test and its days', text: 'MR 14 gün sonra çıkar, BT 3 günde', want: [], not: ['MR 14'] },
  { name: 'language levels and their head counts', text: 'B2 16 kişi, C1 9 kişi, A2 12 kişi', want: [], not: ['B2 16', 'A2 12'] },
  { name: 'an exchange rate\'s unit', text: 'kur 1 EUR = 36,40 TL, fatura 12.480,00 EUR', want: ['36,40 TL', '12.480,00 EUR'], not: ['1 EUR'] },
  { name: 'HTTP code and log level', source: 'tool', text: 'ERROR 502 upstream, WARN 3 retries, HTTP 503', want: [], not: ['ERROR 502', 'WARN 3', 'HTTP 503'] },
];

/**
 * Cases the extractor still misses (run as expected failures). Before the round's change 46 of the 65 passed:
 * missed were a tariff code of five groups (two cases), a container number spaced, a supplier's "Co., Ltd.", a
 * ministry named with "ve" and an English institution with "and", a bill of lading after its carrier's code, numbers
 * of a series with a dash (a listing, an e-ticket, an MEL item), a name after academic titles, a landline with its
 * area code in brackets, a document noun, a "your" noun and a carrier's word opening a sentence before a name, and
 * as noise: standards written as codes, a disease's code, command options. After it, 63 of 65. The twentieth round
 * reads "Hesabın" as a business noun with "your" (`possessedNoun`: only the nouns that lead in, since a name may end
 * so, "Aydın", "Metin"): one case more.
 */
const MISSED = new Set<string>([
  // Four capitals and nine digits: a carrier's bill of lading, but as often a label before a number of its own.
  'bill of lading after its carrier code',
  // Two digits, two, two: read as a date (year first), which it could be.
  'MEL item',
]);

describeIdentifierCases('extractIdentifiers, a ninth list: domains no conversation is about', CASES, MISSED);
