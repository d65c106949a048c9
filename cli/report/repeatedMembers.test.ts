import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { expectCaught, expectHolds } from '../../properties/test-helpers/expectProperty.js';
import { RepeatedMembers } from './repeatedMembers.js';

/** What a log line must read as: `JSON.parse`'s value, or a refusal (not JSON, or a key given twice, found by the YAML parser). */
function expected(text: string): { value: unknown } | 'refused' {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return 'refused';
  }
  const doc = parseDocument(text, { schema: 'json', uniqueKeys: true });
  return doc.errors.length > 0 ? 'refused' : { value };
}

/** JSON with arbitrary whitespace between tokens (never a line break: one log line). */
function write(value: unknown, space: () => string): string {
  if (Array.isArray(value)) return `[${space()}${value.map((v) => write(v, space)).join(`${space()},${space()}`)}${space()}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}${space()}:${space()}${write(v, space)}`);
    return `{${space()}${members.join(`${space()},${space()}`)}${space()}}`;
  }
  return JSON.stringify(value);
}

/** Strings that look like the structure around them when written as JSON. */
const tricky = fc.constantFrom('plain', 'ölçü “tırnak”', '"rules":[', '\\', '\\"', '{"request":{', '"}', 'a,b', '😀\u0301');
const leaf = fc.oneof(tricky, fc.integer({ min: -2, max: 2 }), fc.constantFrom(0.5, true, null));
const json = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('id', 'text', 'rules', 'tools', 'request', 'a'), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Two fixed parts a log alternates between, and variants that differ from them by a little. */
const fixedParts = fc.array(
  fc.record({ rules: json, tools: json, examples: json, format: fc.oneof(json, fc.constant(0)) }, { requiredKeys: ['rules'] }),
  { minLength: 1, maxLength: 2 },
);

type Piece = [string, unknown];

/** One line: a request whose fixed part is one of the log's (or a variant), among other members, perhaps broken. */
const line = (fixed: Record<string, unknown>[]) =>
  fc
    .record({
      which: fc.nat(fixed.length - 1),
      before: fc.array(fc.tuple(fc.constantFrom('id', 'history', 'question'), json), { maxLength: 2 }),
      after: fc.array(fc.tuple(fc.constantFrom('chunks', 'question', 'rules', 'format'), json), { maxLength: 2 }),
      nested: fc.boolean(),
      responseFirst: fc.boolean(),
      // Mostly compact, as loggers write: the fixed part's bytes then repeat.
      spaces: fc.oneof({ weight: 3, arbitrary: fc.constant(['']) }, { weight: 1, arbitrary: fc.array(fc.constantFrom('', ' ', '\t'), { minLength: 1, maxLength: 8 }) }),
      damage: fc.oneof(
        { weight: 6, arbitrary: fc.constant({ kind: 'none' as const }) },
        { weight: 1, arbitrary: fc.nat().map((at) => ({ kind: 'cut' as const, at })) },
        { weight: 1, arbitrary: fc.constantFrom('.5', 'e1', '1', ' 0', 'x').map((text) => ({ kind: 'continue' as const, text })) },
      ),
    })
    .map(({ which, before, after, nested, responseFirst, spaces, damage }) => {
      let s = 0;
      const space = (): string => spaces[s++ % spaces.length]!;
      const members: Piece[] = [...before];
      if (nested) members.push(['chunks', [fixed[which]]]);
      const fixedMembers = Object.entries(fixed[which]!);
      members.push(...fixedMembers, ...after);
      const request = `{${space()}${members.map(([k, v]) => `${JSON.stringify(k)}${space()}:${space()}${write(v, space)}`).join(`${space()},${space()}`)}${space()}}`;
      const response = `"response"${space()}:${space()}{"finish_reason":"stop"}`;
      let text = responseFirst
        ? `{${response},${space()}"request"${space()}:${space()}${request}}`
        : `{"request"${space()}:${space()}${request}${space()},${space()}${response}}`;
      if (damage.kind === 'cut') text = text.slice(0, damage.at % text.length);
      if (damage.kind === 'continue') {
        // The last fixed member's value goes on past where the remembered one ended.
        const last = fixedMembers[fixedMembers.length - 1]!;
        const written = `${JSON.stringify(last[0])}:${JSON.stringify(last[1])}`;
        const at = text.lastIndexOf(written);
        if (at >= 0) text = text.slice(0, at + written.length) + damage.text + text.slice(at + written.length);
      }
      return text;
    });

const log = fixedParts.chain((fixed) => fc.array(line(fixed), { minLength: 2, maxLength: 12 }));

interface Reader {
  parse(line: Buffer): unknown;
  learn(line: Buffer): void;
}

/**
 * Read as `BatchReporter` reads: a line the memo cannot parse is read in
 * full and, when accepted, learnt from. Every value the memo gives equals
 * the full parse, key order included, and it gives none for a refused line.
 */
function readsLikeJsonParse(make: () => Reader, hits: { count: number }) {
  return fc.property(log, (lines) => {
    const reader = make();
    for (const text of lines) {
      const bytes = Buffer.from(text);
      const want = expected(text);
      const got = reader.parse(bytes);
      if (want === 'refused') {
        expect(got).toBeUndefined();
        continue;
      }
      if (got === undefined) {
        reader.learn(bytes);
        continue;
      }
      hits.count++;
      expect(JSON.stringify(got)).toBe(JSON.stringify(want.value));
      expect(got).toEqual(want.value);
    }
  });
}

describe('RepeatedMembers', () => {
  it('parses a line as JSON.parse does, or not at all; never a line with a key twice or a syntax error', () => {
    const hits = { count: 0 };
    expectHolds(readsLikeJsonParse(() => new RepeatedMembers(), hits), { numRuns: 300 });
    // The fast path is taken, not only the fallback.
    expect(hits.count).toBeGreaterThan(50);
  });

  it('the property catches a memo without the duplicate-key check, and one that splices the first copy anywhere', () => {
    // Parses every line once it has learnt one: a key given twice is let through.
    class NoDuplicateCheck implements Reader {
      #learnt = false;
      parse(bytes: Buffer): unknown {
        if (!this.#learnt) return undefined;
        try {
          return JSON.parse(bytes.toString('utf8')) as unknown;
        } catch {
          return undefined;
        }
      }
      learn(): void {
        this.#learnt = true;
      }
    }
    expectCaught(readsLikeJsonParse(() => new NoDuplicateCheck(), { count: 0 }), { numRuns: 300 });

    // Splices the remembered members' text wherever it first appears, not only where a request member starts.
    class Anywhere implements Reader {
      #text: string | undefined;
      #fixed: [string, unknown][] = [];
      parse(bytes: Buffer): unknown {
        const text = bytes.toString('utf8');
        const at = this.#text === undefined ? -1 : text.indexOf(this.#text);
        if (at < 0) return undefined;
        const spliced = text.slice(0, at) + this.#fixed.map(([k]) => `${JSON.stringify(k)}:null`).join(',') + text.slice(at + this.#text!.length);
        const want = expected(spliced);
        if (want === 'refused') return undefined;
        const value = want.value as { request?: Record<string, unknown> };
        if (typeof value.request !== 'object' || value.request === null) return undefined;
        for (const [k, v] of this.#fixed) value.request[k] = v;
        return value;
      }
      learn(bytes: Buffer): void {
        const request = (JSON.parse(bytes.toString('utf8')) as { request: Record<string, unknown> }).request;
        this.#fixed = Object.entries(request).filter(([k]) => ['rules', 'tools', 'examples', 'format'].includes(k)).slice(0, 1);
        this.#text = this.#fixed.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',');
      }
    }
    expectCaught(readsLikeJsonParse(() => new Anywhere(), { count: 0 }), { numRuns: 300 });
  });

  const fixed = '"rules":[{"id":"r1","text":"Kısa yanıt ver."}],"tools":[{"name":"ara","parameters":{"type":"object"}}],"format":"düz"';
  const lineOf = (id: string): Buffer => Buffer.from(`{"request":{"id":"${id}",${fixed},"question":"${id}?"},"response":{"finish_reason":"stop"}}`);

  /** Edits the first line's values in place, then reads a second line with the same fixed part: it must read as its own text says. */
  function editInPlaceNeverReaches(reader: Reader): void {
    reader.learn(lineOf('a'));
    const first = reader.parse(lineOf('b')) as { request: { rules: { text: string }[]; tools: unknown[] } };
    expect(first).toEqual(JSON.parse(lineOf('b').toString('utf8')));
    try {
      first.request.rules[0]!.text = 'edited';
      first.request.tools.push({ name: 'added' });
    } catch {
      // Frozen: the edit is refused, which is one way of not reaching the next line.
    }
    expect(reader.parse(lineOf('c'))).toEqual(JSON.parse(lineOf('c').toString('utf8')));
  }

  it('an entry edited in place between calls never reaches a later line', () => {
    editInPlaceNeverReaches(new RepeatedMembers());
  });

  it('the edit test catches a memo that hands out its values unfrozen', () => {
    // Hands every line the same unfrozen copy of the fixed values.
    class Unfrozen extends RepeatedMembers {
      #shared: Record<string, unknown> | undefined;
      override parse(bytes: Buffer): unknown {
        const value = super.parse(bytes) as { request: Record<string, unknown> } | undefined;
        if (value === undefined) return value;
        const { rules, tools, format } = value.request;
        this.#shared ??= structuredClone({ rules, tools, format });
        Object.assign(value.request, this.#shared);
        return value;
      }
    }
    expect(() => editInPlaceNeverReaches(new Unfrozen())).toThrow();
  });

  it('reads a remembered fixed part only where a member of the request starts', () => {
    const reader = new RepeatedMembers();
    reader.learn(lineOf('a'));
    // The same bytes inside a chunk, then as the request's own members.
    const nested = Buffer.from(`{"request":{"chunks":[{${fixed}}],${fixed},"question":"?"}}`);
    expect(reader.parse(nested)).toBeUndefined();
    // As the response's members: not the request's.
    expect(reader.parse(Buffer.from(`{"response":{${fixed}},"request":{"id":"x"}}`))).toBeUndefined();
    // After a string that ends in an escaped backslash: still a member start.
    const escaped = Buffer.from(`{"request":{"id":"x\\\\",${fixed}}}`);
    expect(reader.parse(escaped)).toEqual(JSON.parse(escaped.toString('utf8')));
  });
});
