import { isDeepStrictEqual } from 'node:util';
import { expect, test } from 'vitest';
import { dropEntry } from './dropLog.js';

// Entries are made with `new` (see `dropEntry`), yet must read as the plain
// objects a literal makes: callers compare them with deepStrictEqual, spread
// them, serialise them.
test('a drop entry is a plain object: its prototype, its keys in order, no key it was not given', () => {
  const entry = dropEntry('chunks', 'c-7', 3, 41, true, 'evidence-share');
  expect(Object.getPrototypeOf(entry)).toBe(Object.prototype);
  expect(Object.keys(entry)).toEqual(['section', 'id', 'index', 'tokens', 'exact', 'reason']);
  expect('duplicateOf' in entry).toBe(false);
  expect(isDeepStrictEqual(entry, { section: 'chunks', id: 'c-7', index: 3, tokens: 41, exact: true, reason: 'evidence-share' })).toBe(true);
  expect(JSON.stringify(entry)).toBe('{"section":"chunks","id":"c-7","index":3,"tokens":41,"exact":true,"reason":"evidence-share"}');
});

test('a duplicate names its first copy last, as the literal did', () => {
  const entry = dropEntry('chunks', 'c-9', 5, 12, false, 'duplicate', 'c-2');
  expect(Object.keys(entry)).toEqual(['section', 'id', 'index', 'tokens', 'exact', 'reason', 'duplicateOf']);
  expect(isDeepStrictEqual(entry, { section: 'chunks', id: 'c-9', index: 5, tokens: 12, exact: false, reason: 'duplicate', duplicateOf: 'c-2' })).toBe(true);
});
