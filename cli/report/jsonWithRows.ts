/**
 * JSON as baglam writes its report files (states, baselines): two-space
 * indents, except that the entries of `rowsKey` (histograms, sections) sit
 * one a line, so a diff shows which one moved and a file of a few thousand
 * numbers stays readable. `rowsKey` comes last.
 */
export function jsonWithRows<K extends string>(head: object, rowsKey: string, rows: Readonly<Record<K, unknown>>, order: readonly K[]): string {
  const lines = order.map((key) => `    ${JSON.stringify(key)}: ${JSON.stringify(rows[key])}`).join(',\n');
  const top = JSON.stringify(head, null, 2);
  return `${top.slice(0, -2)},\n  ${JSON.stringify(rowsKey)}: {\n${lines}\n  }\n}\n`;
}
