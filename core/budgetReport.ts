import { checkTokenizer } from './argumentChecks.js';
import { invalidInput } from './errors.js';
import type { Tokenizer } from './tokenizer.js';

/**
 * Tokens per section: the table budget decisions look at (the per-section
 * report teams measure a few hundred requests with before changing a budget). Counts each section's text on its own with the model's
 * tokenizer; keys keep the caller's order.
 *
 * The values need not add up to the count of the sections joined (BPE is not
 * additive across arbitrary joins); `assemble` reports exact sections of a
 * real payload.
 */
export function budgetReport(sections: Readonly<Record<string, string>>, tokenizerInput: Tokenizer): Record<string, number> {
  if (typeof sections !== 'object' || sections === null || Array.isArray(sections)) {
    throw invalidInput(['sections'], 'must be an object of section name → text');
  }
  const tokenizer = checkTokenizer(tokenizerInput);
  const entries = Object.entries(sections);
  for (const [name, text] of entries) {
    if (typeof text !== 'string') throw invalidInput(['sections', name], `must be a string, got ${text === null ? 'null' : typeof text}`);
  }
  // `fromEntries` defines every name as its own key: a section named `__proto__` is reported too (an assignment would set the prototype).
  return Object.fromEntries(entries.map(([name, text]) => [name, tokenizer.count(text)]));
}
