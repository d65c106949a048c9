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
