/** Types of `killerModules.mjs` for the tests that import it (the project does not compile JavaScript). */
export interface Shard {
  mutate: string[];
  tests: 'properties' | 'tests';
  only?: string[];
}
export interface Results {
  testFiles?: Record<string, { tests: { id: string; name: string }[] }>;
  files: Record<string, { mutants: { status: string; static?: boolean; killedBy?: string[]; coveredBy?: string[] }[] }>;
}
export function killersOf(results: Results, titles: [string, string][]): { modules: Set<string>; unmapped: Set<string> };
export function verdictModules(shards: Record<string, Shard>, text: string, modules: string[]): Record<string, Set<string>>;
export function shardsText(shards: Record<string, Shard>): string;
