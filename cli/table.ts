/** Column alignment: numbers read best right-aligned. */
export type Align = 'left' | 'right';

/**
 * A plain-text table with a header rule. Widths are in code points, which is
 * right for the Latin-script text baglam prints (Turkish included).
 */
export function table(headers: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[] = []): string {
  const width = (s: string): number => Array.from(s).length;
  const widths = headers.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const pad = (cell: string, i: number): string => {
    const fill = ' '.repeat(widths[i]! - width(cell));
    return align[i] === 'right' ? fill + cell : cell + fill;
  };
  const line = (cells: readonly string[]): string => cells.map((c, i) => pad(c, i)).join('  ').trimEnd();
  return [line(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
