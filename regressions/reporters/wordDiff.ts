/** One run of words: in both texts, only in the first (`removed`), or only in the second (`added`). */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Longest-common-subsequence tables above this many cells are not built: the texts are shown as wholly replaced. */
const MAX_CELLS = 1_000_000;

/** Words with the space after each, so the parts join back into the texts exactly. */
function words(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  const last = parts.at(-1);
  if (last !== undefined && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * A word-level difference of two answers (longest common subsequence):
 * joining the `same` and `removed` parts gives `a`, the `same` and `added`
 * parts gives `b`. Answers too long for the table come back as one removal
 * and one addition, never cut.
 */
export function wordDiff(a: string, b: string): DiffPart[] {
  if (a === b) return a === '' ? [] : [{ kind: 'same', text: a }];
  const x = words(a);
  const y = words(b);
  if ((x.length + 1) * (y.length + 1) > MAX_CELLS) {
    return [...(a === '' ? [] : [{ kind: 'removed' as const, text: a }]), ...(b === '' ? [] : [{ kind: 'added' as const, text: b }])];
  }
  // lcs[i][j]: the longest common subsequence of x[i..] and y[j..], in a flat array.
  const w = y.length + 1;
  const lcs = new Uint32Array((x.length + 1) * w);
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      lcs[i * w + j] = x[i] === y[j] ? lcs[(i + 1) * w + j + 1]! + 1 : Math.max(lcs[(i + 1) * w + j]!, lcs[i * w + j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      push(parts, 'same', x[i]!);
      i++;
      j++;
    } else if (lcs[(i + 1) * w + j]! >= lcs[i * w + j + 1]!) {
      push(parts, 'removed', x[i++]!);
    } else {
      push(parts, 'added', y[j++]!);
    }
  }
  while (i < x.length) push(parts, 'removed', x[i++]!);
  while (j < y.length) push(parts, 'added', y[j++]!);
  return parts;
}
