import fc from 'fast-check';

/**
 * Non-Latin scripts and letters with marks, as written and under every
 * normalisation form: NFC and NFD differ (Hangul syllables and their jamo,
 * Vietnamese stacked diacritics, Devanagari with nukta, Arabic with harakat),
 * and NFKC folds compatibility forms (ligatures, full-width letters,
 * superscripts, ㎏) that dedup must not merge.
 */
export const SCRIPT_SAMPLES = [
  '한국어 문장입니다', '각', '각', 'Tiếng Việt có dấu', 'ệ', 'क़िला नमस्ते', 'हिन्दी', 'مَرْحَبًا بِكُمْ', 'السلام',
  'Ελληνικά ά', 'ﬁnance ﬂow', 'ＡＢＣ１２３', 'x² + y³', '10 ㎏', 'Ⅻ', 'Å', 'Å', 'ǅ', 'ﷺ', 'ıİiI', 'straße',
] as const;

const FORMS = ['none', 'NFC', 'NFD', 'NFKC', 'NFKD'] as const;

/** A sample of a script, in one normalisation form (or as written). */
export function scriptText(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.array(fc.constantFrom(...SCRIPT_SAMPLES), { minLength: 1, maxLength: 3 }), fc.constantFrom(...FORMS), fc.constantFrom(' ', '', '\n'))
    .map(([parts, form, glue]) => {
      const text = parts.join(glue);
      return form === 'none' ? text : text.normalize(form);
    });
}
