import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { askedKey, cassetteFileName, DEFAULT_CASSETTE_LIMITS, legacyKey, parseCassette } from './cassetteFile.js';

const payload = { messages: [{ role: 'user' as const, content: 'Merhaba' }] };
const params = { model: 'm', maxTokens: 32, temperature: 0 };

describe('askedKey', () => {
  it('does not depend on key order, undefined members or the sample number, and does depend on every value', () => {
    const a = askedKey(payload, params);
    expect(askedKey(payload, { temperature: 0, maxTokens: 32, model: 'm', seed: undefined })).toBe(a);
    expect(askedKey(payload, { ...params, sample: 3 } as typeof params)).toBe(a);
    expect(askedKey(payload, { ...params, temperature: 0.1 })).not.toBe(a);
    expect(askedKey({ messages: [{ role: 'user', content: 'Merhaba!' }] }, params)).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keys version-1 cassettes as version 1 did: the hash of the sorted-key JSON, with the sample when there was one', () => {
    const sorted = (v: unknown): unknown => (Array.isArray(v) ? v.map(sorted) : typeof v === 'object' && v !== null
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, x]) => [k, sorted(x)])) : v);
    const v1 = (p: object): string => createHash('sha256').update(JSON.stringify(sorted(p))).digest('hex');
    expect(legacyKey(payload, params, null)).toBe(v1({ params: { maxTokens: 32, model: 'm', temperature: 0 }, payload }));
    expect(legacyKey(payload, params, 1)).toBe(v1({ params: { maxTokens: 32, model: 'm', sample: 1, temperature: 0 }, payload }));
  });
});

describe('cassetteFileName', () => {
  it('is readable for plain ids and keeps ids that differ only in unsafe characters or case apart', () => {
    expect(cassetteFileName({ provider: 'gpt-4o-mini', caseId: 'answers', variant: 'baseline' })).toBe('gpt-4o-mini/answers/baseline.json');
    expect(cassetteFileName({ provider: 'm', caseId: 'a', variant: 'experiment:drop-ex-3' })).toBe('m/a/experiment.drop-ex-3.json');
    const names = ['a/b', 'a_b', 'A_b', 'a b', '..'].map((caseId) => cassetteFileName({ provider: 'm', caseId, variant: 'baseline' }));
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n.split('/')).toHaveLength(3);
    expect(names[4]).not.toContain('/../');
  });
});

describe('parseCassette', () => {
  it('names the field that is wrong', () => {
    const bad = JSON.stringify({ format: 'baglam-cassette', version: 2, provider: 'm', case: 'c', variant: 'baseline', entries: [{ request: 'r', key: 'x' }] });
    expect(() => parseCassette(bad, 'f.json', DEFAULT_CASSETTE_LIMITS)).toThrow('cassette f.json: entries[0].key is not a SHA-256 key');
    expect(() => parseCassette('{"format":"other"}', 'f.json', DEFAULT_CASSETTE_LIMITS)).toThrow('format is not "baglam-cassette"');
    expect(() => parseCassette('[1]', 'f.json', DEFAULT_CASSETTE_LIMITS)).toThrow('(root) is not an object');
    expect(parseCassette(JSON.stringify({ version: 1, key: 'k', response: { text: 't', finishReason: 'stop', usage: null } }), 'f.json', DEFAULT_CASSETTE_LIMITS).kind).toBe('legacy');
  });
});
