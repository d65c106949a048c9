import { describe, expect, it } from 'vitest';
import { loadProperties } from './test-helpers/loadProperties.js';

describe('the mutation suite loads its property modules', () => {
  it('a module that throws as it loads is reported by name with its error, and the modules after it still load', async () => {
    const loaded: string[] = [];
    const failures: [string, unknown][] = [];
    const broken = new Error('FORMS is empty');
    await loadProperties(
      {
        'a.property.test.ts': async () => loaded.push('a'),
        'b.property.test.ts': async () => {
          throw broken;
        },
        'c.property.test.ts': async () => loaded.push('c'),
      },
      undefined,
      (name, error) => failures.push([name, error]),
    );
    expect(loaded).toEqual(['a', 'c']);
    expect(failures).toEqual([['b.property.test.ts', broken]]);
  });

  it('loads only the chosen modules, in the suite order, and reports nothing when all load', async () => {
    const loaded: string[] = [];
    const failures: string[] = [];
    await loadProperties(
      { x: async () => loaded.push('x'), y: async () => loaded.push('y'), z: async () => loaded.push('z') },
      ['z', 'x'],
      (name) => failures.push(name),
    );
    expect(loaded).toEqual(['x', 'z']);
    expect(failures).toEqual([]);
  });
});
