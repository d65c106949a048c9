import { parseArgs } from 'node:util';
import type { Profile } from '../../core/index.js';
import type { Command } from '../command.js';
import { EXIT, UserError, write } from '../io.js';
import { plural } from '../plural.js';
import { loadProfile } from '../loadFiles.js';
import { DEFAULT_RUNS, DEFAULT_SEED, DEFAULT_SHRINK_SECONDS } from '../../properties/runDefaults.js';
import { checkReplayLine } from '../checkReplayLine.js';
import { contractLines } from '../contractLines.js';
import { contractWords, CONTRACTS, PROFILE_CONTRACTS } from '../../properties/contracts.js';

const USAGE = `Usage: baglam check --profile FILE [--json] [--runs N] [--seed S] [--only ID,…] [--path P] [--shrink-seconds N]

Runs baglam's contracts C1–C13 (docs/contracts.md) under your profile — its
window, template, shares, threshold, limits and protected turns, with
requests and chunks scaled to its window:

${PROFILE_CONTRACTS.map((id) => `  ${id.padEnd(4)} ${CONTRACTS[id]}`).join('\n')}

and the profile-health properties:

  within-limits        any request within limits.longestTurn, largestChunk
                       and fixedTokens fits without overflow
  protected-turns-fit  the protected turns, each up to limits.longestTurn,
                       fit beside a fixed part of limits.fixedTokens
  evidence-share       a long history cannot crowd out the evidence share
  history-share        shares.history is not larger than shares.evidence

(longestTurn and largestChunk count a turn's or chunk's text; fixedTokens
counts the prompt that rules, tools, examples, format and question make on
their own, template overhead included.)

  --profile, -p FILE  the profile, YAML or JSON
  --json              print the results as JSON
  --runs N            cases per property (default: BAGLAM_RUNS or ${DEFAULT_RUNS})
  --seed S            the random seed (default: BAGLAM_SEED or ${DEFAULT_SEED})
  --only ID,…         run only these properties (ids as listed)
  --path P            replay one failure (with --only and its --seed)
  --shrink-seconds N  stop shrinking a counterexample after N seconds
                      (default 30; the replay line replays what was reached)

Exit codes: 0 every property held; 1 one failed (its counterexample and the
line that replays it are printed); 2 bad usage or a bad profile.`;

const SEE_HELP = 'Run `baglam check --help` for usage.';

interface Options {
  profilePath: string;
  json: boolean;
  runs: string | undefined;
  seed: string | undefined;
  only: string[] | undefined;
  path: string | undefined;
  shrinkSeconds: number;
}

function parseOptions(args: string[]): Options {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: false,
      strict: true,
      options: {
        profile: { type: 'string', short: 'p' },
        json: { type: 'boolean', default: false },
        runs: { type: 'string' },
        seed: { type: 'string' },
        only: { type: 'string' },
        path: { type: 'string' },
        'shrink-seconds': { type: 'string' },
      },
    });
  } catch (error) {
    throw new UserError(`${(error as Error).message}\n${SEE_HELP}`);
  }
  const { values } = parsed;
  if (values.profile === undefined) throw new UserError(`--profile is required\n${SEE_HELP}`);
  const shrinkSeconds = values['shrink-seconds'] === undefined ? DEFAULT_SHRINK_SECONDS : Number(values['shrink-seconds']);
  if (!Number.isFinite(shrinkSeconds) || shrinkSeconds < 0) {
    throw new UserError(`--shrink-seconds must be a number ≥ 0, got "${values['shrink-seconds']}"\n${SEE_HELP}`);
  }
  return {
    shrinkSeconds,
    profilePath: values.profile,
    json: values.json === true,
    runs: values.runs,
    seed: values.seed,
    only: values.only?.split(',').map((id) => id.trim()).filter((id) => id !== ''),
    path: values.path,
  };
}

const MAX_COUNTEREXAMPLE = 1200;

/**
 * The most a step of a replay path may skip. A path is the failing run's
 * index, then one index per shrink step; fast-check walks to each by
 * generating and discarding what comes before, so `999999999:0` would run
 * for days. No shrink step of baglam's properties offers a million
 * candidates.
 */
const MAX_PATH_STEP = 1_000_000;

/** A `--path` fast-check can replay in bounded time: numbers joined by colons, the first one of the runs made. */
function checkReplayPath(path: string, runs: number): void {
  if (!/^\d{1,9}(:\d{1,9}){0,9999}$/.test(path)) {
    throw new UserError(`--path must be run and shrink indices joined by colons, as a failure prints it (such as 12:3:0), got ${JSON.stringify(path.slice(0, 40))}`);
  }
  const steps = path.split(':').map(Number);
  if (steps[0]! >= runs) {
    throw new UserError(`--path ${steps[0]}:… replays run ${steps[0]}, but the check makes ${runs} runs: give the --runs and --seed the failure printed`);
  }
  if (steps.some((step) => step > MAX_PATH_STEP)) {
    throw new UserError(`--path has a step over ${MAX_PATH_STEP}: no shrink step offers that many candidates; copy the path a failure printed`);
  }
}

export const check: Command = {
  name: 'check',
  summary: "run baglam's contracts and profile-health properties against a profile",
  usage: USAGE,
  async run(args, io) {
    const options = parseOptions(args);
    // Loaded on demand: fast-check is only needed by this command.
    const { checkProfile } = await import('../../properties/checkProfile.js');
    const { runSettings } = await import('../../properties/runner.js');
    let settings;
    try {
      settings = runSettings({
        ...io.env,
        ...(options.seed === undefined ? {} : { BAGLAM_SEED: options.seed }),
        ...(options.runs === undefined ? {} : { BAGLAM_RUNS: options.runs }),
        BAGLAM_PATH: options.path,
      });
    } catch (error) {
      throw new UserError(`${(error as Error).message.replace('BAGLAM_SEED', '--seed').replace('BAGLAM_RUNS', '--runs')}\n${SEE_HELP}`);
    }
    if (options.path !== undefined) checkReplayPath(options.path, settings.numRuns);
    const profile: Profile = await loadProfile(options.profilePath, io);
    if (settings.path !== undefined && options.only?.length !== 1) throw new UserError(`--path replays one property: name it with --only\n${SEE_HELP}`);
    let checked;
    try {
      checked = checkProfile(profile, settings, {
        ...(options.only === undefined ? {} : { only: options.only }),
        shrinkTimeLimitMs: options.shrinkSeconds * 1000,
      });
    } catch (error) {
      if (error instanceof RangeError) throw new UserError(error.message);
      throw error;
    }
    const results = checked.map((r) => ({
      ...r,
      replay: r.outcome.status === 'failed' ? checkReplayLine(options.profilePath, r.id, r.outcome) : undefined,
    }));
    const failed = results.filter((r) => r.outcome.status === 'failed').length;

    if (options.json) {
      write(
        io.stdout,
        JSON.stringify(
          {
            profile: profile.name,
            seed: settings.seed,
            runs: settings.numRuns,
            held: results.length - failed,
            failed,
            results: results.map((r) => ({
              id: r.id, contract: r.contract, contracts: r.contracts, meaning: contractWords(r.contracts), title: r.title,
              ...r.outcome, ...(r.replay === undefined ? {} : { replay: r.replay }),
            })),
          },
          null,
          2,
        ),
      );
    } else {
      const lines = [
        `baglam check: profile ${profile.name} (window ${profile.window}, ${profile.encoding}, ${profile.template.kind} template),` +
          ` seed ${settings.seed}, ${plural(settings.numRuns, 'case')} per property`,
      ];
      lines.push(
        ...contractLines(results, (r) => {
          if (r.outcome.status !== 'failed') return [];
          // Long texts are shortened for reading; --json prints the counterexample whole.
          const summary = r.outcome.summary;
          const example = summary.length > MAX_COUNTEREXAMPLE ? `${summary.slice(0, MAX_COUNTEREXAMPLE)}…` : summary;
          return [r.outcome.reason, `counterexample: ${example}`, `replay: ${checkReplayLine(options.profilePath, r.id, r.outcome)}`];
        }),
      );
      lines.push(`${results.length - failed} held, ${failed} failed`);
      write(io.stdout, lines.join('\n'));
    }
    return failed === 0 ? EXIT.ok : EXIT.failed;
  },
};
