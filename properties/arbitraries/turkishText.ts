import fc from 'fast-check';

/**
 * Turkish as production sees it: dotted and dotless i in both cases (the
 * letters case folding gets wrong), long agglutinative words (the ones
 * word-count estimates undercount), numbers in Turkish notation and the
 * identifiers support and ops conversations are full of.
 */
export const TURKISH_WORDS = [
  'bağlam', 'şu', 'değil', 'ılık', 'İstanbul', 'IĞDIR', 'ığdır', 'KIR', 'kir', 'İzmir', 'ışık', 'İŞLEM',
  'öğrenci', 'üçüncü', 'çözüm', 'Çağrı', 'güncelleştirilemeyecek', 'çalıştırılamayacaklarımızdanmışsınız',
  'Muvaffakiyetsizleştiricileştiriveremeyebileceklerimizdenmişsinizcesine', 'gönderilmiş', 'kullanıcı',
  'yanıtı', 'diskin', 'doldu', 'neden', 've', 'ile', 'için', 'sunucuda', 'kayıtlarını', 'iade',
] as const;

export const TURKISH_TOKENS_OTHER = [
  'INC-2041', 'TR-1907', 'SIP-00042', '%95', '12.000,50 TL', '3,14', '2026-03-01', '07:45', '№12', 'v2.3.1',
  '1.234.567', 'TCKN 12345678901',
] as const;

const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...TURKISH_WORDS) },
  { weight: 2, arbitrary: fc.constantFrom(...TURKISH_TOKENS_OTHER) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 1_000_000 }).map(String) },
);

/** A Turkish sentence of one to `maxWords` pieces. */
export function turkishText(maxWords = 12): fc.Arbitrary<string> {
  return fc
    .tuple(fc.array(piece, { minLength: 1, maxLength: maxWords }), fc.constantFrom('', '.', '?', '!', '…', ':'))
    .map(([words, end]) => words.join(' ') + end);
}
