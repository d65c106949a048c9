/** Types of `suiteFiles.mjs` for the tests that import it (the project does not compile JavaScript). */
export function shardSuite(kind: 'properties' | 'tests', mutated: string[], only?: string[]): { tests: string[]; files: Record<string, string> };
export function suiteChanges(recorded: Record<string, string> | undefined, now: Record<string, string>): string[];
export function propertyModules(): string[];
export function entryFor(chosen: string[], text?: string): string;
export function describeTitles(modules?: string[], read?: (file: string) => string): [string, string][];
export function moduleOfTest(name: string, titles: [string, string][]): string | undefined;
