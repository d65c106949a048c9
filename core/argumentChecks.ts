import { invalidInput, type FieldPath } from './errors.js';
import { describeType } from './load/describeValue.js';
import type { Tokenizer } from './tokenizer.js';

/**
 * Checks of what a plain-JavaScript caller hands a public function, one way
 * for every function: a wrong argument is a `BaglamError` (`INVALID_INPUT`)
 * whose path names the argument, never a bare `TypeError` from deep inside
 * and never a silent default.
 */

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return String(value);
  return `a ${typeof value}`;
}

/** An options argument: left out (`undefined`) means defaults; anything but an object is refused. */
export function checkOptions<T extends object>(value: T | undefined, name = 'options'): Partial<T> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidInput([name], `must be an object of options or left out, got ${describe(value)}`);
  }
  return value;
}

/**
 * An array without holes. A sparse array (`[ , x]`, or one with an element
 * deleted) is refused at its first hole: `forEach` and `map` skip holes while
 * `for` loops read `undefined`, so the same list would mean different things
 * to different code.
 */
export function checkDenseArray(value: unknown, path: FieldPath): unknown[] {
  if (!Array.isArray(value)) throw invalidInput(path, `must be an array, got ${describe(value)}`);
  for (let i = 0; i < value.length; i++) {
    if (!(i in value)) throw invalidInput([...path, i], 'is missing: a hole in a sparse array');
  }
  return value;
}

/**
 * A text must be a string, not an object that acts like one: the readers
 * of a text (`JSON.parse`, the scanners, the tokenizer's pre-token split)
 * reach it through its `toString`, `charCodeAt`, `slice`, `matchAll` or
 * `length`, so an object answering them differently would be read as one
 * text by one reader and as another by the next, and a number or `null`
 * would be counted as nothing. `name` names the argument.
 */
export function checkText(value: unknown, name: string): string {
  if (typeof value !== 'string') throw invalidInput([name], `must be a string, got ${describeType(value)}`);
  return value;
}

/**
 * A limit to compare a count with: any number but `NaN` (a negative one or
 * `Infinity` compares as it should; `NaN` compares false with everything,
 * so no count would be over it or within it).
 */
export function checkLimit(value: unknown, path: FieldPath): number {
  if (typeof value !== 'number' || Number.isNaN(value)) throw invalidInput(path, `must be a number, got ${describe(value)}`);
  return value;
}

/** A count or budget: a number ≥ 0 (`Infinity` allowed, `NaN` not). */
export function checkCount(value: unknown, path: FieldPath): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0) {
    throw invalidInput(path, `must be a number ≥ 0, got ${describe(value)}`);
  }
  return value;
}

/** Tokenizers `createTokenizer` made: their counts need no checking. */
const trusted = new WeakSet<Tokenizer>();

/**
 * The checking wrapper of each caller tokenizer, made once: memos keyed by
 * the tokenizer object (`core/preparedCandidates.ts`) then see the same
 * object on every call. A memo of a pure function (the wrapper delegates):
 * it changes no count.
 */
const wrappers = new WeakMap<Tokenizer, Tokenizer>();

/** Marks a tokenizer of baglam's own as trusted (`createTokenizer` calls this). */
export function trustTokenizer(tokenizer: Tokenizer): void {
  trusted.add(tokenizer);
}

/**
 * A caller's tokenizer, checked: an object with `encoding`, `count` and
 * `countWithin`, whose every count is a whole number ≥ 0. A count of −5 or
 * `NaN` would otherwise become a budget decision (a negative count always
 * fits; `NaN` compares false with everything). Counts are checked as they
 * are made, so a tokenizer wrong on one text only is caught on that text.
 * baglam's own tokenizers are returned as they are.
 */
export function checkTokenizer(value: unknown): Tokenizer {
  const path: FieldPath = ['tokenizer'];
  const t = value as Partial<Tokenizer> | null;
  if (typeof t !== 'object' || t === null || typeof t.count !== 'function' || typeof t.countWithin !== 'function' || typeof t.encoding !== 'string') {
    throw invalidInput(path, `must be a tokenizer (createTokenizer): an object with encoding, count and countWithin, got ${describe(value)}`);
  }
  const tokenizer = t as Tokenizer;
  if (trusted.has(tokenizer)) return tokenizer;
  let wrapper = wrappers.get(tokenizer);
  if (wrapper === undefined) {
    const checked = (count: unknown, text: string, method: string): number => {
      if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
        throw invalidInput(['tokenizer'], `${method} returned ${describe(count)} for a text of ${text.length} characters; a count must be a whole number ≥ 0`);
      }
      return count;
    };
    wrapper = {
      name: String(tokenizer.name),
      encoding: tokenizer.encoding,
      count: (text) => checked(tokenizer.count(text), text, 'count'),
      countWithin: (text, limit) => checked(tokenizer.countWithin(text, limit), text, 'countWithin'),
    };
    wrappers.set(tokenizer, wrapper);
    trusted.add(wrapper);
  }
  return wrapper;
}

/**
 * A caller's tokenizer for a profile (`checkTokenizer`), which must count
 * the profile's encoding: counts of another model's tokens would be exact
 * and wrong.
 */
export function checkTokenizerFor(value: unknown, encoding: string): Tokenizer {
  const tokenizer = checkTokenizer(value);
  if (tokenizer.encoding !== encoding) {
    throw invalidInput(['tokenizer'], `counts ${tokenizer.encoding} but the profile's model uses ${encoding}`);
  }
  return tokenizer;
}

/** An optional flag: left out, `true` or `false`; anything else is refused rather than read as false. */
export function checkFlag(value: unknown, path: FieldPath): boolean | undefined {
  if (value !== undefined && typeof value !== 'boolean') throw invalidInput(path, `must be true or false, got ${describe(value)}`);
  return value;
}
