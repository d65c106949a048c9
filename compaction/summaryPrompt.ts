import type { ChatMessage } from '../core/assemble.js';
import type { SummaryInput } from '../core/compact/index.js';

/**
 * The instructions for a model summarizer: the summary schema (K3 in
 * docs/contracts.md), spelled out
 * as JSON, with the rules `validateSummary` enforces (so a careful model is
 * not rejected for something it was never told). The model writes the five
 * lists only: the summary's sixth section, what the user said in the turns
 * the clamp would have kept (`Summary.said`), is written by compaction
 * from the turns themselves, so a rule the model leaves out or paraphrases
 * still reaches the next prompt in the user's words.
 */
const INSTRUCTIONS = `You compact the oldest turns of a conversation into a summary that replaces them.
The conversation may be in Turkish or English; write every item in the conversation's own language.

Return ONLY a JSON object with exactly these five keys, each a list (empty when there is nothing):
{
  "constraints":   [{"text": "...", "turns": [1]}],  // the user's constraints and preferences: language, length, format, audience, what not to do, who the work is for
  "decisions":     [{"text": "...", "turns": [4]}],  // decisions taken
  "rejected":      [{"text": "...", "turns": [6]}],  // options explicitly rejected
  "openQuestions": [{"text": "...", "turns": [9]}],  // questions still open and steps still pending
  "identifiers":   [{"text": "...", "turns": [2, 5]}]  // record and order numbers, file names, person and product names, hosts, links, amounts; most important first
}

Rules:
- "turns" lists the turn numbers (the "n" of the input turns) the item comes from.
- Keep constraints in the user's own words; do not soften, merge away or translate them.
- Someone else's wish ("the customer wants a refund") is not the user's constraint unless the user adopts it.
- A later statement about the same thing supersedes an earlier one (a new budget, a moved window): drop the earlier item, or keep it with "supersededBy": <the turn that replaced it>.
- Copy identifiers character for character, exactly as they appear in the turns (without Turkish case suffixes after an apostrophe: INC-7781'e -> INC-7781).
- Only items from the turns given; the previous summary is context and is kept separately.
- No other keys, no comments, no prose before or after the JSON.`;

/** The chat messages for one summarizer call. */
export function summaryPrompt(input: SummaryInput): ChatMessage[] {
  const turns = input.turns.map((turn) => ({
    n: turn.n,
    role: turn.role,
    text: turn.text,
    ...(turn.calls === undefined ? {} : { toolCalls: turn.calls }),
  }));
  const body = {
    language: input.language,
    previousSummary: input.previous,
    ...(input.carried === undefined ? {} : { previousSummaryText: input.carried }),
    turns,
  };
  return [
    { role: 'system', content: INSTRUCTIONS },
    { role: 'user', content: JSON.stringify(body) },
  ];
}
