/**
 * The identifier extractor's documented kinds and noise (docs/compaction.md,
 * "identifiers character for character"; the kinds and the noise list at the
 * top of `core/compact/identifiers.ts`), each written out once in a short
 * sentence with exactly what comes out of it, and beside it its near misses:
 * the same value one step outside its kind's shape (a group too short, a
 * house number of one digit, a scheme of one letter, a state where a record
 * would be, a tool's output where only someone's words count), which must
 * come out otherwise or not at all.
 *
 * The expectations are written by hand from the documented rules: nothing
 * here runs or copies the extractor's patterns. Every word around a value
 * is a lower-case word with no digit, so nothing else of a sentence is an
 * identifier.
 */
export interface IdentifierRow {
  text: string;
  /** Who wrote it (the extractor's `source`); someone's words when absent. */
  source?: 'user' | 'assistant' | 'tool';
  /** Every identifier of the text, each exactly as written; nothing else comes out. */
  want: readonly string[];
  /** The row reads the text's start, its lines or a tool's layout: it is read as written, never inside other talk. */
  alone?: true;
  why: string;
}

export const IDENTIFIER_ROWS: readonly IdentifierRow[] = [
  // ---------------------------------------------------------------- links, addresses, digests, images
  { text: 'bağlantı jdbc:postgresql://rpt-db-03:5432/finans çalışmıyor', want: ['jdbc:postgresql://rpt-db-03:5432/finans'], why: 'a JDBC link keeps its jdbc: prefix' },
  { text: 'the cache at redis://cache-eu-01:6379/4 is full', want: ['redis://cache-eu-01:6379/4'], why: 'a link of any scheme, port and all' },
  { text: 'the runbook <https://wiki.kuzeyteknik.io/runbooks/odeme> is there', want: ['https://wiki.kuzeyteknik.io/runbooks/odeme'], why: 'angle brackets around a link are not part of it' },
  { text: 'bak https://status.kuzeyteknik.io/incidents/8812.', want: ['https://status.kuzeyteknik.io/incidents/8812'], why: "the sentence's full stop is not the link's" },
  { text: 'try x://pano.kuzey.io/a please', want: ['pano.kuzey.io'], why: 'a scheme of one letter is no scheme: only the host is a name' },
  { text: 'the filter ?durum=acik&sayfa=3 works', want: ['?durum=acik&sayfa=3'], why: 'a query string in someone’s words is one value' },
  { text: 'GET /v1/siparis?durum=acik&sayfa=3 200', source: 'tool', want: ['/v1/siparis'], why: 'in tool output a query string is not taken whole, the path is' },
  { text: 'ops+alerts@kuzey-lojistik.com.tr yazdı', want: ['ops+alerts@kuzey-lojistik.com.tr'], why: 'an e-mail address with a plus and a dashed domain' },
  { text: 'sent to deniz_k@posta.example.co.uk and @deniz too', want: ['deniz_k@posta.example.co.uk'], why: 'an address whole; a handle after an at sign alone is none' },
  {
    text: 'image sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 pulled',
    want: ['sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'],
    why: 'a digest whole, its algorithm with it',
  },
  { text: 'digest sha256:9f86…0a08 matches', want: ['sha256:9f86…0a08'], why: 'a digest elided with an ellipsis, as a tool prints it, is one value' },
  { text: 'digest sha512:c0ffee12...beef3401 matches', want: ['sha512:c0ffee12...beef3401'], why: 'a digest elided with three dots' },
  { text: 'pull registry.local:5000/lojistik/rota-api:2.7.1 now', want: ['registry.local:5000/lojistik/rota-api:2.7.1'], why: "a registry's port and the image's tag belong to it" },
  { text: 'pull library/nginx:latest now', want: ['library/nginx:latest'], why: 'an image on Docker Hub tagged latest' },
  { text: 'pull kuzey/rota-worker:v3.2.0 now', want: ['kuzey/rota-worker:v3.2.0'], why: 'an image on Docker Hub tagged with a version' },
  { text: 'see docs/kurulum.md:12 now', want: ['docs/kurulum.md'], why: 'a file and its line is no image: the file comes out' },
  { text: 'bkz 10.1038/s41586-021-03819-2 makalesi', want: ['10.1038/s41586-021-03819-2'], why: 'a DOI' },
  { text: 'the paper 10.1016/S0140-6736(21)00447-9, read it', want: ['10.1016/S0140-6736(21)00447-9'], why: "a DOI's brackets are its own, the comma after it is not" },
  { text: 'role arn:aws:s3:::kuzey-arsiv/raporlar/* is broad', want: ['arn:aws:s3:::kuzey-arsiv/raporlar/*'], why: "an S3 ARN with empty region and account" },
  // ---------------------------------------------------------------- banks, cards, transport, phones
  { text: 'IBAN TR330006100519786457841326 lütfen', want: ['TR330006100519786457841326'], why: 'an IBAN without spaces' },
  { text: 'hesap DE89 3704 0044 0532 0130 00 olsun', want: ['DE89 3704 0044 0532 0130 00'], why: 'a spaced IBAN whole, its short last group too' },
  { text: 'card 4543xxxx1128 declined', want: ['4543xxxx1128'], why: 'a card masked with x' },
  { text: 'kart 5355••••••0917 reddedildi', want: ['5355••••••0917'], why: 'a card masked with bullets' },
  { text: 'card •••• •••• •••• 3384 declined', want: ['•••• •••• •••• 3384'], why: 'a card masked in groups, the last shown' },
  { text: 'card **** 7712 on file', want: ['**** 7712'], why: 'one masked group and the last four' },
  { text: 'flight TK 1981 lands late', want: ['TK 1981'], why: 'a flight: airline code, space, number' },
  { text: 'uçuş PC 2017 iptal', want: ['PC 2017'], why: 'a flight whose number looks like a year' },
  { text: 'flight TK 19811 lands late', want: ['19811'], why: 'five digits are no flight number: the bare number of five digits comes out' },
  { text: 'container TCLU 552109 3 is late', want: ['TCLU 552109 3'], why: 'a container spaced' },
  { text: 'container MRKU8812340 is late', want: ['MRKU8812340'], why: 'a container unspaced' },
  { text: 'konteyner TGHU 881234-0 gecikti', want: ['TGHU 881234-0'], why: 'a container with its check digit after a dash' },
  { text: 'call (0312) 418 22 90 today', want: ['(0312) 418 22 90'], why: "a landline, its area code in brackets" },
  { text: 'ara 0532 771 40 18 lütfen', want: ['0532 771 40 18'], why: 'a mobile in groups' },
  { text: 'call +44 7700 900461 today', want: ['+44 7700 900461'], why: 'a number with its country code' },
  { text: 'ara +90 (532) 418 27 90 lütfen', want: ['+90 (532) 418 27 90'], why: 'a country code and an area code in brackets' },
  { text: 'call (212) 555-0198 today', want: ['(212) 555-0198'], why: 'a North American phone' },
  { text: 'call 646.555.0143 today', want: ['646.555.0143'], why: 'a North American phone with dots' },
  { text: 'call +1 646-555-0143 today', want: ['+1 646-555-0143'], why: 'a North American phone with its country code' },
  { text: 'tracking 7281 4410 9932 0045 tamam', want: ['7281 4410 9932 0045'], why: 'digits in groups of four read aloud' },
  { text: 'tracking 7281 4410 please', want: [], why: 'two groups of four are no tracking number' },
  { text: 'years 2024 2025 2026 were fine', want: [], why: 'a list of years is none' },
  { text: 'plate 06 ABC 123 and 34 VK 1187’yi', want: ['06 ABC 123', '34 VK 1187'], why: 'Turkish licence plates, a suffix after one' },
  // ---------------------------------------------------------------- amounts
  { text: 'plan $79/yr or £910–1,190 or €1.2m or £40k', want: ['$79/yr', '£910–1,190', '€1.2m', '£40k'], why: 'an amount per a unit, a range, in millions, in thousands' },
  { text: 'kira ₺18.500/ay', want: ['₺18.500/ay'], why: 'an amount per month in Turkish' },
  { text: 'price 1.250 CHF and 250 € and 40 USD', want: ['1.250 CHF', '250 €', '40 USD'], why: 'an amount with its currency after it' },
  { text: 'teklif 38.000–41.000 TL arası', want: ['38.000–41.000 TL'], why: 'a range closed by its currency is one value' },
  { text: 'teklif 38.000 - 41.000 TL arası', want: ['38.000 - 41.000 TL'], why: 'a range with spaces around its dash' },
  { text: 'bütçe €12 400 ve 1 800 TL’yi aşmasın', want: ['€12 400', '1 800 TL'], why: 'thousands grouped by a space in someone’s words' },
  { text: 'EUR 12.500 and TRY 250.000 and USD 42', want: ['EUR 12.500', 'TRY 250.000', 'USD 42'], why: "an amount after its currency's code" },
  { text: 'USD 4 is the fee', want: [], why: 'a code before one digit is no amount' },
  { text: 'total 12,480.00 and 27.500,00 here', source: 'tool', want: ['12,480.00', '27.500,00'], why: 'in tool output grouped numbers with cents are amounts' },
  { text: 'took 1,234.56 ms and 3.500,25% and 1,204.50s', source: 'tool', want: [], why: 'a grouped number with a unit after it is a measurement' },
  { text: 'total 12,480 and 150.000 here', source: 'tool', want: [], why: 'in tool output grouped numbers without cents are measurements' },
  { text: 'bütçe 150.000 olsun', want: ['150.000'], why: 'the user’s grouped number is an amount' },
  { text: 'bütçe 150.000.000 olsun', want: ['150.000.000'], why: 'several groups' },
  { text: 'skor 15.0000 oldu', want: [], why: 'a group of four digits is no thousand separator' },
  // ---------------------------------------------------------------- addresses and parcels
  { text: 'office is 233 E 42nd St now', want: ['233 E 42nd St'], why: 'an English address with a direction and an ordinal' },
  { text: 'moved to 1200 Pine Ave #305 last year', want: ['1200 Pine Ave #305'], why: 'an address with its unit after a hash' },
  { text: 'moved to 27 Elm Grove Rd, Flat 2 last year', want: ['27 Elm Grove Rd, Flat 2'], why: 'an address with its flat' },
  { text: 'moved to 48 N. Harbor Boulevard, Suite 12B last year', want: ['48 N. Harbor Boulevard, Suite 12B'], why: 'a direction with a dot, a suite with a letter' },
  { text: 'we moved to 14 Kings Road last year', want: ['14 Kings Road'], why: 'a house number of two digits' },
  { text: '3 Main Street signs were stolen', want: ['Main Street'], why: 'a number of one digit before a street is a count: the street is a name' },
  { text: 'adres 35 Sokak No: 12/3, Bornova.', want: ['35 Sokak No: 12/3, Bornova'], why: 'a numbered Turkish street, the door, the quarter' },
  { text: 'adres 1402 Sk. No: 7 olarak', want: ['1402 Sk. No: 7'], why: 'a numbered street abbreviated, no quarter' },
  { text: 'adres Kavak Sokak No: 9A, Kadıköy.', want: ['Kavak Sokak No: 9A, Kadıköy'], why: 'a named street, the door with a letter, the quarter' },
  { text: 'adres Atatürk Caddesi No: 112 üzerinde', want: ['Atatürk Caddesi No: 112'], why: "a named avenue's door" },
  { text: 'parsel 1245 ada 17 satıldı', want: ['1245 ada 17'], why: 'a block and a lot' },
  { text: 'tapu Ada 318 Parsel 22 satılık', want: ['Ada 318 Parsel 22'], why: "a land registry's block and lot, capitalised" },
  { text: 'tapu ada: 45, parsel: 9 satılık', want: ['ada: 45, parsel: 9'], why: 'with colons and a comma' },
  // ---------------------------------------------------------------- paths, versions, records, codes
  { text: 'dosya C:\\Users\\deniz\\teklif_2026.xlsx açılmıyor', want: ['C:\\Users\\deniz\\teklif_2026.xlsx'], why: 'a Windows path' },
  { text: 'paylaşım \\\\nas02\\muhasebe\\2026 dolu', want: ['\\\\nas02\\muhasebe\\2026'], why: 'a network share' },
  { text: 'sürüm 4.0.1-rc.2+sha.5114f85 çıktı', want: ['4.0.1-rc.2+sha.5114f85'], why: 'a version with its pre-release and its build' },
  { text: 'sürüm v2.3.0+build.17 çıktı', want: ['v2.3.0+build.17'], why: 'a version with a v and its build' },
  { text: 'build 22631.4460 and 24H2 and SOC2 and 3DS', want: ['22631.4460', '24H2'], why: 'a build number and a half-year release; short acronyms with a digit are none' },
  { text: 'commit 7fa03c2 and id lq9x2m4b8zt1 and last4 and rc1 and P1', want: ['7fa03c2', 'lq9x2m4b8zt1'], why: 'a hash and a random id; a word with a number, a priority are none' },
  { text: 'commit c0ffee12 and abcdef and 1234567', want: ['c0ffee12', '1234567'], why: 'letters and digits mixed is a hash; all letters is a word, all digits a bare number (of five or more)' },
  { text: 'tx_8f2a91c0 failed', want: ['tx_8f2a91c0'], why: 'an id with an underscore' },
  { text: 'version 10.4.1 and 2.3.10 and 1.0.10', want: ['10.4.1', '2.3.10', '1.0.10'], why: 'versions that are no dates' },
  { text: 'on 3.12.2026 and 03.12.26 and 2026-12-03', want: [], why: 'dates' },
  { text: 'between 10-12 and 3/4 and 15-minute and 2h30', want: [], why: 'ranges, fractions, durations' },
  { text: 'sizes 10gb and 5dk and 48h and 3.12M and 11m42s', want: [], why: 'measurements with their units' },
  { text: 'hours 8-to-6 and 9-till-5', want: [], why: 'hours as a range' },
  { text: 'bilet 235-2145678901 ve ilan 24-118903', want: ['235-2145678901', '24-118903'], why: 'a series and a number of six digits or more' },
  { text: 'between 24-1189 and 1200-1500', want: [], why: 'a shorter number after the series is a range' },
  { text: 'ticket CASE#2291 and SR#44812 open', want: ['CASE#2291', 'SR#44812'], why: "a queue's hash and number" },
  { text: 'issue #4521 and #odeme-ekibi and #7', want: ['#4521', '#odeme-ekibi'], why: 'a hashed number or channel; a hash and one digit is none' },
  { text: 'see getUserById and OrderService.create now', want: ['getUserById', 'OrderService.create'], why: 'camel case and dotted names' },
  { text: 'user ozan.kilic and okta:lina.berg and ldap:cgunes', want: ['ozan.kilic', 'okta:lina.berg', 'ldap:cgunes'], why: 'handles, dotted or behind a directory' },
  { text: 'ACS_TIMEOUT and MERCHANT_ID and IST-FCO', want: ['ACS_TIMEOUT', 'IST-FCO'], why: 'capitals with a separator; a column name is none' },
  { text: 'ACS_TIMEOUT and RETRY_LIMIT', source: 'tool', want: [], why: 'in tool output a state in capitals is vocabulary' },
  { text: 'number 88123 and 1234 and 9', want: ['88123'], why: 'a bare number of five digits; shorter ones are none' },
  { text: 'count 88123 and 1234', source: 'tool', want: [], why: 'in tool output bare numbers are measurements' },
  { text: 'aws_s3_bucket_versioning vs aws_s3_bucket_versioning.scans_euc1', want: ['aws_s3_bucket_versioning.scans_euc1'], why: "a resource type alone is vocabulary, with its resource's name a record" },
  { text: 'the CIDR 172.16.0.0/12 and host 10.0.0.1', want: ['172.16.0.0/12', '10.0.0.1'], why: 'a subnet and an address' },
  { text: 'we call /api/v2/orders and cron/idem-gc and release/2.14', want: ['/api/v2/orders', 'cron/idem-gc', 'release/2.14'], why: 'paths and branches' },
  { text: 'scheduled time 1764765012.004100 and 3.0e-04 and 8xA100', want: [], why: 'a Unix time, scientific notation, a count of a model' },
  { text: 'using utf-8 and x86_64 and arm64 and --dry-run', want: [], why: 'standards as codes and an option' },
  { text: 'services billing_api_v2 and odeme-gw and db-replica-02 but non-refundable', want: ['billing_api_v2', 'odeme-gw', 'db-replica-02'], why: 'kebab and snake service names; a hyphenated word is none' },
  { text: 'test test_refund_partial_with_fee_rounding failed', want: ['test_refund_partial_with_fee_rounding'], why: 'snake case of five parts or more is a generated test' },
  { text: 'column lock_timeout and merchant_id here', want: [], why: 'snake case without a digit is vocabulary' },
  // ---------------------------------------------------------------- fields a tool prints
  {
    text: '{"protokol_no": "2026114471", "task_id": "load_orders_daily", "durum": "EVRAK_EKSIK", "sonuc": "RED"}',
    source: 'tool',
    alone: true,
    want: ['2026114471', 'load_orders_daily'],
    why: "an id field's value is a record, a state field's value vocabulary",
  },
  { text: 'run_id=manual__2026-12-01T03:00:00Z dag=odeme_gunluk', source: 'tool', alone: true, want: ['manual__2026-12-01T03:00:00Z', 'odeme_gunluk'], why: "an Airflow run in UTC, a dag's name" },
  { text: 'run manual__2026-12-01T03:00:00.123456+03:00 ran', want: ['manual__2026-12-01T03:00:00.123456+03:00'], why: 'an Airflow run with its fraction and offset' },
  { text: 'run backfill__2026-12-01T03:00:00 ran', want: ['backfill__2026-12-01T03:00:00'], why: 'an Airflow run without an offset' },
  { text: '{"reviewers": ["mkaya"], "assignee": "unassigned", "author": "Deniz"}', source: 'tool', alone: true, want: ['mkaya'], why: "a reviewer's handle; nobody assigned is no handle" },
  { text: 'owner=bt requester=cgunes', source: 'tool', alone: true, want: ['cgunes'], why: 'a handle of two letters is none' },
  { text: '{"yolcu": "AYŞE TUNÇ", "activity": "Rabelo private cruise, Six Bridges"}', source: 'tool', alone: true, want: ['AYŞE TUNÇ', 'Rabelo private cruise, Six Bridges'], why: "a name field's short value is a name" },
  { text: 'STATUS  COUNT  MERCHANT_ID\nOK  12  m_4411', source: 'tool', alone: true, want: ['m_4411'], why: 'a header row and a status word are noise' },
  { text: '## Kuzey Lojistik Projesi\nfatura FTR-2291 gönderildi', alone: true, want: ['FTR-2291'], why: 'a heading is layout' },
  { text: '| Müşteri Adı | Fatura No |\n|---|---|\n| Deniz Yalçın | FTR-2291 |', alone: true, want: ['Deniz Yalçın', 'FTR-2291'], why: "a table's header row is layout, its cells are data" },
  { text: '**Sonraki Adımlar**: fatura FTR-2291 gönderilecek', alone: true, want: ['FTR-2291'], why: 'a bold label is layout' },
  // ---------------------------------------------------------------- companies, banks, BICs
  { text: 'KARDEŞLER GIDA A.Ş. ödedi', want: ['KARDEŞLER GIDA A.Ş.'], why: 'a company in capitals with its legal form' },
  { text: 'ACME HOLDINGS PLC and NORTH & SONS LLC paid', want: ['ACME HOLDINGS PLC', 'NORTH & SONS LLC'], why: 'companies in capitals, an ampersand inside one' },
  { text: 'ödeme ING Bank A.Ş. üzerinden', want: ['ING Bank A.Ş.'], why: 'a bank named by its acronym' },
  { text: 'ödeme TSKB Yatırım Bankası A.Ş. üzerinden', want: ['TSKB Yatırım Bankası A.Ş.'], why: 'an acronym and a name of two words' },
  { text: 'BIC SOGEDEFFXXX please', want: ['SOGEDEFFXXX'], why: 'a BIC of eleven' },
  { text: 'SWIFT kodu TGBATRIS lütfen', want: ['TGBATRIS'], why: 'a BIC of eight after its Turkish label' },
  { text: 'SWIFT code: DNBANOKK please', want: ['DNBANOKK'], why: 'after an English label and a colon' },
  { text: 'Ege Kimya San. ve Tic. A.Ş. ödedi', want: ['Ege Kimya San. ve Tic. A.Ş.'], why: "a Turkish company's trades and legal form" },
  { text: 'Moda Tekstil Ltd. Şti. ödedi', want: ['Moda Tekstil Ltd. Şti.'], why: 'a limited company' },
  { text: 'Harbor & Pine Ltd paid', want: ['Harbor & Pine Ltd'], why: 'an ampersand inside a name' },
  { text: 'ödeyen Kardeşler Gıda A.Ş.', want: ['Kardeşler Gıda A.Ş.'], why: "a company's last dot at a sentence's end is the legal form's" },
  // ---------------------------------------------------------------- names
  { text: 'bugün Burak Şen geldi', want: ['Burak Şen'], why: 'a surname that differs from a pronoun by a Turkish letter' },
  { text: 'bugün Ela Su Tan geldi', want: ['Ela Su Tan'], why: 'a surname of three names, one a pronoun without its Turkish letter' },
  { text: 'Teklif Burak’tan geldi', want: [], why: 'a document before a first name with its case ending: no name of two words' },
  { text: 'Randevu Sistemi’nde sorun var', want: ['Randevu Sistemi'], why: "a compound's case ending: the compound is a name of its own" },
  { text: 'Muhasebeden Selin Aksoy aradı', want: ['Selin Aksoy'], why: 'a place a sentence opens with is not the name' },
  { text: 'Müşterimiz Deniz Yalçın aradı', want: ['Deniz Yalçın'], why: 'our customer: a possessed noun is not the name' },
  { text: 'Deniz Yalçın aradı', want: ['Deniz Yalçın'], why: 'a first name ending like a possessed noun is the name' },
  { text: 'Sanayi ve Ticaret Odası onayladı', want: ['Sanayi ve Ticaret Odası'], why: "'ve' inside a chamber's name" },
  { text: 'the Office of Fair Trading and Consumer Affairs said no', want: ['Office of Fair Trading and Consumer Affairs'], why: "'and' inside an English body's name" },
  { text: 'Mehmet Ali Yılmaz and Ayşe Demir came', want: ['Mehmet Ali Yılmaz', 'Ayşe Demir'], why: "'and' between two people" },
  { text: 'we went to Smith’s Bakery and Jones Hardware', want: ['Smith’s Bakery', 'Jones Hardware'], why: "a place named after someone keeps the 's" },
  { text: 'we met O’Brien Kelly and D’Angelo Rossi', want: ['O’Brien Kelly', 'D’Angelo Rossi'], why: 'Irish and Italian names with their apostrophe' },
  { text: 'we met Jean-Luc Moreau there', want: ['Jean-Luc Moreau'], why: 'a hyphenated first name' },
  { text: 'we met A.B. Whitfield there', want: ['A.B. Whitfield'], why: 'initials' },
  { text: 'we met al-Hassan Nouri there', want: ['al-Hassan Nouri'], why: "a name's lower-case particle with a hyphen" },
  { text: 'we stayed at Rua das Flores 12 then', want: ['Rua das Flores 12'], why: 'a street with its connector and number' },
  { text: 'land at Leonardo da Vinci Airport then', want: ['Leonardo da Vinci Airport'], why: "a name's lower-case connector" },
  { text: 'buy Kettle Pro+ then', want: ['Kettle Pro+'], why: "a product's plus" },
  { text: 'ask Ayşe de Cuma gelsin', want: [], why: "Turkish 'too' between a first name and a day is no connector" },
];
