import fc from 'fast-check';

const SNIPPETS = [
  'const x = a < b && c > d;',
  'if (n <= 0) { return []; }',
  'SELECT * FROM orders WHERE id = 42;',
  'func ClampHistory(lens []int, maxTurns, maxRunes int) (keep, trimmed int) {',
  '<div class="note">HTML is not our tag</div>',
  'x => x\n  .map(y => y * 2)\n  .filter(Boolean)',
  '# Başlık\n\n- madde 1\n- madde 2',
  'grep -rn "ERROR" /var/log | wc -l',
  '\tindented\twith\ttabs',
  'a/b/c.md',
] as const;

/** JSON documents and source code: brackets, quotes, `<`, `>`, slashes and indentation. */
export function codeText(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...SNIPPETS) },
    { weight: 1, arbitrary: fc.json({ maxDepth: 2 }) },
  );
}
