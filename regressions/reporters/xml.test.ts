import { expect, test } from 'vitest';
import { escapeXml } from './xml.js';

test('escapes markup and drops the control characters XML 1.0 forbids', () => {
  expect(escapeXml('a<b>"&')).toBe('a&lt;b&gt;&quot;&amp;');
  expect(escapeXml('bell\u0007 tab\t nl\n ok')).toBe('bell tab\t nl\n ok');
  expect(escapeXml('ışık 🙂')).toBe('ışık 🙂');
});
