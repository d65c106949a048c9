import fc from 'fast-check';

/**
 * A row of a table property. `miss`: misread however it is typed, an `it.fails` case of its own, left out of the
 * whole table's run. `wideMiss`: misread only typed wide, so the table reads it as written only.
 */
export interface TableRow {
  readonly miss?: string;
  readonly wideMiss?: string;
}

/** Every space written twice: how a row is typed wide. */
export const widen = (text: string, wide: boolean): string => (wide ? text.replace(/ /gu, '  ') : text);

/**
 * A table read whole, each row as written and typed wide (a row with a `wideMiss`, or that `typedWide` says reads
 * the same both ways, as written only). One run says all it can, so the property has no input. A table of one row
 * is read even when that row is a known miss: that is how its `it.fails` case states it.
 */
export function everyRow<Row extends TableRow>(
  rows: readonly Row[],
  check: (row: Row, wide: boolean) => void,
  typedWide: (row: Row) => boolean = () => true,
): fc.IPropertyWithHooks<[null]> {
  return fc.property(fc.constant(null), (_none: null) => {
    for (const row of rows) {
      if (row.miss !== undefined && rows.length > 1) continue;
      check(row, false);
      if (row.wideMiss === undefined && typedWide(row)) check(row, true);
    }
  });
}

/** One row typed wide, as its known miss states it. */
export function oneRowWide<Row>(row: Row, check: (row: Row, wide: boolean) => void): fc.IPropertyWithHooks<[null]> {
  return fc.property(fc.constant(null), (_none: null) => check(row, true));
}

/**
 * A table read whole in every way of typing it, in every case: `check` reads it once for each way, with what the case
 * draws besides (its runs of spaces, or nothing). A way drawn per case, as the tables once were read, leaves ways
 * unread at a few cases whatever the seed (at the mutation run's twenty runs the slot pairs never read their rows as
 * written), and a row misread only one way then passes; fast-check's `examples` would not help, since they count in
 * `numRuns` (one run would read one way). A failure names the way it was read.
 */
export function everyWay<Way, Drawn>(ways: readonly Way[], drawn: fc.Arbitrary<Drawn>, check: (way: Way, drawn: Drawn) => void): fc.IPropertyWithHooks<[Drawn]> {
  return fc.property(drawn, (d: Drawn) => {
    for (const way of ways) {
      try {
        check(way, d);
      } catch (e) {
        throw new Error(`typed ${JSON.stringify(way)}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      }
    }
  });
}

/**
 * The cases a test of an `everyWay` table runs where it ran `runs` reading one way a case: at least as many reads of
 * the table, in as few cases (so the wall time stays about what it was; one case reads every way). A table whose
 * case draws nothing needs one case, whatever the runs.
 */
export const everyWayRuns = (runs: number, ways: readonly unknown[]): number => Math.max(1, Math.ceil(runs / ways.length));
