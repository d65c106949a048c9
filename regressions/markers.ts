import type { AssembledContext } from '../core/index.js';
import type { MarkerSection, OrderItem } from './suite.js';

/** One recognisable piece of a payload, in payload order. */
export interface Marker {
  section: MarkerSection;
  /** Set for chunks and examples. */
  id: string | null;
}

// Untrusted text cannot forge these tags (`escapeText` neutralises them, contract C13),
// so finding them in the payload is finding the real sections.
const TAG = /<(rules|tools|examples|summary|trim-note|evidence|format|question|turn)>|<(chunk|example|turn) id="([^"]*)"|<turn n=/g;

function tagsOf(text: string): Marker[] {
  const out: Marker[] = [];
  for (const m of text.matchAll(TAG)) {
    if (m[1] !== undefined) out.push({ section: m[1] === 'turn' ? 'history' : (m[1] as MarkerSection), id: null });
    else if (m[2] === 'chunk') out.push({ section: 'evidence', id: m[3]! });
    else if (m[2] === 'example') out.push({ section: 'examples', id: m[3]! });
    else out.push({ section: 'history', id: null });
  }
  return out;
}

/**
 * The payload read back as a sequence of markers, from what is actually sent
 * (not from what `assemble` says it did), so an order check catches a
 * rendering change. In the chat template a history turn is a message of its
 * own with no tag, and the question is the final user message.
 */
export function payloadMarkers(context: AssembledContext): Marker[] {
  if (context.template === 'text') return tagsOf(context.text);
  const out: Marker[] = [];
  context.messages.forEach((message, i) => {
    if (i === context.messages.length - 1 && message.role === 'user') {
      out.push({ section: 'question', id: null });
      return;
    }
    const tags = tagsOf(message.content);
    const structural = message.role === 'system' || tags.some((t) => t.section === 'evidence' && t.id === null);
    if (structural) out.push(...tags);
    else out.push({ section: 'history', id: null });
  });
  return out;
}

/** Positions of the markers an order item names. */
export function positionsOf(markers: readonly Marker[], item: OrderItem): number[] {
  const out: number[] = [];
  markers.forEach((m, i) => {
    const hit =
      item.kind === 'section' ? m.section === item.section
      : item.kind === 'chunk' ? m.section === 'evidence' && m.id === item.id
      : m.section === 'examples' && m.id === item.id;
    if (hit) out.push(i);
  });
  return out;
}
