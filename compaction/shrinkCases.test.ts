import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assemble } from '../core/assemble.js';
import { parseProfileYaml } from '../core/load/profileYaml.js';
import type { Request, Turn } from '../core/request.js';
import { compactHistory } from './compactHistory.js';
import { extractiveSummarizer } from './summarizer.js';

/**
 * Stranger cases of issue 14's last class (the eleventh round): a summary
 * that must shrink. Sessions written the way a tool-heavy support or ops
 * chat goes — a few rules first, one record the user names, then tool
 * results full of records, digests and amounts — and replayed turn by turn,
 * compacting whenever the history is over its share. What must hold, under
 * the small profile: every compaction compacts (or is not needed), never
 * falls back; the summary within half the share; every first-turn rule and
 * the user's own record in the prompt; no answered question carried along
 * as open.
 *
 * Before the round's changes the English sessions kept their rules and the
 * Turkish ones lost "Yanıtlar on satırı geçmesin." ("on", ten, read as
 * English), and all four carried questions answered in the raw tail of one
 * compaction into the next summary as open.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const profileFile = join(root, 'fixtures', 'conversations', 'compaction-small.profile.yaml');
const profile = parseProfileYaml(readFileSync(profileFile, 'utf8'), profileFile);

type Language = 'en' | 'tr';

const RULES: Record<Language, string> = {
  en: 'Never refund more than the order total. Do not email the customer directly. Keep every reply under ten lines.',
  tr: 'Sipariş tutarından fazla iade yapma. Müşteriye doğrudan mail atma. Yanıtlar on satırı geçmesin.',
};
const RECORD: Record<Language, string> = { en: 'the order is ORD-55012, customer Dana Whitfield', tr: 'sipariş SP-2026-7781, müşteri Elif Karaca' };

const hex = (i: number, n: number): string => Array.from({ length: n }, (_, k) => ((i * 7 + k * 13) % 16).toString(16)).join('');

/** One question, one tool call and its result with a dozen records, one answer. */
function round(language: Language, i: number, digests: boolean): Turn[] {
  const rows = Array.from({ length: 12 }, (_, k) => {
    const id = `TX-${9000 + i * 20 + k}`;
    const amount = `${(1000 + i * 37 + k * 11).toLocaleString('en-US')}.${String((i + k) % 100).padStart(2, '0')}`;
    return digests ? `${id} ${amount} sha256:${hex(i + k, 64)}` : `${id} ${amount} ${language === 'en' ? 'settled' : 'tamam'}`;
  });
  const call = `call_${i}`;
  return language === 'en'
    ? [
        { role: 'user', content: `can you pull batch ${i} of the settlement report?` },
        { role: 'assistant', content: '', toolCalls: [{ id: call, name: 'settlements', arguments: `{"batch": ${i}}` }] },
        { role: 'tool', toolCallId: call, content: rows.join('\n') },
        { role: 'assistant', content: `Batch ${i} has 12 transactions, all settled; the largest is ${rows[11]!.split(' ')[1]}.` },
      ]
    : [
        { role: 'user', content: `mutabakat raporunun ${i}. partisini çeker misin?` },
        { role: 'assistant', content: '', toolCalls: [{ id: call, name: 'settlements', arguments: `{"batch": ${i}}` }] },
        { role: 'tool', toolCallId: call, content: rows.join('\n') },
        { role: 'assistant', content: `${i}. partide 12 işlem var, hepsi tamam; en büyüğü ${rows[11]!.split(' ')[1]}.` },
      ];
}

const flat = (text: string): string => text.replace(/\s+/gu, ' ');

function promptText(request: Request): string {
  const assembled = assemble(request, profile);
  return flat(assembled.template === 'chat' ? assembled.messages.map((m) => m.content).join('\n') : assembled.text);
}

interface Replayed {
  fellBack: string[];
  compactions: number;
  largest: number;
  half: number;
  prompt: string;
}

/** Replays the session a round at a time, compacting the request as it stands after each round. */
async function replay(language: Language, rounds: number, digests: boolean): Promise<Replayed> {
  let request: Request = {
    id: `shrink-${language}`,
    history: [
      { role: 'user', content: `${RULES[language]} ${RECORD[language]}.` },
      { role: 'assistant', content: language === 'en' ? 'Understood.' : 'Anlaşıldı.' },
    ],
    question: language === 'en' ? 'What next?' : 'Sırada ne var?',
  };
  const out: Replayed = { fellBack: [], compactions: 0, largest: 0, half: 0, prompt: '' };
  for (let i = 1; i <= rounds; i++) {
    request = { ...request, history: [...(request.history ?? []), ...round(language, i, digests)] };
    const { request: compacted, outcome } = await compactHistory(request, profile, extractiveSummarizer);
    if (outcome.kind === 'fell-back') out.fellBack.push(`round ${i}: ${outcome.reason}`);
    if (outcome.kind === 'compacted') {
      out.compactions++;
      out.half = Math.floor(outcome.share / 2);
      out.largest = Math.max(out.largest, assemble(compacted, profile).sections.summary);
    }
    request = compacted;
  }
  out.prompt = promptText(request);
  return out;
}

const CASES: { language: Language; rounds: number; digests: boolean }[] = [
  { language: 'en', rounds: 16, digests: false },
  { language: 'en', rounds: 10, digests: true },
  { language: 'tr', rounds: 14, digests: false },
  { language: 'tr', rounds: 10, digests: true },
];

describe('stranger cases: a summary that must shrink, replayed turn by turn', () => {
  it.each(CASES)('$language, $rounds rounds of tool output (digests: $digests)', async ({ language, rounds, digests }) => {
    const { fellBack, compactions, largest, half, prompt } = await replay(language, rounds, digests);
    expect(fellBack).toEqual([]);
    expect(compactions).toBeGreaterThan(1);
    expect(largest).toBeLessThanOrEqual(half);
    for (const sentence of RULES[language].split(/(?<=\.) /u)) expect(prompt).toContain(sentence);
    expect(prompt).toContain(language === 'en' ? 'ORD-55012' : 'SP-2026-7781');
    // Every question was answered: none is carried from one compaction to the next as still open.
    expect(prompt).not.toMatch(/Open questions and pending steps:|Açık sorular ve bekleyen adımlar:/u);
  });
});
