import { describe, expect, it } from 'vitest';
import { BaglamError } from '../../core/errors.js';
import type { Request } from '../../core/request.js';
import { parseTruth } from './truth.js';

const request: Request = {
  history: [
    { role: 'user', content: 'Bu arada müşteriyi\nkesinlikle arama, mail yeter. Sipariş SP-2026-0042.' },
    { role: 'assistant', content: 'Tamam.' },
  ],
  question: 'Sonra?',
};

const good = {
  language: 'tr',
  product: 'destek',
  items: [
    { id: 'c1', kind: 'constraint', turn: 1, text: 'Bu arada müşteriyi kesinlikle arama, mail yeter.', keys: ['müşteriyi kesinlikle arama'], negation: true },
    { id: 'i1', kind: 'identifier', turn: 1, value: 'SP-2026-0042' },
  ],
};

function fails(truth: unknown): BaglamError {
  try {
    parseTruth(JSON.stringify(truth, null, 1), 'x.truth.json', request);
  } catch (error) {
    if (error instanceof BaglamError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('parseTruth', () => {
  it('reads a truth file whose texts match their turns up to whitespace', () => {
    const truth = parseTruth(JSON.stringify(good), 'x.truth.json', request);
    expect(truth.items).toHaveLength(2);
    expect(truth.items[0]).toMatchObject({ kind: 'constraint', negation: true });
  });
  it('names the file, line, column and field of what is wrong', () => {
    const notVerbatim = fails({ ...good, items: [{ ...good.items[0], keys: ['müşteriyi arama'] }] });
    expect(notVerbatim.path).toEqual(['items', 0, 'keys', 0]);
    expect(notVerbatim.source).toMatchObject({ file: 'x.truth.json', line: 11 });
    expect(fails({ ...good, items: [{ ...good.items[1], turn: 3 }] }).path).toEqual(['items', 0, 'turn']);
    expect(fails({ ...good, items: [{ ...good.items[1], value: 'SP-2026-0043' }] }).path).toEqual(['items', 0, 'value']);
    expect(fails({ ...good, items: [{ ...good.items[0], revises: 'c9' }] }).path).toEqual(['items', 0, 'revises']);
    expect(fails({ ...good, items: [{ ...good.items[0], kind: 'wish' }] }).path).toEqual(['items', 0, 'kind']);
    expect(fails({ ...good, items: [{ ...good.items[0], why: 'x' }] }).path).toEqual(['items', 0, 'why']);
  });
});
