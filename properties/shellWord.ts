/** A shell word: plain when safe, single-quoted otherwise (replay lines are pasted into a shell). */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_./:=,@%+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
