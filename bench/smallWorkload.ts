import type { Chunk, ProfileInput, Request, Turn } from '../core/index.js';
import { seededRandom } from './seededOrder.js';

/**
 * A small, seeded request for the gate's own tests and the quick gate: the
 * shape of the standard request (rules, tools, examples, scored chunks, a
 * history with tool calls) at a size that runs in milliseconds.
 */

const WORDS = [
  'disk', 'doluluğu', 'sunucu', 'kesinti', 'müşteri', 'olay', 'kayıt', 'yedekleme', 'ağ', 'gecikme',
  'the', 'service', 'restarted', 'after', 'the', 'queue', 'backed', 'up', 'retry', 'timeout',
  'İstanbul', 'Ankara', 'günlük', 'rapor', 'eşik', 'uyarı', 'çözüldü', 'açıldı', 'kapatıldı', 'incelendi',
  '%95', 'INC-2041', '2026-11-30', 'v1.4.2', '{"ok":true}', 'refund', 'invoice', 'order', 'shipment', 'delayed',
];

function sentence(next: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(next() * WORDS.length)]!);
  return `${out.join(' ')}.`;
}

export interface SmallWorkloadSize {
  candidates: number;
  turns: number;
  /** Words per chunk text. Default 60. */
  chunkWords?: number;
  /** Words per turn. Default 30. */
  turnWords?: number;
}

export function smallRequest(size: SmallWorkloadSize, seed = 7): Request {
  const next = seededRandom(seed);
  const chunkWords = size.chunkWords ?? 60;
  const turnWords = size.turnWords ?? 30;
  const chunks: Chunk[] = [];
  for (let i = 0; i < size.candidates; i++) {
    chunks.push({
      id: `c-${i}`,
      text: sentence(next, chunkWords),
      score: Math.round(next() * 1000) / 1000,
      source: `kb/doc-${i % 97}.md`,
      meta: { date: '2026-11-30' },
    });
  }
  const history: Turn[] = [];
  for (let i = 0; i < size.turns; i++) {
    if (i % 10 === 3) {
      history.push({ role: 'assistant', content: '', toolCalls: [{ id: `call-${i}`, name: 'olay_ara', arguments: '{"sorgu":"disk"}' }] });
    } else if (i % 10 === 4) {
      history.push({ role: 'tool', toolCallId: `call-${i - 1}`, content: sentence(next, turnWords) });
    } else {
      history.push({ role: i % 2 === 0 ? 'user' : 'assistant', content: sentence(next, turnWords) });
    }
  }
  return {
    id: `small-${size.candidates}-${size.turns}`,
    rules: [
      { id: 'r-lang', text: 'Kullanıcı Türkçe yazıyorsa Türkçe yanıt ver.' },
      { id: 'r-evidence', text: 'Yalnızca kanıttaki kaynaklara dayan.' },
    ],
    tools: [{ name: 'olay_ara', description: 'Olay kayıtlarında arama yapar.', parameters: { type: 'object' } }],
    examples: [{ id: 'ex-1', text: sentence(next, 20) }],
    history,
    chunks,
    format: 'Kısa yanıt ver; kaynakları [kaynak] biçiminde göster.',
    question: 'Dün geceki kesinti hangi olaya bağlı?',
  };
}

/** 8k window: a small share, so most candidates are offered but do not enter. */
export function smallProfile(): ProfileInput {
  return {
    name: 'bench-small',
    window: 8192,
    encoding: 'o200k_base',
    output: { answer: 1024 },
    shares: { evidence: 0.4, history: 0.3 },
    chunkThreshold: 0.35,
    protectedTurns: 2,
    maxHistoryTurns: 40,
  };
}
