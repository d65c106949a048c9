import { shellWord } from '../properties/shellWord.js';

/** The `baglam check` line that replays one failed property. */
export function checkReplayLine(profilePath: string, id: string, outcome: { seed: number; path: string }, prefix: string[] = ['baglam']): string {
  return [...prefix, 'check', '--profile', profilePath, '--only', id, '--seed', String(outcome.seed), '--path', outcome.path]
    .map(shellWord)
    .join(' ');
}
