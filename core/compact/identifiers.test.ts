import { describe, expect, it } from 'vitest';
import { extractIdentifiers } from './identifiers.js';

describe('extractIdentifiers', () => {
  it('keeps record numbers, files, hosts, services, names and links verbatim, without Turkish case suffixes', () => {
    expect(
      extractIdentifiers(
        "INC-7781'e bak; Ayşe Yılmaz odeme-gateway-2026-03-14.log dosyasını ve https://durum.example.com/olay/7781 bağlantısını ekledi, e-Fatura Paketi ve stok-senkron etkilendi, ist-prod-k8s-node-14 şüpheli, sipariş #4521.",
      ),
    ).toEqual([
      'INC-7781', 'Ayşe Yılmaz', 'odeme-gateway-2026-03-14.log', 'https://durum.example.com/olay/7781', 'e-Fatura Paketi',
      'stok-senkron', 'ist-prod-k8s-node-14', '#4521',
    ]);
  });

  it('keeps spaced IBANs, URIs, image references and digests whole', () => {
    expect(extractIdentifiers('IBAN: TR33 0006 1005 1978 6457 8413 26, alıcı Ayşe Nur Demirtaş.')).toEqual([
      'TR33 0006 1005 1978 6457 8413 26', 'Ayşe Nur Demirtaş',
    ]);
    expect(extractIdentifiers('wire to DE89 3704 0044 0532 0130 00 today')).toEqual(['DE89 3704 0044 0532 0130 00']);
    expect(extractIdentifiers('artifacts go to s3://corvid-releases/atlas/v2.14.0/ now')).toEqual(['s3://corvid-releases/atlas/v2.14.0/']);
    expect(extractIdentifiers('pushed ghcr.io/acme/billing-api:v1.4.2 (sha256:4be1f0c2a9d87e3b6c15d0fa2e9b7c3d)', { source: 'tool' })).toEqual([
      'ghcr.io/acme/billing-api:v1.4.2', 'sha256:4be1f0c2a9d87e3b6c15d0fa2e9b7c3d',
    ]);
  });

  it('keeps names of several words with their small words, company suffixes and numbers', () => {
    expect(extractIdentifiers('Ödeme Ege Tekstil A.Ş. hesabına, ajans Moda Medya Ajans Ltd. Şti. faturası.')).toEqual([
      'Ege Tekstil A.Ş.', 'Moda Medya Ajans Ltd. Şti.',
    ]);
    expect(extractIdentifiers('the venue is Palácio das Cardosas Events, hotel at Via dei Santi Quattro 44')).toEqual([
      'Palácio das Cardosas Events', 'Via dei Santi Quattro 44',
    ]);
    expect(extractIdentifiers('{"activity":"Rabelo private cruise, Six Bridges","yolcular":["AYŞE TUNÇ","ONUR TUNÇ"]}', { source: 'tool' })).toEqual([
      'Rabelo private cruise, Six Bridges', 'AYŞE TUNÇ', 'ONUR TUNÇ',
    ]);
  });

  it('keeps licence plates, prices per unit and price ranges whole (a fourth list, written before the change)', () => {
    // Cut apart before: "VK 1187" for "34 VK 1187", "£54.95" for "£54.95/m2", "£910" for "£910–1,190".
    expect(extractIdentifiers('araç 34 VK 1187, yedek 16 KL 2275 plakalı kamyon')).toEqual(['34 VK 1187', '16 KL 2275']);
    expect(extractIdentifiers('tiles are £54.95/m2 and the app is $79/yr')).toEqual(['£54.95/m2', '$79/yr']);
    expect(extractIdentifiers('expect £910–1,190 for the worktop and €300-400 for fitting')).toEqual(['£910–1,190', '€300-400']);
  });

  it('keeps amounts with thousand separators and their currency, versions, branches and flights', () => {
    expect(extractIdentifiers('toplam 12.500,00 TL, kira $1,800 ve €2,400.00; bütçe 1.250.000 TL')).toEqual([
      '12.500,00 TL', '$1,800', '€2,400.00', '1.250.000 TL',
    ]);
    expect(extractIdentifiers("bütçeyi 150.000'e çıkarabiliriz")).toEqual(['150.000']);
    expect(extractIdentifiers('revert to v2.14.3 on feature/odeme-retry, flight U2 5171 and TK1861')).toEqual([
      'v2.14.3', 'feature/odeme-retry', 'U2 5171', 'TK1861',
    ]);
    expect(extractIdentifiers('kart 454360******1128 ile, amex ending 3008')).toEqual(['454360******1128', '3008']);
  });

  it('an identifier that ends a sentence is whole, without the full stop', () => {
    expect(extractIdentifiers('bilet numarası INC-2041. Sonra rapor_2026-Q3.xlsx dosyasına bak.')).toEqual(['INC-2041', 'rapor_2026-Q3.xlsx']);
  });

  it('leaves out the layout of an answer: headings, table header rows, bold labels', () => {
    const answer = [
      '## Project Summary',
      '| Net Maaş | Brüt Maaş |',
      '|---|---|',
      '| 42.350,00 TL | 55.000,00 TL |',
      '**Next Steps**: ask Ayşe Nur Demirtaş about INC-2041',
    ].join('\n');
    expect(extractIdentifiers(answer, { source: 'assistant' })).toEqual(['42.350,00 TL', '55.000,00 TL', 'Ayşe Nur Demirtaş', 'INC-2041']);
  });

  it('leaves out noise: SQL, table headers, status words next to numbers, acronyms, hyphenated words, lone capitals', () => {
    expect(extractIdentifiers('SELECT merchant_id, COUNT(*) FROM captures WHERE id = \'M-10442\'', { source: 'tool' })).toEqual(['M-10442']);
    expect(extractIdentifiers('STATUS   COUNT   REGION\nOK 200   FAILED 3   HTTP 429\nMERCHANT_ID | UNVAN | ISLEM', { source: 'tool' })).toEqual([]);
    expect(extractIdentifiers('timestamps in UTC, a non-refundable single-use 15-minute slot in Porto with Maren')).toEqual([]);
    expect(extractIdentifiers('Saatleri Türkçe yaz, 2026-03-14T02:10:51Z ERROR 23:14, 2026 yılında 512 MB, 0.004 oranı.')).toEqual([]);
    // A code in capitals a tool prints is its vocabulary since the sixteenth round (of the tuning half's sixteen named
    // only by a tool, two were identifiers of the truth files); said by someone, it is taken from their words.
    expect(extractIdentifiers('ACS_TIMEOUT on pgw-prod-03:9187, 3.12M rows in 11m42s', { source: 'tool' })).toEqual(['pgw-prod-03']);
    expect(extractIdentifiers('ACS_TIMEOUT on pgw-prod-03:9187, 3.12M rows in 11m42s', { source: 'assistant' })).toEqual(['ACS_TIMEOUT', 'pgw-prod-03']);
  });
});

/**
 * A list of our own for issue 14's second class, written before the change
 * as a reviewer would judge: a record, a name, a link, an amount is an
 * identifier; a system's vocabulary — column and setting names in snake
 * case, states such as CrashLoopBackOff, EXPLAIN's row labels, everyday
 * hyphenated words — is not, wherever it appears.
 */
describe('extractIdentifiers, a second list: records in, vocabulary out', () => {
  const cases: { text: string; source?: 'user' | 'assistant' | 'tool'; want: string[]; not: string[] }[] = [
    { text: 'deploy payments-api v3.2.1 to eu-west-1, ticket OPS-2231, PR #4412', want: ['payments-api', 'v3.2.1', 'eu-west-1', 'OPS-2231', '#4412'], not: [] },
    { text: 'roll back to ghcr.io/acme/api:v3.2.0, commit 9f3e2a1c', source: 'assistant', want: ['ghcr.io/acme/api:v3.2.0', '9f3e2a1c'], not: [] },
    { text: 'export is in reports/2026-11/ledger_export.csv and s3://acme-backups/2026/11/', want: ['reports/2026-11/ledger_export.csv', 's3://acme-backups/2026/11/'], not: [] },
    { text: 'the customer is Nordwind Logistik GmbH, IBAN DE44 5001 0517 5407 3249 31, owes €12,450.00', want: ['Nordwind Logistik GmbH', 'DE44 5001 0517 5407 3249 31', '€12,450.00'], not: [] },
    { text: 'fatura no FTR-2026-00412, tutar 3.250,00 TL, kullanıcı ayse.kaya, sunucu api-gw-03', want: ['FTR-2026-00412', '3.250,00 TL', 'ayse.kaya', 'api-gw-03'], not: [] },
    { text: 'branch fix/retry-backoff on db-replica-02', want: ['fix/retry-backoff', 'db-replica-02'], not: [] },
    {
      text: 'pid | state | wait_event | query\n48213 | active | relation | SELECT merchant_id, failure_code, created_at FROM charges',
      source: 'tool',
      want: [],
      not: ['wait_event', 'merchant_id', 'failure_code', 'created_at'],
    },
    { text: 'The pod is in CrashLoopBackOff and the other in ImagePullBackOff; statement_timeout is 30s, max_connections 500.', source: 'assistant', want: [], not: ['CrashLoopBackOff', 'ImagePullBackOff', 'statement_timeout', 'max_connections'] },
    { text: 'Index Scan Backward using idx_ledger on ledger_entries\nPlanning Time: 0.2 ms\nExecution Time: 41.3 ms', source: 'tool', want: [], not: ['Index Scan Backward', 'Planning Time', 'Execution Time', 'ledger_entries'] },
    { text: 'set lock_timeout and check pg_stat_activity, http_requests_total and p99_latency_ms', want: [], not: ['lock_timeout', 'pg_stat_activity', 'http_requests_total'] },
    { text: 'a read-only follow-up on the on-call rota, opt-out by end-of-day, real-time and end-to-end', want: [], not: ['read-only', 'follow-up', 'on-call', 'opt-out', 'end-of-day', 'real-time', 'end-to-end'] },
    { text: 'Rezervasyon kodu PNR X7K2QL, uçuş TK 1981, otel Grand Hyatt Istanbul', want: ['TK 1981', 'Grand Hyatt Istanbul'], not: [] },
  ];
  it.each(cases)('$text', ({ text, source, want, not }) => {
    const found = extractIdentifiers(text, source === undefined ? {} : { source });
    for (const id of want) expect(found, id).toContain(id);
    for (const id of not) expect(found, id).not.toContain(id);
  });

  // A third list, written before the change: the program's own code locations in tool output (a traceback's frames,
  // a logger's file:line prefix, a stack frame, an exception's class) are the system's vocabulary, not records; the
  // records beside them stay.
  it.each([
    ['Traceback (most recent call last):\n  File "/usr/lib/python3.11/subprocess.py", line 571, in run\nCalledProcessError: job EXP-2231 failed', ['EXP-2231'], ['/usr/lib/python3.11/subprocess.py', 'subprocess.py', 'CalledProcessError']],
    ['[2026-11-30, 02:09:51 UTC] {taskinstance.py:441} ERROR - dag_orders_v2 failed', ['dag_orders_v2'], ['taskinstance.py']],
    ['java.lang.IllegalStateException: invoice INV-88120 locked\n\tat com.acme.billing.Invoice.render(Invoice.java:88)\n\tat com.acme.billing.Batch.run(Batch.java:41)', ['INV-88120'], ['java.lang', 'IllegalStateException', 'com.acme.billing.Invoice.render', 'Invoice.java', 'Batch.java']],
    ['Error: ECONNRESET on pgw-prod-02\n    at TLSSocket.onConnectEnd (node:_tls_wrap:1727:19)\n    at node:internal/process/task_queues:95:5', ['pgw-prod-02'], ['internal/process/task_queues', 'TLSSocket.onConnectEnd']],
  ])('code locations in tool output are not records: %s', (text, want, not) => {
    const found = extractIdentifiers(text, { source: 'tool' });
    for (const id of want) expect(found, id).toContain(id);
    for (const id of not) expect(found, id).not.toContain(id);
  });
});
