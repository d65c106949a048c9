import { describe, expect, it } from 'vitest';
import { foldCase } from './foldCase.js';

describe('foldCase', () => {
  it('folds the four i, the Turkish letters in either case, and curly apostrophes', () => {
    expect(foldCase('IİıiÇĞÖŞÜÂÎÛçğöşüâîû’ʼ‘')).toBe("iiiicgosuaiucgosuaiu'''");
    expect(foldCase('GEÇMEMELİ')).toBe('gecmemeli');
    expect(foldCase('Şubat’ta')).toBe("subat'ta");
  });

  it('lower-cases text with none of them, offsets kept', () => {
    expect(foldCase('Rent CAN go above $1,800 NOW')).toBe('rent can go above $1,800 now');
    expect(foldCase('')).toBe('');
    const text = 'ÖDEME Alındı, Do NOT refund';
    expect(foldCase(text)).toHaveLength(text.length);
  });
});
