import { describe, expect, it } from 'vitest';
import { extractSummary } from './extractSummary.js';
import { emptyContent, type SummaryContent, type SummaryInput, type SummaryTurn } from './summary.js';

function input(turns: SummaryTurn[], more: Partial<SummaryInput> = {}): SummaryInput {
  return { turns, previous: emptyContent(), language: 'tr', maxTurn: turns[turns.length - 1]?.n ?? 0, ...more };
}

const texts = (content: SummaryContent, key: keyof SummaryContent): string[] => content[key].map((i) => i.text);

describe('extractSummary', () => {
  it('keeps the user\'s rules verbatim with their turn, answered questions out, identifiers from every role', () => {
    const content = extractSummary(
      input([
        { n: 1, role: 'user', text: 'Merhaba. Türkçe yaz. Tablo kullanma, düz liste yeter. Şu müşteri için bakıyoruz: Marmara Enerji (müşteri no 15990).' },
        { n: 2, role: 'assistant', text: 'Anlaşıldı, kısa ve Türkçe yazacağım.' },
        { n: 3, role: 'user', text: 'Dün geceki kesinti hangi olaya bağlı?' },
        { n: 4, role: 'assistant', text: '', calls: ['olay_ara({"sorgu":"15990 kesinti"})'] },
        { n: 5, role: 'tool', text: 'INC-7781 | 2026-11-29 23:14 | P1 | açık | trace=864046' },
        { n: 6, role: 'assistant', text: 'Kesinti INC-7781 olayına bağlı.' },
        { n: 7, role: 'user', text: 'Geri almayı reddettik. Yeni sürümle devam edelim. Değişiklik onayı Kerem Doğan’dan bekleniyor. Peki kök neden ne?' },
      ]),
    );
    expect(content.constraints).toEqual([
      { text: 'Türkçe yaz.', turns: [1] },
      { text: 'Tablo kullanma, düz liste yeter.', turns: [1] },
      { text: 'Şu müşteri için bakıyoruz: Marmara Enerji (müşteri no 15990).', turns: [1] },
    ]);
    expect(texts(content, 'rejected')).toEqual(['Geri almayı reddettik.']);
    expect(texts(content, 'decisions')).toEqual(['Yeni sürümle devam edelim.']);
    // The answered question is not open; the unanswered one and the pending step are.
    expect(texts(content, 'openQuestions')).toEqual(['Değişiklik onayı Kerem Doğan’dan bekleniyor.', 'Peki kök neden ne?']);
    // Marmara Enerji and 15990 are spelled out in a kept rule, Kerem Doğan in a kept step: only INC-7781 needs a line.
    expect(content.identifiers).toEqual([{ text: 'INC-7781', turns: [5] }]);
  });

  it('leaves someone else\'s wish out and keeps the user\'s answer to it', () => {
    const content = extractSummary(
      input(
        [
          { n: 1, role: 'user', text: 'Dana pinged, she wants the whole v4.18.2 rolled back asap. I dont think so, not rolling back the whole release for one bad index.' },
          { n: 2, role: 'user', text: 'the customer wants a refund. do not refund, offer a credit instead of a refund.' },
        ],
        { language: 'en' },
      ),
    );
    const all = [...texts(content, 'constraints'), ...texts(content, 'decisions'), ...texts(content, 'rejected')].join('\n');
    expect(all).not.toContain('wants the whole v4.18.2');
    expect(all).not.toContain('wants a refund');
    expect(texts(content, 'rejected')).toEqual(['I dont think so, not rolling back the whole release for one bad index.']);
    expect(texts(content, 'constraints')).toEqual(['do not refund, offer a credit instead of a refund.']);
  });

  it('marks a rule that a later turn replaced, in the range or in the raw turns after it', () => {
    const turns: SummaryTurn[] = [
      { n: 1, role: 'user', text: 'planning an offsite. budget is €38,000 all in, 14 people.' },
      { n: 2, role: 'assistant', text: 'Noted.' },
      { n: 3, role: 'user', text: 'budget got cut, we are at €32,500 now.' },
    ];
    const content = extractSummary(input(turns, { language: 'en', later: [{ n: 9, role: 'user', text: 'headcount changed, so 17 people now' }] }));
    expect(content.constraints).toEqual([
      { text: 'budget is €38,000 all in, 14 people.', turns: [1], supersededBy: 3 },
      { text: 'budget got cut, we are at €32,500 now.', turns: [3] },
    ]);
    // An earlier summary's item is returned again, marked, when this range replaces it.
    const previous = { ...emptyContent(), constraints: [{ text: 'kampanya 4-10 mayıs', turns: [1] }] };
    const next = extractSummary({
      turns: [{ n: 30, role: 'user', text: 'tarihler değişti. 3 mayıs pazar başlayalım' }],
      previous,
      language: 'tr',
      maxTurn: 30,
    });
    expect(next.constraints).toContainEqual({ text: 'kampanya 4-10 mayıs', turns: [1], supersededBy: 30 });
  });

  it('a prohibition said in one item with a value that changed later stays live on its own', () => {
    // Written before the change, after a tuning conversation lost "don't touch the plotter PC" with its changed window.
    const cases: [string, string, string, 'en' | 'tr'][] = [
      ['ground rules: no reboots between 8 and 6, patching only in the Saturday 02:00-05:00 window, and don\'t touch the plotter PC', 'we moved the patching window to Sunday 01:00-04:00', "don't touch the plotter PC", 'en'],
      ['6 laptops for the refresh, hardware budget is $14,000, never wipe one before the backup is checked', 'we need 8 laptops now', 'never wipe one before the backup is checked', 'en'],
      ['kurallar: bütçe 20 bin TL, müşteriyi hafta sonu arama', 'bütçeyi 25 bine çıkardık', 'müşteriyi hafta sonu arama', 'tr'],
    ];
    for (const [rule, change, prohibition, language] of cases) {
      const content = extractSummary(input([
        { n: 1, role: 'user', text: rule },
        { n: 2, role: 'assistant', text: 'Noted.' },
        { n: 3, role: 'user', text: change },
      ], { language }));
      const live = content.constraints.filter((i) => i.supersededBy === undefined).map((i) => i.text);
      expect(live.some((t) => t.includes(prohibition)), `${prohibition} in ${JSON.stringify(live)}`).toBe(true);
      // The item as said is kept too, marked: what changed is not shown as current.
      expect(content.constraints.some((i) => i.supersededBy === 3 && i.text.includes(prohibition))).toBe(true);
    }
  });

  it('orders identifiers by their value and leaves out those the raw turns spell out', () => {
    const content = extractSummary(
      input(
        [
          { n: 1, role: 'user', text: 'selam, INC-4471 yine patladı, dosya s3://ops/inc-4471/dump.csv' },
          { n: 2, role: 'assistant', text: '', calls: ['log_sorgu({"servis":"odeme-gw"})'] },
          { n: 3, role: 'tool', text: 'pgw-prod-03 ERROR tx_8f2a91c0 merchant=M-10442\npgw-prod-01 OK tx_8f2a93d1' },
          { n: 4, role: 'assistant', text: 'Hatalar pgw-prod-03 üzerinde, tx_8f2a91c0 dahil.' },
        ],
        { later: [{ n: 5, role: 'user', text: 'M-10442 kimin?' }] },
      ),
    );
    const ids = texts(content, 'identifiers');
    // The user's first, then what the assistant named, then tool-only records; M-10442 is in a raw turn.
    expect(ids.slice(0, 2)).toEqual(['INC-4471', 's3://ops/inc-4471/dump.csv']);
    expect(ids.indexOf('pgw-prod-03')).toBeLessThan(ids.indexOf('pgw-prod-01'));
    expect(ids).not.toContain('M-10442');
  });

  it('lists an identifier once, with the turn that first named it, however often and by whom it is named', () => {
    const content = extractSummary(
      input([
        { n: 1, role: 'user', text: 'INC-4471 için bak, dosya s3://ops/inc-4471/dump.csv' },
        { n: 2, role: 'assistant', text: '', calls: ['olay_ara({"id":"INC-4471"})'] },
        { n: 3, role: 'tool', text: 'INC-4471 | P2 | açık\nINC-4471 | P2 | açık\ns3://ops/inc-4471/dump.csv 12 MB' },
        { n: 4, role: 'assistant', text: 'INC-4471 hâlâ açık; s3://ops/inc-4471/dump.csv 12 MB.' },
        { n: 5, role: 'user', text: 'INC-4471 ve s3://ops/inc-4471/dump.csv bende de açık görünüyor' },
        { n: 6, role: 'assistant', text: 'Peki.' },
      ]),
    );
    const ids = content.identifiers.flatMap((item) => item.text === 'INC-4471' || item.text === 's3://ops/inc-4471/dump.csv' ? [item] : []);
    expect(ids).toEqual([
      { text: 'INC-4471', turns: [1] },
      { text: 's3://ops/inc-4471/dump.csv', turns: [1] },
    ]);
    expect(new Set(texts(content, 'identifiers')).size).toBe(content.identifiers.length);
  });

  it('a range with nothing new keeps the earlier summary instead of returning nothing', () => {
    const previous = { ...emptyContent(), constraints: [{ text: 'Türkçe yaz.', turns: [1] }] };
    const content = extractSummary({ turns: [{ n: 20, role: 'user', text: 'tamam.' }, { n: 21, role: 'assistant', text: 'Peki.' }], previous, language: 'tr', maxTurn: 21 });
    expect(content.constraints).toEqual([{ text: 'Türkçe yaz.', turns: [1] }]);
  });

  it("ranks what the user pasted (a quoted e-mail, a table) with tool output, after what anyone typed", () => {
    const turns: SummaryTurn[] = [
      { n: 1, role: 'user', text: 'the venue is Quinta da Luz, our ref QL-2026-77' },
      { n: 2, role: 'assistant', text: 'Noted.' },
      { n: 3, role: 'user', text: 'their quote:\n\nITEM          QTY   PRICE\nChairs        80    €2.50\nTables        10    €15.00\n> Deposit to PT50 0002 0123 1234 5678 9015 4\n\nthoughts?' },
      { n: 4, role: 'assistant', text: 'Order ORD-778 is on hold until the deposit.' },
    ];
    const ids = extractSummary({ turns, previous: emptyContent(), language: 'en', maxTurn: 4 }).identifiers.map((item) => item.text);
    for (const pasted of ['€2.50', '€15.00', 'PT50 0002 0123 1234 5678 9015 4']) {
      expect(ids, pasted).toContain(pasted);
      expect(ids.indexOf(pasted), pasted).toBeGreaterThan(ids.indexOf('ORD-778'));
    }
    expect(ids.indexOf('QL-2026-77')).toBeLessThan(ids.indexOf('ORD-778'));
  });
});

