import { describe, expect, it } from 'vitest';
import { extractSummary } from './extractSummary.js';
import { foldCase } from './foldCase.js';
import { extractIdentifiers } from './identifiers.js';
import { isConstraint, isDecision, isPending, isRejection } from './markers.js';
import { splitSentences } from './sentences.js';
import { emptyContent, type SummaryInput, type SummaryTurn } from './summary.js';

function input(turns: SummaryTurn[]): SummaryInput {
  return { turns, previous: emptyContent(), language: 'tr', maxTurn: turns.length };
}

describe('foldCase', () => {
  it('folds the four Turkish i’s by rule, not by locale', () => {
    expect(foldCase('İSTANBUL Istanbul ıslak KULLANMA')).toBe('istanbul istanbul islak kullanma');
    expect(foldCase('İ').length).toBe(1);
  });
});

describe('splitSentences', () => {
  it('splits at sentence ends but not after ordinals, abbreviations or A.Ş.', () => {
    expect(splitSentences('Merhaba. Türkçe yaz, kısa tut! 3. düğüme bak. Ege Tekstil A.Ş. (müşteri no 40517) için.\n- Dr. Ayşe Kaya aradı?')).toEqual([
      'Merhaba.',
      'Türkçe yaz, kısa tut!',
      '3. düğüme bak.',
      'Ege Tekstil A.Ş. (müşteri no 40517) için.',
      'Dr. Ayşe Kaya aradı?',
    ]);
  });
});

describe('markers', () => {
  it('finds Turkish imperatives in every form and case, and English ones', () => {
    for (const s of [
      'Türkçe yaz.', 'KISA TUT.', 'Tablo kullanma, düz liste yeter.', 'Raporu ekleyin.', 'Komutları çalıştırmadan önce bana sor.',
      'Müşteriye teknik terim kullanmayın.', 'PDF olmasın.', 'Yanıtlar iki paragrafı geçmesin.', 'Lütfen resmi dil.',
      'Saatleri Türkiye saatiyle ver.', 'Dikkat edin: yalnızca okuma.', 'Always answer in English.', "Don't cc the customer.",
      'Keep it short.', 'I prefer bullet points.', 'Bundan sonra tarihleri ISO biçiminde yazınız.',
    ]) expect(isConstraint(s), s).toBe(true);
    for (const s of ['Sorun devam ediyor.', 'Dün gece kesinti oldu.', 'The disk was full.', 'Havuz doluluğu %40.']) {
      expect(isConstraint(s), s).toBe(false);
    }
  });

  it('tells decisions, rejections and pending steps', () => {
    expect(isDecision('Tamam, B planıyla gidelim.')).toBe(true);
    expect(isDecision("Let's go with Postgres.")).toBe(true);
    expect(isDecision('Bakalım ne olacak.')).toBe(false);
    expect(isRejection('Geri almayı reddettik.')).toBe(true);
    expect(isRejection('We ruled out a refund.')).toBe(true);
    expect(isPending('Onay Kerem Bey’den bekleniyor.')).toBe(true);
    expect(isPending('TODO: sertifikayı yenile.')).toBe(true);
  });
});

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

  it('keeps names with dots and pluses, and the customer number', () => {
    expect(extractIdentifiers('Şu müşteri için bakıyoruz: Ege Tekstil A.Ş. (müşteri no 40517).')).toEqual(['Ege Tekstil A.Ş.', '40517']);
    expect(extractIdentifiers('Kargo Takip+ kullanıcıları şikâyet ediyor.')).toEqual(['Kargo Takip+']);
    expect(extractIdentifiers("Anadolu Lojistik'in KVKK onayı yok.")).toEqual(['Anadolu Lojistik', 'KVKK']);
  });

  it('skips sentence-initial capitals, languages, dates, times, years, units and log levels', () => {
    expect(extractIdentifiers('Saatleri Türkçe yaz, 2026-03-14T02:10:51Z ERROR 23:14, 2026 yılında 512 MB.')).toEqual([]);
    expect(extractIdentifiers('1. Kök neden: Alarm 47 dakikadan uzun sürdü.')).toEqual([]);
  });

  it('takes bare numbers only when asked', () => {
    expect(extractIdentifiers('trace=864046 host=ank-prod-app-07', { bareNumbers: false })).toEqual(['ank-prod-app-07']);
  });
});

describe('extractSummary', () => {
  it('keeps constraint sentences verbatim with their turn, and identifiers from every role', () => {
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
    expect(content.rejected).toEqual([{ text: 'Geri almayı reddettik.', turns: [7] }]);
    expect(content.decisions).toEqual([{ text: 'Yeni sürümle devam edelim.', turns: [7] }]);
    // The answered question is not open; the unanswered one and the pending step are.
    expect(content.openQuestions).toEqual([
      { text: 'Değişiklik onayı Kerem Doğan’dan bekleniyor.', turns: [7] },
      { text: 'Peki kök neden ne?', turns: [7] },
    ]);
    expect(content.identifiers).toEqual([
      { text: 'Marmara Enerji', turns: [1] },
      { text: '15990', turns: [1, 4] },
      { text: 'INC-7781', turns: [5, 6] },
      { text: 'P1', turns: [5] },
      { text: 'Kerem Doğan', turns: [7] },
    ]);
  });

  it('works on English conversations', () => {
    const content = extractSummary(
      input([
        { n: 1, role: 'user', text: "Please answer in English. Never cc the customer. We're handling order ORD-99120 for Northwind Traders." },
        { n: 2, role: 'assistant', text: 'Understood.' },
        { n: 3, role: 'user', text: "Let's go with a partial refund. The full refund was ruled out by finance. Waiting for Dana Whitfield to approve." },
      ]),
    );
    expect(content.constraints.map((c) => c.text)).toEqual([
      'Please answer in English.', 'Never cc the customer.', "We're handling order ORD-99120 for Northwind Traders.",
    ]);
    expect(content.decisions.map((c) => c.text)).toEqual(["Let's go with a partial refund."]);
    expect(content.rejected.map((c) => c.text)).toEqual(['The full refund was ruled out by finance.']);
    expect(content.openQuestions.map((c) => c.text)).toEqual(['Waiting for Dana Whitfield to approve.']);
    expect(content.identifiers.map((c) => c.text)).toEqual(['ORD-99120', 'Northwind Traders', 'Dana Whitfield']);
  });
});
