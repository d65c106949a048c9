import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseRequestYaml } from '../../core/load/requestYaml.js';
import type { Profile } from '../../core/profile.js';
import type { Summarizer } from '../summarizer.js';
import { measureConversation, type ConversationMeasure, type Ratio } from './measureConversation.js';
import { parseTruth } from './truth.js';

export interface SplitMeasure {
  /** One row per conversation, by file name. */
  conversations: { name: string; language: string; turns: number; measure: ConversationMeasure }[];
  total: SplitTotal;
}

/**
 * The split's numbers: every ratio summed over its conversations (a
 * conversation with more constraints weighs more), the losses summed, the
 * summary size as the largest and the mean share of any conversation.
 */
export interface SplitTotal {
  conversations: number;
  constraints: Ratio;
  negations: Ratio;
  revisions: Ratio;
  identifiers: Ratio;
  lostVsClamp: number;
  summaryShareMax: number;
  summaryShareMean: number;
  summaryItems: Ratio & { absent: number };
  verbalNounRules: number;
  verbalNounProhibitions: Ratio;
  notCompacted: number;
  msMax: number;
  msMean: number;
}

/** Measures every `*.request.json` with its `*.truth.json` in `dir` (one split), in file-name order. */
export async function measureSplit(dir: string, profile: Profile, summarizer: Summarizer, repeats = 3): Promise<SplitMeasure> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.request.json')).sort().map((f) => f.slice(0, -'.request.json'.length));
  const conversations: SplitMeasure['conversations'] = [];
  for (const name of names) {
    const requestFile = join(dir, `${name}.request.json`);
    const truthFile = join(dir, `${name}.truth.json`);
    const request = parseRequestYaml(await readFile(requestFile, 'utf8'), requestFile);
    const truth = parseTruth(await readFile(truthFile, 'utf8'), truthFile, request);
    const measure = await measureConversation(request, truth, profile, summarizer, repeats);
    conversations.push({ name, language: truth.language, turns: request.history?.length ?? 0, measure });
  }
  return { conversations, total: totalOf(conversations.map((c) => c.measure)) };
}

function sum(measures: ConversationMeasure[], pick: (m: ConversationMeasure) => Ratio): Ratio {
  return measures.reduce((acc, m) => ({ kept: acc.kept + pick(m).kept, total: acc.total + pick(m).total }), { kept: 0, total: 0 });
}

export function totalOf(measures: ConversationMeasure[]): SplitTotal {
  const shares = measures.map((m) => m.summaryTokens / m.share);
  const items = sum(measures, (m) => m.summaryItems);
  return {
    conversations: measures.length,
    constraints: sum(measures, (m) => m.constraints),
    negations: sum(measures, (m) => m.negations),
    revisions: sum(measures, (m) => m.revisions),
    identifiers: sum(measures, (m) => m.identifiers),
    lostVsClamp: measures.reduce((n, m) => n + m.lostVsClamp, 0),
    summaryShareMax: Math.max(0, ...shares),
    summaryShareMean: shares.length === 0 ? 0 : shares.reduce((a, b) => a + b, 0) / shares.length,
    summaryItems: { ...items, absent: items.total - items.kept },
    verbalNounRules: measures.reduce((n, m) => n + m.verbalNounRules, 0),
    verbalNounProhibitions: sum(measures, (m) => m.verbalNounProhibitions),
    notCompacted: measures.filter((m) => m.outcome !== 'compacted').length,
    msMax: Math.max(0, ...measures.map((m) => m.ms)),
    msMean: measures.length === 0 ? 0 : measures.reduce((n, m) => n + m.ms, 0) / measures.length,
  };
}
