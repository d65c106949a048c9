/** `chunk` for 1, `chunks` otherwise: the noun in the number its count needs. */
export function noun(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** `1 chunk`, `3 chunks`, `0 chunks`: a count with its noun in the right number, for what people read. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${noun(count, one, many)}`;
}
