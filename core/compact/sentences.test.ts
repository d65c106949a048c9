import { describe, expect, it } from 'vitest';
import { foldCase } from './foldCase.js';
import { quotedSpans, splitClauses, splitSentences } from './sentences.js';

describe('foldCase', () => {
  it('folds the four Turkish i’s by rule, not by locale, and Turkish letters typed without their marks', () => {
    expect(foldCase('İSTANBUL Istanbul ıslak KULLANMA')).toBe('istanbul istanbul islak kullanma');
    expect(foldCase('GEÇMEMELİ geçmemeli gecmemeli')).toBe('gecmemeli gecmemeli gecmemeli');
    expect(foldCase('Şöyle ÇÜNKÜ don’t')).toBe("soyle cunku don't");
    // One unit to one unit: an offset in the folded text is the same offset in the original.
    for (const s of ['İ', 'Işık ğ Ş’', 'dondurma ÖDEME']) expect(foldCase(s).length).toBe(s.length);
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

  it('ends a sentence at an identifier, a time or a bare "no"', () => {
    expect(splitSentences('bilet numarası ATL-88. Sonra bakarız')).toEqual(['bilet numarası ATL-88.', 'Sonra bakarız']);
    expect(splitSentences('deployed v2.14.3. then it broke')).toEqual(['deployed v2.14.3.', 'then it broke']);
    expect(splitSentences('No meetings before 10. half of them are night owls')).toEqual(['No meetings before 10.', 'half of them are night owls']);
    expect(splitSentences('if anyone asks, the answer is no. and staging is eu-west-1 only')).toEqual([
      'if anyone asks, the answer is no.',
      'and staging is eu-west-1 only',
    ]);
    expect(splitSentences('sipariş no. 4609 geldi')).toEqual(['sipariş no. 4609 geldi']);
  });

  it('ends a sentence after the last group of a spaced identifier, not after an ordinal in an address', () => {
    expect(splitSentences('wire it to GB29 NWBK 6016 1331 9268 19. bc the card is gone')).toEqual(['wire it to GB29 NWBK 6016 1331 9268 19.', 'bc the card is gone']);
    expect(splitSentences('Ara 0532 418 27 90. sms de at')).toEqual(['Ara 0532 418 27 90.', 'sms de at']);
    expect(splitSentences('Araç 34 VK 118. Şoför hazır')).toEqual(['Araç 34 VK 118.', 'Şoför hazır']);
    expect(splitSentences('adres Kemalpaşa OSB 2. cadde no 14')).toEqual(['adres Kemalpaşa OSB 2. cadde no 14']);
  });

  it('keeps a quotation whole: its dots end no sentence of the turn', () => {
    expect(splitSentences("yapıştırıyorum: 'Kartımı kapattım. Ayrıca 500 TL istiyorum.' bence reddet")).toEqual([
      "yapıştırıyorum: 'Kartımı kapattım. Ayrıca 500 TL istiyorum.'",
      'bence reddet',
    ]);
    expect(splitSentences('she wrote "Fine. Go ahead." Then she left.')).toEqual(['she wrote "Fine. Go ahead."', 'Then she left.']);
  });
});

describe('splitClauses', () => {
  it('cuts at commas, semicolons, spaced dashes and an English "so", verbatim', () => {
    const sentence = "im on my phone so keep it short, no tables; thanks - really";
    const clauses = splitClauses(sentence);
    expect(clauses.join('')).toBe(sentence);
    expect(clauses.map((c) => c.trim())).toEqual(['im on my phone', 'so keep it short,', 'no tables;', 'thanks -', 'really']);
  });

  it('never inside numbers, brackets or quotes', () => {
    expect(splitClauses('budget is €38,000, flights included')).toEqual(['budget is €38,000, ', 'flights included']);
    expect(splitClauses('ajans (Moda Medya, İstanbul) aradı, tamam')).toEqual(['ajans (Moda Medya, İstanbul) aradı, ', 'tamam']);
    expect(splitClauses("Kaan yazdı: 'retry'ları kapatalım, risk var', bence saçma")).toEqual([
      "Kaan yazdı: 'retry'ları kapatalım, risk var', ",
      'bence saçma',
    ]);
  });
});

describe('quotedSpans', () => {
  it('tells quotes from apostrophes of suffixes and contractions', () => {
    const text = "INC-7781'e bak, 'retry'ları kapatalım' dedi, don't";
    expect(quotedSpans(text).map(([a, b]) => text.slice(a, b + 1))).toEqual(["'retry'ları kapatalım'"]);
    expect(quotedSpans('“no infra specifics” dedi')).toEqual([[0, 19]]);
  });
});
