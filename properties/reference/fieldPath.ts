/**
 * A field path as docs/contracts.md writes it in an error
 * (`chunks[3].score: must be a finite number, got NaN`): a list position in
 * brackets right after what it indexes, a name after a dot, the first name
 * bare.
 */
export function referenceFieldPath(path: readonly (string | number)[]): string {
  const pieces = path.map((part, at) => {
    if (typeof part === 'number') return `[${part}]`;
    return at === 0 ? part : `.${part}`;
  });
  return pieces.join('');
}

/** Where an error placed in a file says it is: `file:line:col`, then the field in parentheses when there is one. */
export function referencePlace(source: { file: string; line: number; col: number }, path: readonly (string | number)[]): string {
  const at = [source.file, source.line, source.col].join(':');
  return path.length === 0 ? at : `${at} (${referenceFieldPath(path)})`;
}
