import {
  EXAMPLES_CLOSE, EXAMPLES_OPEN, escapeText, exampleUnit, formatUnit, questionUnit, rulesUnit, summaryUnit, toolsUnit, turnContent, turnUnit,
} from './render.js';
import { isTrimNoteTurn, type Request, type Turn } from './request.js';
import { turnFloor } from './unitFloor.js';

/** The fixed part as rendered: rules, tools, examples and format. */
export interface FixedPartUnits {
  /** '' without rules. */
  rules: string;
  /** '' without tools. */
  tools: string;
  examples: string[];
  format: string | undefined;
  /**
   * The rules, the tools and the first `examplesKept` examples (wrapped) as
   * one text: the system message's content, or the head of the text
   * template's payload. Made once per count of examples kept, for every
   * request that shares this fixed part: joining it afresh copied its
   * kilobytes into a new string on every call.
   */
  systemText(examplesKept: number): string;
}

/** Everything of a request `assemble` renders before it counts, except the chunks (`core/preparedCandidates.ts`). */
export interface RequestUnits extends FixedPartUnits {
  summary: string | undefined;
  /** The question as sent: bare in the chat template (it is its own message), a unit in the text template. */
  question: string;
  /** The history without earlier trim notes (they are structure, not turns). */
  turns: Turn[];
  /** Each kept turn's index in the request's history. */
  turnIndex: number[];
  /** True when the request says, or an earlier trim note shows, that turns were already cut. */
  historyTrimmed: boolean;
  /**
   * Turn `t` as sent: message content (chat) or a unit (text). Rendered when
   * first asked for: a turn the clamp never reaches is never escaped.
   */
  turnText(t: number): string;
  /**
   * Turn `t`'s floor (`turnFloor`) under this template and line limit, read
   * when first asked for: a warm call does not re-read dropped turns.
   */
  turnFloor(t: number): number;
}

interface Remembered {
  version: object;
  chat: boolean;
  toolLines: number | null;
  units: RequestUnits;
}

/**
 * Renderings one `AssemblyCache` remembers per request object, reused only
 * while the validation memo hands back the same `version` (the same objects
 * holding the same values) and the template and line limit are the same: a
 * warm `assemble` then does not rebuild the tool schemas' canonical JSON or
 * the history's escaped turns, and each count is a lookup of a string whose
 * hash is already known. A rendering is a function of what it renders, so
 * only speed depends on this.
 */
export class RenderedRequests {
  readonly #remembered = new WeakMap<Request, Remembered>();
  /** What `AssemblyCache.stats()` reports. */
  hits = 0;
  misses = 0;

  /** `fixed`: the fixed part's renderings, when already known (`core/fixedPartMemo.ts`). */
  render(request: Request, version: object | undefined, chat: boolean, toolLines: number | null, fixed?: FixedPartUnits): RequestUnits {
    const known = this.#remembered.get(request);
    // An entry is stored with a version only, so a call without one (a
    // request validated afresh and not remembered) never matches it.
    if (known !== undefined && known.version === version && known.chat === chat && known.toolLines === toolLines) {
      this.hits++;
      return known.units;
    }
    this.misses++;
    const units = renderRequest(request, chat, toolLines, fixed);
    if (version !== undefined) this.#remembered.set(request, { version, chat, toolLines, units });
    return units;
  }
}

/** Renders the fixed part of `request`. */
export function renderFixedPart(request: Pick<Request, 'rules' | 'tools' | 'examples' | 'format'>): FixedPartUnits {
  const rules = request.rules ?? [];
  const tools = request.tools ?? [];
  const units = {
    rules: rules.length > 0 ? rulesUnit(rules) : '',
    tools: tools.length > 0 ? toolsUnit(tools) : '',
    examples: (request.examples ?? []).map(exampleUnit),
    format: request.format === undefined ? undefined : formatUnit(request.format),
  };
  // By examples kept: the ladder drops examples last-first, so a log asks for a few counts at most.
  const system = new Map<number, string>();
  return {
    ...units,
    systemText: (examplesKept) => {
      let text = system.get(examplesKept);
      if (text === undefined) {
        text = [
          units.rules,
          units.tools,
          examplesKept > 0 ? EXAMPLES_OPEN + units.examples.slice(0, examplesKept).join('') + EXAMPLES_CLOSE : '',
        ].join('');
        system.set(examplesKept, text);
      }
      return text;
    },
  };
}

/**
 * Renders `request`'s units afresh (turns lazily, when first asked for);
 * the fixed part's are `fixed` when given (they must be `renderFixedPart`'s
 * for this request).
 */
export function renderRequest(request: Request, chat: boolean, toolLines: number | null, fixed: FixedPartUnits = renderFixedPart(request)): RequestUnits {
  const turnIndex: number[] = [];
  const turns: Turn[] = [];
  let historyTrimmed = request.historyTrimmed === true;
  (request.history ?? []).forEach((turn, i) => {
    if (isTrimNoteTurn(turn)) historyTrimmed = true;
    else {
      turns.push(turn);
      turnIndex.push(i);
    }
  });
  // Filled by index as turns are first asked for.
  const rendered: (string | undefined)[] = [];
  const floors: (number | undefined)[] = [];
  const units: RequestUnits = {
    rules: fixed.rules,
    tools: fixed.tools,
    examples: fixed.examples,
    summary: request.summary === undefined ? undefined : summaryUnit(request.summary),
    format: fixed.format,
    systemText: fixed.systemText,
    question: chat ? escapeText(request.question) : questionUnit(request.question),
    turns,
    turnIndex,
    historyTrimmed,
    turnText: (t) => (rendered[t] ??= chat ? turnContent(turns[t]!, toolLines) : turnUnit(turns[t]!, turnIndex[t]!, toolLines)),
    turnFloor: (t) => (floors[t] ??= turnFloor(turns[t]!, toolLines)),
  };
  return units;
}
