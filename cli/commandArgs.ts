import { UserError } from './io.js';

/**
 * Runs a `node:util` `parseArgs` call and turns its errors into a
 * `UserError` (exit 2) that ends with where to read the usage. The caller
 * writes the call inline, so the options' types flow into the values.
 */
export function parseCommandArgs<R>(seeHelp: string, parse: () => R): R {
  try {
    return parse();
  } catch (error) {
    throw new UserError(`${(error as Error).message}\n${seeHelp}`);
  }
}

/** The REQUEST file and `--profile` that `assemble` and `compact` both require. */
export function requestAndProfile(positionals: readonly string[], profile: string | undefined, seeHelp: string): { requestPath: string; profilePath: string } {
  if (positionals.length !== 1) {
    throw new UserError(`expected one REQUEST file, got ${positionals.length === 0 ? 'none' : positionals.join(' ')}\n${seeHelp}`);
  }
  if (profile === undefined) throw new UserError(`--profile is required\n${seeHelp}`);
  return { requestPath: positionals[0]!, profilePath: profile };
}
