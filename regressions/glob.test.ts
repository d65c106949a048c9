import { describe, expect, it } from 'vitest';
import { expandGlob } from './glob.js';
import { tempDir } from './test-helpers/tempDir.js';


describe('expandGlob', () => {
  it('matches * and ? within a segment, ** across folders, sorted, skipping hidden files', async () => {
    const t = await tempDir({
      'a/x.request.json': '', 'a/y.request.json': '', 'a/b/z.request.json': '', 'a/.h.request.json': '', 'a/notes.md': '', 'a/b1.json': '',
    });
    const rel = async (p: string): Promise<string[]> => (await expandGlob(t.dir, p)).map((f) => f.slice(t.dir.length + 1));
    expect(await rel('a/*.request.json')).toEqual(['a/x.request.json', 'a/y.request.json']);
    expect(await rel('a/**/*.request.json')).toEqual(['a/b/z.request.json', 'a/x.request.json', 'a/y.request.json']);
    expect(await rel('a/b?.json')).toEqual(['a/b1.json']);
    expect(await rel('a/notes.md')).toEqual(['a/notes.md']);
    expect(await rel('a/missing.md')).toEqual([]);
    expect(await rel('a/*.yaml')).toEqual([]);
  });
});
