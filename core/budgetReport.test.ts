import { expect, test } from 'vitest';
import { budgetReport } from './budgetReport.js';
import { createTokenizer, referenceCount } from './tokenizer.js';

test('counts each section with the model tokenizer, keeping the caller order', () => {
  const sections = { rules: 'Türkçe yaz. Kısa tut.', tools: '{"name":"olay_ara"}', question: 'Disk neden doldu?' };
  const report = budgetReport(sections, createTokenizer('cl100k_base'));
  expect(Object.keys(report)).toEqual(['rules', 'tools', 'question']);
  for (const [name, text] of Object.entries(sections)) expect(report[name]).toBe(referenceCount('cl100k_base', text));
});

test('an empty section is zero tokens; a non-string section is refused by name', () => {
  expect(budgetReport({ empty: '' }, createTokenizer())).toEqual({ empty: 0 });
  expect(() => budgetReport({ bad: 42 as unknown as string }, createTokenizer())).toThrow(
    expect.objectContaining({ code: 'INVALID_INPUT', path: ['sections', 'bad'] }),
  );
});
