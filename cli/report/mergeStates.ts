import { BaglamError } from '../../core/index.js';
import { UserError, type CliIo } from '../io.js';
import { sourcedUserError } from '../loadFiles.js';
import { readInput } from '../readInput.js';
import { ReportAccumulator } from './aggregate.js';
import { parseReportState } from './reportState.js';

/**
 * Reads report states (`--save-state` files: shards of a log reported on
 * other machines, in a CI matrix, by a batch job) and adds them up, in the
 * order given. Every count is exact, so the sum is the report one run over
 * every shard's lines would give; only the list of logs tells them apart.
 */
export async function mergeStates(files: readonly string[], io: CliIo): Promise<ReportAccumulator> {
  let merged: ReportAccumulator | undefined;
  for (const file of files) {
    let shard;
    try {
      shard = ReportAccumulator.fromState(parseReportState((await readInput(file, io)).text, file));
    } catch (error) {
      throw sourcedUserError(error);
    }
    if (merged === undefined) merged = shard;
    else {
      try {
        merged.merge(shard);
      } catch (error) {
        if (error instanceof BaglamError) throw new UserError(`${file}: ${error.detail}`);
        throw error;
      }
    }
  }
  return merged!;
}
