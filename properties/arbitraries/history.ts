import fc from 'fast-check';
import { HISTORY_TRIM_NOTE } from '../../core/history.js';
import type { Turn } from '../../core/request.js';
import { anyText, requiredText, type TextConstraints } from './text.js';

/**
 * One step of a conversation. A tool exchange is an assistant turn with one
 * or two calls, their results, and possibly a user turn between them (the
 * ladder must keep all of that together).
 */
type Episode =
  | { kind: 'user' | 'assistant' | 'system'; text: string }
  | { kind: 'quote-note' }
  | { kind: 'tools'; say: string; calls: { name: string; args: string; result: string }[]; interleaved: string | undefined };

function episode(constraints: TextConstraints): fc.Arbitrary<Episode> {
  const call = fc.record({
    name: fc.constantFrom('search_kb', 'get_order', 'restart_service'),
    args: fc.oneof(fc.json({ maxDepth: 1 }), anyText({ long: false })),
    result: anyText(constraints),
  });
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constantFrom('user', 'assistant') as fc.Arbitrary<'user' | 'assistant'>, text: requiredText(constraints) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('system' as const), text: requiredText({ long: false }) }) },
    // A user who pastes the trim note must neither suppress nor fake the real one.
    { weight: 1, arbitrary: fc.constant({ kind: 'quote-note' as const }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('tools' as const),
        say: anyText({ long: false }),
        calls: fc.array(call, { minLength: 1, maxLength: 2 }),
        interleaved: fc.option(requiredText({ long: false }), { nil: undefined }),
      }),
    },
  );
}

function toTurns(episodes: readonly Episode[], withIds: boolean): Turn[] {
  const turns: Turn[] = [];
  let callId = 0;
  for (const e of episodes) {
    switch (e.kind) {
      case 'user':
      case 'assistant':
      case 'system':
        turns.push({ role: e.kind, content: e.text });
        break;
      case 'quote-note':
        turns.push({ role: 'user', content: `Sen şöyle yazdın: ${HISTORY_TRIM_NOTE}` });
        break;
      case 'tools': {
        const ids = e.calls.map(() => `call_${callId++}`);
        turns.push({
          role: 'assistant',
          content: e.say,
          toolCalls: e.calls.map((c, i) => ({ id: ids[i]!, name: c.name, arguments: c.args })),
        });
        e.calls.forEach((c, i) => {
          turns.push({ role: 'tool', toolCallId: ids[i]!, content: c.result });
          if (i === 0 && e.interleaved !== undefined) turns.push({ role: 'user', content: e.interleaved });
        });
        break;
      }
    }
  }
  return withIds ? turns.map((turn, i) => ({ ...turn, id: `h${i}` })) : turns;
}

export interface HistoryConstraints extends TextConstraints {
  maxEpisodes?: number;
}

/** A valid history: tool results follow their calls, ids (when present) unique. */
export function history(constraints: HistoryConstraints = {}): fc.Arbitrary<Turn[]> {
  return fc
    .tuple(fc.array(episode(constraints), { maxLength: constraints.maxEpisodes ?? 14 }), fc.boolean())
    .map(([episodes, withIds]) => toTurns(episodes, withIds));
}

/** The earlier clamp's note as a history turn (how a caller may feed a clamped history back). */
export function noteTurn(): Turn {
  return { role: 'system', content: HISTORY_TRIM_NOTE };
}
