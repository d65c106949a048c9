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
export function budgetReport(sections: Readonly<Record<string, string>>, tokenizer: Tokenizer): Record<string, number> {
  const report: Record<string, number> = {};
  for (const [name, text] of Object.entries(sections)) {
    if (typeof text !== 'string') throw new TypeError(`budgetReport: section "${name}" is not a string`);
    report[name] = tokenizer.count(text);
  }
  return report;
}
