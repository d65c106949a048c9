import fc from 'fast-check';

/** The two languages the supersession properties write their conversations in. */
export type Language = 'en' | 'tr';

/** Two different integers in [min, max]: an old value and its replacement, two things of one list. */
export const twoNumbers = (min: number, max: number): fc.Arbitrary<[number, number]> =>
  fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).filter(([a, b]) => a !== b);

/** User turns that say nothing, between two statements. */
export const FILLER: Record<Language, string[]> = {
  en: ['what is still open on my list?', 'thanks', 'ok good'],
  tr: ['listemde ne kaldı?', 'teşekkürler', 'iyi o zaman'],
};

/** Two statements with `between` quiet turns between them. */
export const said = (language: Language, first: string, between: number, later: string): string[] => [first, ...FILLER[language].slice(0, between), later];
