import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseProfileYaml } from '../../core/load/profileYaml.js';
import { createTokenizer } from '../../core/tokenizer.js';
import { extractiveSummarizer } from '../summarizer.js';
import { measureSplit, type SplitMeasure, type SplitTotal } from './measureSplit.js';
import type { Ratio } from './measureConversation.js';

/**
 * `npm run measure:compaction [-- --profile FILE ...] [--json]`: compacts
 * every spoken-style test conversation once with the extractive summarizer
 * and prints what reaches the model (definitions: `measureConversation.ts`,
 * docs/compaction.md). Run from the package root, as npm does.
 *
 * The held-out split is printed as totals only: its conversations are for
 * reporting, not for reading while tuning. The tuning split also gets one
 * row per conversation, with the ids of the constraints it missed.
 */
const { values } = parseArgs({
  options: {
    profile: { type: 'string', multiple: true },
    dir: { type: 'string', default: join('fixtures', 'conversations', 'spoken') },
    json: { type: 'boolean', default: false },
    // `--split tune` measures the tuning half alone: tuning never needs the held-out totals.
    split: { type: 'string', multiple: true },
  },
});
const splits = values.split ?? ['tune', 'heldout'];
for (const split of splits) {
  if (split !== 'tune' && split !== 'heldout') throw new Error(`--split: "${split}" is not a split; expected tune or heldout`);
}
const profiles = values.profile ?? [join('fixtures', 'conversations', 'compaction-small.profile.yaml')];

const pct = (r: Ratio): string => (r.total === 0 ? '–' : `${((100 * r.kept) / r.total).toFixed(0)} % (${r.kept}/${r.total})`);
const share = (x: number): string => `${(100 * x).toFixed(0)} %`;

function totalRows(name: string, t: SplitTotal): string[] {
  return [
    `| ${name} | ${t.conversations} | ${pct(t.constraints)} | ${pct(t.negations)} | ${t.revisions.kept} of ${t.revisions.total} | ` +
      `${pct(t.identifiers)} | ${t.lostVsClamp} | ${share(t.summaryShareMax)} (mean ${share(t.summaryShareMean)}) | ` +
      `${t.summaryItems.total === 0 ? '–' : `${((100 * t.summaryItems.absent) / t.summaryItems.total).toFixed(0)} % (${t.summaryItems.absent}/${t.summaryItems.total})`} | ` +
      `${t.verbalNounRules} | ${t.verbalNounProhibitions.kept} of ${t.verbalNounProhibitions.total} | ${t.notCompacted} | ${t.msMean.toFixed(1)} / ${t.msMax.toFixed(1)} |`,
  ];
}

const HEADER = [
  '| split | conversations | constraints kept | negations kept | revisions resolved | identifiers kept | lost vs clamp | summary / history share (max) | summary items absent from truth | verbal nouns as rules in the summary | verbal nouns read as prohibitions | not compacted | CPU ms per compaction (mean / max) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
];

const results: Record<string, Record<string, SplitMeasure>> = {};
const lines: string[] = [];
for (const file of profiles) {
  const profile = parseProfileYaml(await readFile(file, 'utf8'), file);
  // Load the encoding's tables before anything is timed: that is a one-off per process, not per compaction.
  createTokenizer(profile.encoding).count('warm-up: ölçüm öncesi bir cümle, and one in English.');
  results[file] = {};
  lines.push(`profile ${file}`, '', ...HEADER);
  for (const split of splits) {
    const measured = await measureSplit(join(values.dir, split), profile, extractiveSummarizer);
    results[file][split] = measured;
    lines.push(...totalRows(split, measured.total));
  }
  if (results[file].tune === undefined) continue;
  lines.push('', 'tune, per conversation:', '');
  lines.push('| conversation | turns | outcome | compacted / raw | constraints | negations | revisions | identifiers | lost vs clamp | summary / share | absent items | missed constraints (lost vs clamp) | unresolved revisions |');
  lines.push('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|');
  for (const { name, turns, measure: m } of results[file].tune!.conversations) {
    lines.push(
      `| ${name} | ${turns} | ${m.outcome} | ${m.compactedTurns} / ${m.rawTurns} | ${pct(m.constraints)} | ${pct(m.negations)} | ` +
        `${m.revisions.kept}/${m.revisions.total} | ${pct(m.identifiers)} | ${m.lostVsClamp} | ${m.summaryTokens} / ${m.share} | ` +
        `${m.summaryItems.absent}/${m.summaryItems.total} | ${m.missed.join(' ')}${m.lost.length === 0 ? '' : ` (${m.lost.join(' ')})`} | ${m.unresolved.join(' ')} |`,
    );
  }
  lines.push('');
}

if (values.json) {
  // Held-out conversations stay totals only, in JSON too.
  const shown = Object.fromEntries(
    Object.entries(results).map(([file, splits]) => [file, { tune: splits.tune, ...(splits.heldout === undefined ? {} : { heldout: { total: splits.heldout.total } }) }]),
  );
  process.stdout.write(`${JSON.stringify(shown, null, 1)}\n`);
} else {
  process.stdout.write(`${lines.join('\n')}\n`);
}
