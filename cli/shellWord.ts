/** A shell word: plain when safe, single-quoted otherwise (replay lines are pasted into a shell). */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_./:=,@%+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The `baglam check` line that replays one failed property. */
export function checkReplayLine(profilePath: string, id: string, outcome: { seed: number; path: string }, prefix: string[] = ['baglam']): string {
  return [...prefix, 'check', '--profile', profilePath, '--only', id, '--seed', String(outcome.seed), '--path', outcome.path]
    .map(shellWord)
    .join(' ');
}
