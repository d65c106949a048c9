import { renderFixedPart, type FixedPartUnits } from './renderedRequest.js';
import { validateFixedPart, type Request } from './request.js';

/**
 * The fixed part's verdict and renderings, remembered by content.
 *
 * A request's rules, tools, examples and format are the same on most calls
 * of a product (and on every line of a production log) while each call
 * brings them as new objects: parsed from a new line, rebuilt per request.
 * The memos keyed by object (`core/validationMemo.ts`,
 * `core/renderedRequest.ts`) cannot see that, so each such call would
 * validate the tool schemas again (every character, for lone surrogates),
 * write their canonical JSON again and hash their kilobytes again to find
 * their counts.
 *
 * Here the fixed part is remembered as a copy of its content (plain arrays
 * and objects rebuilt, strings and numbers as they are, objects frozen at
 * every level kept as they are), beside the verdict
 * and the renderings made *from that copy*, so nothing a caller later does
 * to its own objects can reach them. A call whose fixed part has the same
 * content (the same values under the same keys in the same order, in plain
 * objects and arrays) gets them; anything else is a miss. Validity and
 * renderings are functions of that content alone, so only speed depends on
 * this: the same answer, whichever request was seen first.
 *
 * A copy is compared, not hashed: an equal string is found equal by the
 * engine (a pointer comparison when it is the same string, a memory
 * comparison otherwise), and a different fixed part usually differs early
 * (another number of rules). The last `MAX_ENTRIES` fixed parts are kept,
 * the most recently used first: a log's fixed part changes now and then.
 */

const MAX_ENTRIES = 8;

/** The fixed part's fields, in the order they are copied and compared. */
type FixedFields = [rules: unknown, tools: unknown, examples: unknown, format: unknown];

function fieldsOf(request: Readonly<Record<string, unknown>>): FixedFields {
  return [request.rules, request.tools, request.examples, request.format];
}

function isPlainArray(value: object): value is unknown[] {
  return Array.isArray(value) && Object.getPrototypeOf(value) === Array.prototype;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return !Array.isArray(value) && (proto === Object.prototype || proto === null);
}

const UNCOPYABLE = Symbol('uncopyable');

/**
 * True when every own key of `value` (symbols too) is an enumerable data
 * property, an array's length aside. Validation and rendering read a field
 * by name, whatever its kind; a copy keeps only enumerable values, read
 * once. So an object with a getter (its answer may change between the
 * reads) or a key a copy would leave out cannot be copied: it is rendered
 * as read and never remembered, and validation and assembly see the same.
 */
function onlyEnumerableValues(value: object): boolean {
  const isArray = Array.isArray(value);
  for (const key of Reflect.ownKeys(value)) {
    if (isArray && key === 'length') continue;
    const descriptor = Object.getOwnPropertyDescriptor(value, key)!;
    if (!('value' in descriptor) || descriptor.enumerable !== true) return false;
  }
  return true;
}

/**
 * A copy of plain data, or UNCOPYABLE (another prototype, a getter or a
 * key that is not enumerable). What it copies was read by validation a
 * moment before and is only data, so it holds no function or symbol, and
 * nests no deeper than validation allows (tool schemas: 64 levels). An object or array that is frozen, holding only such objects or
 * primitives (frozen at every level: what `baglam report` hands out for the
 * fixed part of every line), is kept as it is: it can never change, so it
 * needs no copy, and the next request holding the same objects is found by
 * identity at the top of `sameContent` instead of a walk. Freezing is
 * permanent, and a frozen object's prototype cannot change either.
 */
function copy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (!onlyEnumerableValues(value)) return UNCOPYABLE;
  let same = Object.isFrozen(value);
  if (isPlainArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) continue; // a hole stays a hole
      const item = copy(value[i]);
      if (item === UNCOPYABLE) return UNCOPYABLE;
      if (item !== value[i]) same = false;
      out[i] = item;
    }
    return same ? value : out;
  }
  if (!isPlainObject(value)) return UNCOPYABLE;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const held = (value as Record<string, unknown>)[key];
    const item = copy(held);
    if (item === UNCOPYABLE) return UNCOPYABLE;
    if (item !== held) same = false;
    // Defined, not assigned: a key named `__proto__` stays a key.
    Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
  }
  return same ? value : out;
}

/** True when `value` holds the same content as the remembered copy `known`. */
function sameContent(value: unknown, known: unknown): boolean {
  if (value === known) return true;
  // Two primitives that are not the same value, or a primitive and an object
  // (0 and -0 are the same value above, and render alike; no copy holds NaN).
  if (typeof value !== 'object' || value === null || typeof known !== 'object' || known === null) return false;
  if (Array.isArray(known)) {
    if (!isPlainArray(value) || value.length !== known.length) return false;
    // A copy has no holes and holds no undefined (what it copied was
    // validated): a hole in `value` reads undefined, never the same content.
    for (let i = 0; i < known.length; i++) if (!sameContent(value[i], known[i])) return false;
    return true;
  }
  if (!isPlainObject(value)) return false;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(known);
  let seen = 0;
  // `for…in` rather than `Object.keys`: no array per object. It also visits
  // enumerable inherited keys, which a copy never holds: they can only make
  // the comparison fail.
  for (const key in record) {
    if (keys[seen] !== key) return false;
    if (!sameContent(record[key], (known as Record<string, unknown>)[key])) return false;
    seen++;
  }
  // A key `for…in` does not visit (not enumerable) is still read by name
  // by validation and rendering: content no copy holds, never the same.
  return seen === keys.length && Object.getOwnPropertyNames(record).length === seen;
}

interface Entry {
  fields: FixedFields;
  units: FixedPartUnits;
}

/** The fixed parts one `AssemblyCache` has accepted, by content. */
export class FixedPartMemo {
  /** Most recently used first. */
  readonly #entries: Entry[] = [];
  /** What `AssemblyCache.stats()` reports. */
  hits = 0;
  misses = 0;

  /**
   * The renderings of `request`'s fixed part if a fixed part with the same
   * content was accepted before (then it is valid: a caller may skip its
   * checks), else undefined.
   */
  find(request: Readonly<Record<string, unknown>>): FixedPartUnits | undefined {
    const fields = fieldsOf(request);
    const entries = this.#entries;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      if (fields.every((field, k) => sameContent(field, entry.fields[k]))) {
        // Now the most recently used (at 0 this changes nothing).
        entries.splice(i, 1);
        entries.unshift(entry);
        this.hits++;
        return entry.units;
      }
    }
    this.misses++;
    return undefined;
  }

  /**
   * Remembers the fixed part of `request` (just accepted by full
   * validation), checked and rendered again from a copy of its content.
   * Returns the renderings, or undefined when the content cannot be copied
   * as plain data (it is then not remembered).
   */
  remember(request: Readonly<Request>): FixedPartUnits | undefined {
    // A getter on the request itself could hand the copy other fields than
    // validation read.
    if (!onlyEnumerableValues(request)) return undefined;
    const fields = fieldsOf(request as Readonly<Record<string, unknown>>).map(copy);
    if (fields.includes(UNCOPYABLE)) return undefined;
    const [rules, tools, examples, format] = fields as FixedFields;
    const content = { rules, tools, examples, format } as Record<string, unknown>;
    // The copy is what the entry promises: valid and rendered as it is.
    validateFixedPart(content);
    const units = renderFixedPart(content);
    this.#entries.unshift({ fields: fields as FixedFields, units });
    if (this.#entries.length > MAX_ENTRIES) this.#entries.pop();
    return units;
  }
}
