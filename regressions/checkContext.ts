import type { AssembledContext, ContextOverflowError, Request } from '../core/index.js';
import { formatBounds, withinBounds } from './bounds.js';
import { orderItemLabel } from './caseSpec.js';
import { payloadMarkers, positionsOf, type Marker } from './markers.js';
import { findParts, type PartRule } from './promptParts.js';
import type { Expectation, IdSection } from './suite.js';

/** What assembling one request gave: a context, or a loud overflow. */
export type Outcome = { fits: true; context: AssembledContext } | { fits: false; overflow: ContextOverflowError };

export interface ExpectationResult {
  expectation: Expectation;
  pass: boolean;
  /** The actual value, as reports show it. */
  actual: string;
}

/** Everything the payload says, as one string: what `contains` searches. */
export function payloadText(context: AssembledContext): string {
  return context.template === 'text' ? context.text : context.messages.map((m) => m.content).join('\n');
}

function turnId(request: Request, index: number): string {
  return request.history?.[index]?.id ?? `turn-${index}`;
}

function keptIds(context: AssembledContext, request: Request, section: IdSection): string[] {
  if (section === 'turns') return context.kept.history.map((i) => turnId(request, i));
  return context.kept[section];
}

function droppedIds(outcome: Outcome, section: IdSection): string[] {
  const log = outcome.fits ? outcome.context.dropLog : outcome.overflow.dropLog;
  const wanted = section === 'turns' ? 'history' : section;
  return log.filter((d) => d.section === wanted).map((d) => d.id);
}

function short(list: readonly string[]): string {
  if (list.length === 0) return 'none';
  return list.length <= 6 ? list.join(', ') : `${list.slice(0, 6).join(', ')} … (${list.length})`;
}

function excerpt(text: string, needle: string): string {
  const at = text.indexOf(needle);
  const points = Array.from(text.slice(Math.max(0, at - 30), at + needle.length + 30));
  return `found: …${points.join('').replace(/\s+/g, ' ')}…`;
}

function orderCheck(markers: readonly Marker[], e: Extract<Expectation, { kind: 'order' | 'first' | 'last' }>): { pass: boolean; actual: string } {
  const sequence = markers.map((m) => (m.id === null ? m.section : `${m.section === 'evidence' ? 'chunk' : 'example'}:${m.id}`));
  const compact = sequence.filter((s, i) => s !== sequence[i - 1]).join(' ');
  if (e.kind === 'first' || e.kind === 'last') {
    const positions = positionsOf(markers, e.item);
    const wanted = e.kind === 'first' ? 0 : markers.length - 1;
    return { pass: positions.includes(wanted), actual: `payload order: ${compact}` };
  }
  for (let i = 0; i < e.items.length; i++) {
    if (positionsOf(markers, e.items[i]!).length === 0) return { pass: false, actual: `${orderItemLabel(e.items[i]!)} is not in the payload` };
  }
  for (let i = 0; i + 1 < e.items.length; i++) {
    const a = positionsOf(markers, e.items[i]!);
    const b = positionsOf(markers, e.items[i + 1]!);
    // "A before B": every A is before every B.
    if (Math.max(...a) >= Math.min(...b)) {
      return { pass: false, actual: `${orderItemLabel(e.items[i + 1]!)} comes before ${orderItemLabel(e.items[i]!)}: ${compact}` };
    }
  }
  return { pass: true, actual: compact };
}

/** The rule whose text holds a part of this section and id, when the suite declares parts. */
function ruleHolding(request: Request, parts: readonly PartRule[], section: IdSection, id: string): string | null {
  if (parts.length === 0 || section === 'chunks' || section === 'turns') return null;
  return (request.rules ?? []).find((r) => findParts(r.text, parts).some((p) => p.section === section && p.id === id))?.id ?? null;
}

/**
 * Checks one expectation against one request's outcome. `parts` are the
 * suite's `promptParts:`: an example that is a part of a rule's text is kept
 * when that rule is sent (rules are never dropped).
 */
export function checkExpectation(e: Expectation, outcome: Outcome, request: Request, parts: readonly PartRule[] = []): ExpectationResult {
  const result = (pass: boolean, actual: string): ExpectationResult => ({ expectation: e, pass, actual });
  const overflowed = (): ExpectationResult =>
    result(false, outcome.fits ? '' : `the context overflowed by ${outcome.overflow.overBy} tokens`);
  switch (e.kind) {
    case 'fits':
      return result(outcome.fits === e.value, outcome.fits ? `fits (${outcome.context.tokens} of ${outcome.context.budget})` : `overflows by ${outcome.overflow.overBy}`);
    case 'overBy':
      if (outcome.fits) return result(false, `fits (${outcome.context.tokens} of ${outcome.context.budget})`);
      return result(withinBounds(outcome.overflow.overBy, e.bounds), `overBy ${outcome.overflow.overBy}, expected ${formatBounds(e.bounds)}`);
    case 'tokens': {
      const sections = outcome.fits ? outcome.context.sections : outcome.overflow.sections;
      const value = e.target === 'total' ? (outcome.fits ? outcome.context.tokens : outcome.overflow.tokens) : sections[e.target];
      return result(withinBounds(value, e.bounds), `${value}, expected ${formatBounds(e.bounds)}`);
    }
    case 'dropped': {
      const ids = droppedIds(outcome, e.section);
      return result(ids.includes(e.id), ids.includes(e.id) ? 'dropped' : `not dropped; dropped ${e.section}: ${short(ids)}`);
    }
    case 'maxOutputTokens':
      if (!outcome.fits) return overflowed();
      return result(outcome.context.maxOutputTokens === e.value, String(outcome.context.maxOutputTokens));
    default:
      break;
  }
  if (!outcome.fits) return overflowed();
  const context = outcome.context;
  switch (e.kind) {
    case 'contains': {
      const text = payloadText(context);
      return result(text.includes(e.text), text.includes(e.text) ? 'present' : 'not in the payload');
    }
    case 'notContains': {
      const text = payloadText(context);
      return result(!text.includes(e.text), text.includes(e.text) ? excerpt(text, e.text) : 'absent');
    }
    case 'kept': {
      const ids = keptIds(context, request, e.section);
      if (ids.includes(e.id)) return result(true, 'kept');
      const rule = ruleHolding(request, parts, e.section, e.id);
      if (rule !== null) return result(true, `kept (a part of rule ${rule})`);
      if (parts.length === 0 || e.section !== 'examples') return result(false, `not kept; kept ${e.section}: ${short(ids)}`);
      const inRules = (request.rules ?? []).flatMap((r) => findParts(r.text, parts).filter((p) => p.section === 'examples').map((p) => p.id));
      return result(false, `not kept; kept examples: ${short(ids)}; example parts of the rules: ${short(inRules)}`);
    }
    case 'trimNote':
      return result(context.trimNote === e.value, `trim note ${context.trimNote ? 'present' : 'absent'}`);
    case 'candidatesExhausted':
      return result(context.signals.candidatesExhausted === e.value, String(context.signals.candidatesExhausted));
    case 'order':
    case 'first':
    case 'last': {
      const { pass, actual } = orderCheck(payloadMarkers(context), e);
      return result(pass, actual);
    }
  }
}
