/** `1 chunk`, `3 chunks`, `0 chunks`: a count with its noun in the right number, for what people read. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
