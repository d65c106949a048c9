import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { request as anyRequest } from '../properties/arbitraries/request.js';
import { expectHolds, settings } from '../properties/test-helpers/expectProperty.js';
import { assemble } from './assemble.js';
import { AssemblyCache } from './assemblyCache.js';
import { FixedPartMemo } from './fixedPartMemo.js';
import { resolveProfile, type Profile } from './profile.js';
import { validateRequest, type Request } from './request.js';
import { createTokenizer } from './tokenizer.js';

/**
 * The fixed-part memo may change speed only: every call through a cache that
 * has seen other fixed parts (equal ones in other objects, ones edited in
 * place since, invalid ones) gives what the same call gives on a deep copy
 * with a new cache and a tokenizer that remembers nothing.
 */

const forgetful = createTokenizer('o200k_base', { cacheChars: 0 });
const PROFILES: Profile[] = [
  resolveProfile({ window: 4000, output: { answer: 200 }, chunkThreshold: 0.2 }),
  resolveProfile({ window: 900, output: { answer: 100 }, template: 'text', chunkThreshold: 0.2 }),
];

/** The result or the error, every field, as text. */
function observe(run: () => unknown): string {
  try {
    return JSON.stringify({ ok: run() });
  } catch (error) {
    return JSON.stringify({ error: { ...(error as object), message: (error as Error).message } });
  }
}

function fresh(req: unknown, profile: Profile): string {
  return observe(() => assemble(structuredClone(req) as Request, profile, { tokenizer: forgetful, cache: new AssemblyCache() }));
}

function warm(req: unknown, profile: Profile, cache: AssemblyCache): string {
  return observe(() => assemble(req as Request, profile, { cache }));
}

function base(): Request {
  return {
    rules: [{ id: 'r1', text: 'Answer in Turkish.' }, { id: 'r2', text: 'Cite the <evidence> sources.' }],
    tools: [{ name: 'lookup', description: 'Finds an order.', parameters: { type: 'object', properties: { id: { type: 'string' }, n: { type: 'number', minimum: 0 } } } }],
    examples: [{ id: 'ex-1', text: 'Q: Kargo nerede?\nA: Takip numaranızı yazın.' }],
    format: 'Markdown, at most five bullets.',
    history: [{ role: 'user', content: 'Merhaba' }, { role: 'assistant', content: 'Buyrun.' }],
    chunks: [{ id: 'c1', score: 0.9, text: 'Kargo üç günde gelir.', source: 'kb/kargo.md' }],
    question: 'Siparişim nerede?',
  };
}

/** Edits a caller might make to the fixed part, each in place on a request it keeps. */
const EDITS: Record<string, (r: Request) => void> = {
  'a rule text': (r) => void (r.rules![0]!.text += ' Be brief.'),
  'a rule removed': (r) => void r.rules!.pop(),
  'rules reordered': (r) => void r.rules!.reverse(),
  'a tool parameter deep inside': (r) => void (((r.tools![0]!.parameters as { properties: { n: { minimum: number } } }).properties.n.minimum = 1)),
  'a schema value 0 made -0': (r) => void (((r.tools![0]!.parameters as { properties: { n: { minimum: number } } }).properties.n.minimum = -0)),
  'schema keys reordered': (r) => {
    const p = r.tools![0]!.parameters as Record<string, unknown>;
    r.tools![0]!.parameters = { properties: p.properties, type: p.type };
  },
  'a tool description dropped': (r) => void delete r.tools![0]!.description,
  'a tool description set to undefined': (r) => void (r.tools![0]!.description = undefined),
  'an example text': (r) => void (r.examples![0]!.text = 'Q: Fatura?\nA: Hesabım > Faturalar.'),
  'the format': (r) => void (r.format = 'JSON.'),
  'the format removed': (r) => void delete r.format,
  'a hole in the schema': (r) => {
    const list: unknown[] = ['a', 'b'];
    delete list[0];
    r.tools![0]!.parameters = { enum: list };
  },
  'undefined in the schema': (r) => void (r.tools![0]!.parameters = { enum: [undefined, 'b'] }),
  'a __proto__ key in the schema': (r) => void (r.tools![0]!.parameters = JSON.parse('{"__proto__": {"x": 1}, "type": "object"}') as unknown),
  // A class instance with a JSON form, as a Date has: not plain data, so never remembered by content.
  'a class instance in the schema (not plain data)': (r) => void (r.tools![0]!.parameters = { since: new (class Since { toJSON(): string { return '1970-01-01T00:00:00.000Z'; } })() }),
  'a lone surrogate in a rule (invalid)': (r) => void (r.rules![1]!.text = 'bad \ud800'),
  'a duplicate rule id (invalid)': (r) => void (r.rules![1]!.id = 'r1'),
  'an empty format (invalid)': (r) => void (r.format = ' '),
  'a non-finite schema number (invalid)': (r) => void (r.tools![0]!.parameters = { minimum: Number.POSITIVE_INFINITY }),
};

describe('FixedPartMemo', () => {
  test('equal content in other objects is found; the renderings are those of a fresh call', () => {
    const cache = new AssemblyCache();
    for (const profile of PROFILES) {
      const first = base();
      expect(warm(first, profile, cache)).toBe(fresh(first, profile));
      const second = base();
      expect(cache.fixedParts.find(second as unknown as Record<string, unknown>)).toBeDefined();
      expect(warm(second, profile, cache)).toBe(fresh(second, profile));
    }
  });

  for (const [name, edit] of Object.entries(EDITS)) {
    test(`edited in place after a call (${name}): the result is a fresh call's`, () => {
      for (const profile of PROFILES) {
        const cache = new AssemblyCache();
        const req = base();
        warm(req, profile, cache);
        warm(base(), profile, cache);
        edit(req);
        expect(warm(req, profile, cache)).toBe(fresh(req, profile));
        // And the other way round: the edited one first, then the original content again.
        const edited = base();
        edit(edited);
        const other = new AssemblyCache();
        warm(edited, profile, other);
        warm(edited, profile, other);
        expect(warm(base(), profile, other)).toBe(fresh(base(), profile));
      }
    });
  }

  test('what the caller does to its objects after a call never reaches the memo', () => {
    const memo = new FixedPartMemo();
    const req = base();
    const units = memo.remember(req)!;
    req.rules![0]!.text = 'CHANGED';
    (req.tools![0]!.parameters as { type: string }).type = 'CHANGED';
    expect(JSON.stringify(units)).not.toContain('CHANGED');
    expect(memo.find(req as unknown as Record<string, unknown>)).toBeUndefined();
    expect(memo.find(base() as unknown as Record<string, unknown>)).toBe(units);
  });

  /** Freezes every object and array in `value`. */
  const deepFreeze = <T>(value: T): T => {
    if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) deepFreeze(item);
      Object.freeze(value);
    }
    return value;
  };
  /** A request whose fixed part is frozen at every level but where `thaw` says (what stays editable: `base().tools[0]`). */
  const frozenBut = (thaw: (tool: Record<string, unknown>) => void): Request => {
    const req = base();
    const tool = req.tools![0]! as unknown as Record<string, unknown>;
    deepFreeze(tool.parameters);
    thaw(tool);
    deepFreeze(req.rules);
    deepFreeze(req.examples);
    Object.freeze(req.tools);
    Object.freeze(tool);
    return req;
  };
  /** Fixed parts that look frozen but can still change what a call reads, each with its change. */
  const FROZEN_CASES: Record<string, () => (() => Request)[]> = {
    'frozen at the top, an inner schema object edited in place': () => {
      const kept = frozenBut((tool) => {
        tool.parameters = Object.freeze({ type: 'object', properties: deepFreeze({ id: { type: 'string' } }), required: ['id'] });
      });
      const required = (kept.tools![0]!.parameters as { required: string[] }).required;
      return [() => kept, () => kept, () => (required.push('n'), kept)];
    },
    'a frozen tool whose description is a getter': () => {
      let text = 'Finds an order.';
      const kept = frozenBut((tool) => Object.defineProperty(tool, 'description', { get: () => text, enumerable: true }));
      return [() => kept, () => kept, () => ((text = 'Finds an order by its number, or the latest.'), kept)];
    },
  };

  /**
   * Tools whose fields validation reads by name while a copy could not keep
   * them as read: a description that is not enumerable (a copy by keys
   * leaves it out), a getter, a getter answering otherwise on each read.
   * Each is validated and rendered as read, never remembered: through a
   * cache that has seen the same content in plain objects, the answer is
   * a fresh call's on that plain content, and a call is never refused for
   * what validation accepted.
   */
  const HIDDEN_CASES: Record<string, () => [odd: Request, ...plain: Request[]]> = {
    'a description not enumerable': () => {
      const req = base();
      Object.defineProperty(req.tools![0]!, 'description', { value: 'Finds an order.', enumerable: false });
      return [req, base()];
    },
    'a name not enumerable': () => {
      const req = base();
      Object.defineProperty(req.tools![0]!, 'name', { value: 'lookup', enumerable: false });
      return [req, base()];
    },
    'a rule text that is a getter': () => {
      const req = base();
      Object.defineProperty(req.rules![0]!, 'text', { get: () => 'Answer in Turkish.', enumerable: true });
      return [req, base()];
    },
    // Rendered with whatever it answers when the prompt is written.
    'a frozen tool whose name is a getter answering otherwise on each read': () => {
      const req = base();
      let reads = 0;
      const tool = Object.defineProperty({ ...req.tools![0]! }, 'name', { get: () => (reads++ % 2 === 0 ? 'lookup' : 'find'), enumerable: true });
      req.tools = Object.freeze([Object.freeze(tool)]) as Request['tools'];
      const other = base();
      other.tools![0]!.name = 'find';
      return [req, base(), other];
    },
  };

  test('a field a copy could not keep as read is validated and rendered as read, never remembered', () => {
    for (const profile of PROFILES) {
      for (const [name, make] of Object.entries(HIDDEN_CASES)) {
        const cache = new AssemblyCache();
        warm(base(), profile, cache);
        const [odd, ...plain] = make();
        const expected = plain.map((p) => fresh(p, profile));
        expect(() => validateRequest(make()[0]), name).not.toThrow();
        expect(expected, name).toContain(warm(odd, profile, cache));
        expect(expected, name).toContain(warm(make()[0], profile, new AssemblyCache()));
      }
    }
  });

  test('a fixed part frozen at every level is kept as it is and found again; frozen only in part, it is copied', () => {
    for (const profile of PROFILES) {
      const cache = new AssemblyCache();
      const frozen = frozenBut(deepFreeze);
      expect(warm(frozen, profile, cache)).toBe(fresh(frozen, profile));
      // Another request holding the same frozen objects: found, and right.
      const again = { ...base(), rules: frozen.rules, tools: [...frozen.tools!], examples: frozen.examples };
      expect(cache.fixedParts.find(again as unknown as Record<string, unknown>)).toBeDefined();
      expect(warm(again, profile, cache)).toBe(fresh(again, profile));
      for (const [name, steps] of Object.entries(FROZEN_CASES)) {
        expect(firstDifference(new AssemblyCache(), steps(), profile), name).toBeUndefined();
      }
    }
  });

  test('catches a memo that trusts an object frozen at the top to never change', () => {
    /** Finds the last remembered fixed part by identity whenever its tools list is frozen. */
    class TrustsFrozen extends FixedPartMemo {
      #last: { fields: unknown[]; units: ReturnType<FixedPartMemo['remember']> } | undefined;
      override find(request: Readonly<Record<string, unknown>>): ReturnType<FixedPartMemo['find']> {
        const fields = [request.rules, request.tools, request.examples, request.format];
        const last = this.#last;
        if (last !== undefined && Object.isFrozen(request.tools) && fields.every((f, i) => f === last.fields[i])) return last.units;
        return super.find(request);
      }
      override remember(request: Readonly<Request>): ReturnType<FixedPartMemo['remember']> {
        const units = super.remember(request);
        this.#last = { fields: [request.rules, request.tools, request.examples, request.format], units };
        return units;
      }
    }
    // (A getter is never remembered: `HIDDEN_CASES` and the fixed-part property.)
    for (const [name, steps] of Object.entries(FROZEN_CASES).slice(0, 1)) {
      const withMutant = new AssemblyCache();
      Object.defineProperty(withMutant, 'fixedParts', { value: new TrustsFrozen() });
      expect(PROFILES.some((profile) => firstDifference(withMutant, steps(), profile) !== undefined), name).toBe(true);
    }
  });

  // Requests built from a few fixed parts (generated), each call on a new
  // object or on one edited since, through one cache.
  const fixedPart = anyRequest({ maxChunks: 2, maxEpisodes: 1 }).map(({ rules, tools, examples, format }) => ({ rules, tools, examples, format }));
  const calls = fc.tuple(
    fc.array(fixedPart, { minLength: 1, maxLength: 3 }),
    fc.array(fc.tuple(fc.nat(), anyRequest({ maxChunks: 3, maxEpisodes: 2 }), fc.constantFrom(...Object.keys(EDITS), 'none')), { minLength: 1, maxLength: 6 }),
    fc.constantFrom(0, 1),
  );
  type Calls = typeof calls extends fc.Arbitrary<infer T> ? T : never;

  const agreesWithFresh = (makeCache: () => AssemblyCache): fc.IPropertyWithHooks<[Calls]> =>
    fc.property(calls, ([parts, sequence, p]) => {
      const cache = makeCache();
      const profile = PROFILES[p]!;
      for (const [pick, variable, editName] of sequence) {
        const part = structuredClone(parts[pick % parts.length]!);
        const req: Request = { ...variable, ...Object.fromEntries(Object.entries(part).filter(([, v]) => v !== undefined)) };
        const got = warm(req, profile, cache);
        if (got !== fresh(req, profile)) throw new Error(`a call through a used cache differs from a fresh one:\n${JSON.stringify(req)}`);
        const edit = EDITS[editName];
        if (edit === undefined) continue;
        try {
          edit(req);
        } catch {
          continue; // the edit needs a section this request does not have
        }
        {
          const again = warm(req, profile, cache);
          if (again !== fresh(req, profile)) throw new Error(`after the edit "${editName}" the call differs from a fresh one:\n${JSON.stringify(req)}`);
        }
      }
    });

  test('generated sequences of calls through one cache agree with fresh calls', () => {
    expectHolds(agreesWithFresh(() => new AssemblyCache()), { numRuns: settings.numRuns });
  });

  /** The first call of `steps` (each gives the next request, in order, through one cache) that differs from a fresh call, or undefined. */
  const firstDifference = (cache: AssemblyCache, steps: (() => Request)[], profile: Profile): string | undefined => {
    for (const step of steps) {
      const req = step();
      if (warm(req, profile, cache) !== fresh(req, profile)) return JSON.stringify(req);
    }
    return undefined;
  };
  const withSchema = (parameters: unknown): Request => ({ ...base(), tools: [{ name: 'lookup', parameters }] });

  /** Matches on the rules alone. */
  class RulesOnly extends FixedPartMemo {
    readonly #byRules = new Map<string, ReturnType<FixedPartMemo['remember']>>();
    override find(request: Readonly<Record<string, unknown>>): ReturnType<FixedPartMemo['find']> {
      return this.#byRules.get(JSON.stringify(request.rules ?? null));
    }
    override remember(request: Readonly<Request>): ReturnType<FixedPartMemo['remember']> {
      const units = super.remember(request);
      this.#byRules.set(JSON.stringify(request.rules ?? null), units);
      return units;
    }
  }
  /** Keys its copies by JSON text, which cannot tell undefined from null (nor -0 from 0, a hole from null). */
  class ByJson extends FixedPartMemo {
    readonly #byText = new Map<string, ReturnType<FixedPartMemo['remember']>>();
    override find(request: Readonly<Record<string, unknown>>): ReturnType<FixedPartMemo['find']> {
      return this.#byText.get(JSON.stringify([request.rules, request.tools, request.examples, request.format]));
    }
    override remember(request: Readonly<Request>): ReturnType<FixedPartMemo['remember']> {
      const units = super.remember(request);
      this.#byText.set(JSON.stringify([request.rules, request.tools, request.examples, request.format]), units);
      return units;
    }
  }
  /** Keyed by the request object: an edit in place is not seen. */
  class ByIdentity extends FixedPartMemo {
    readonly #byObject = new WeakMap<object, ReturnType<FixedPartMemo['remember']>>();
    override find(request: Readonly<Record<string, unknown>>): ReturnType<FixedPartMemo['find']> {
      return this.#byObject.get(request);
    }
    override remember(request: Readonly<Request>): ReturnType<FixedPartMemo['remember']> {
      const units = super.remember(request);
      this.#byObject.set(request, units);
      return units;
    }
  }
  const edited = (edit: string): Request => {
    const req = base();
    EDITS[edit]!(req);
    return req;
  };
  const editedInPlace = (): (() => Request)[] => {
    const kept = base();
    return [() => kept, () => kept, () => (EDITS['a rule text']!(kept), kept)];
  };
  const MUTANT_CASES: [string, new () => FixedPartMemo, () => (() => Request)[]][] = [
    ['RulesOnly: another format under the same rules', RulesOnly, () => [base, () => edited('the format')]],
    ['ByJson: undefined (invalid) where null was accepted', ByJson, () => [() => withSchema({ enum: [null, 'b'] }), () => withSchema({ enum: [undefined, 'b'] })]],
    ['ByIdentity: a rule edited in place', ByIdentity, editedInPlace],
  ];

  for (const [name, Mutant, requests] of MUTANT_CASES) {
    test(`catches a memo that compares less than the whole content (${name})`, () => {
      const withMutant = new AssemblyCache();
      Object.defineProperty(withMutant, 'fixedParts', { value: new Mutant() });
      for (const profile of PROFILES) {
        expect(firstDifference(new AssemblyCache(), requests(), profile)).toBeUndefined();
      }
      expect(PROFILES.map((profile) => firstDifference(withMutant, requests(), profile)).some((d) => d !== undefined)).toBe(true);
    });
  }
});
