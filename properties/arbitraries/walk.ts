import fc from 'fast-check';

/**
 * Lists of words walked in turn, so that every word of every list occurs in every case.
 *
 * A word a reader lists and a generator draws meets the reader only in the cases that draw it: a mutation run reads
 * the properties in a few cases (20, at one seed), so which of a reader's words it reached, and which mutants it
 * killed, hung on the seed and on every draw before it. A walk gives as many clauses as its longest list: list k
 * takes its word (offset k + i) mod its length in clause i, from an offset drawn for each list, so every word of every
 * list occurs in each case whatever the seed; the offsets only pair the words of different lists differently (their
 * product is not enumerated), and shrink towards the first words. Anything that is not a word of a list (a number,
 * an amount) is an arbitrary, drawn afresh for each clause.
 */

/** What a walk takes at one place: a list walked in turn, or an arbitrary drawn for each clause. */
export type Step<T> = readonly T[] | fc.Arbitrary<T>;
type Steps<T extends unknown[]> = { [K in keyof T]: Step<T[K]> };

/** Which word of each list clause i took, and the value each arbitrary drew for it. */
export interface Walked {
  /** Per clause, the index taken in each list, in the order the lists come among the steps. */
  at: number[][];
  values: unknown[][];
}

const isList = (step: Step<unknown>): step is readonly unknown[] => Array.isArray(step);

/** The clauses' indices and draws of a walk over `steps`: `walk` maps them to values, `recorder` also notes them. */
function walkedIndices(steps: readonly Step<unknown>[]): fc.Arbitrary<Walked> {
  const lists = steps.filter(isList);
  for (const list of lists) if (list.length === 0) throw new Error('walk: an empty list has no word to walk');
  const count = Math.max(1, ...lists.map((l) => l.length));
  const offsets = fc.tuple(...lists.map((l) => fc.nat(l.length - 1)));
  const drawn = steps.filter((s): s is fc.Arbitrary<unknown> => !isList(s)).map((a) => fc.array(a, { minLength: count, maxLength: count }));
  const build = (offs: number[], draws: unknown[][]): Walked => {
    const at: number[][] = [];
    const values: unknown[][] = [];
    for (let i = 0; i < count; i++) {
      at.push(lists.map((l, k) => (offs[k]! + i) % l.length));
      values.push(draws.map((d) => d[i]));
    }
    return { at, values };
  };
  // With no arbitrary the offsets are the whole draw (as the clause tables draw theirs).
  if (drawn.length === 0) return offsets.map((offs) => build(offs, []));
  return fc.tuple(offsets, fc.tuple(...drawn)).map(([offs, draws]) => build(offs, draws));
}

/** The steps' values in clause i of a walk. */
function valuesOf(steps: readonly Step<unknown>[], w: Walked, i: number): unknown[] {
  let list = 0;
  let drawn = 0;
  return steps.map((s) => (isList(s) ? s[w.at[i]![list++]!] : w.values[i]![drawn++]));
}

/** A walk: the tuples of its clauses. */
export type Walk = <T extends unknown[]>(...steps: Steps<T>) => fc.Arbitrary<T[]>;

/** Every word of every list in each case, the lists walked in turn (above). */
export const walk: Walk = <T extends unknown[]>(...steps: Steps<T>): fc.Arbitrary<T[]> => {
  const all = steps as readonly Step<unknown>[];
  return walkedIndices(all).map((w) => w.at.map((_, i) => valuesOf(all, w, i) as T));
};

/**
 * The old way, for the test that shows the check below can fail: as many clauses as the longest list, each word
 * drawn afresh for each clause, so a case reaches a word only by chance.
 */
function drawnIndices(steps: readonly Step<unknown>[]): fc.Arbitrary<Walked> {
  const lists = steps.filter(isList);
  const count = Math.max(1, ...lists.map((l) => l.length));
  const one = fc.tuple(fc.tuple(...lists.map((l) => fc.nat(l.length - 1))), fc.tuple(...steps.filter((s): s is fc.Arbitrary<unknown> => !isList(s))));
  return fc.array(one, { minLength: count, maxLength: count }).map((clauses) => ({ at: clauses.map(([at]) => at), values: clauses.map(([, values]) => values) }));
}

/**
 * A walk that notes, for each list of each walk it made, which words a case reached: what the test of a generator
 * reads to show that every word occurs in each case (`drawn`: the old way, each word drawn, which that test must
 * fail). Lists are named by the walk's order of making and their place among its steps, so a generator makes its
 * walks once, not inside a `chain`.
 */
export function recorder(drawn = false): { walk: Walk; reset(): void; missed(): string[] } {
  const lengths: number[][] = [];
  let used = new Set<string>();
  const recording: Walk = <T extends unknown[]>(...steps: Steps<T>): fc.Arbitrary<T[]> => {
    const all = steps as readonly Step<unknown>[];
    const id = lengths.length;
    lengths.push(all.filter(isList).map((l) => l.length));
    return (drawn ? drawnIndices(all) : walkedIndices(all)).map((w) => {
      for (const at of w.at) at.forEach((a, k) => used.add(`${id}:${k}:${a}`));
      return w.at.map((_, i) => valuesOf(all, w, i) as T);
    });
  };
  return {
    walk: recording,
    reset: () => {
      used = new Set();
    },
    missed: () => lengths.flatMap((ls, id) => ls.flatMap((n, k) => Array.from({ length: n }, (_, a) => `${id}:${k}:${a}`))).filter((key) => !used.has(key)),
  };
}
