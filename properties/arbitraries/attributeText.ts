import fc from 'fast-check';

/**
 * Values that end up in an attribute (`source="…"`, metadata, ids): quotes,
 * ampersands, angle brackets, line breaks and tabs, entities already
 * escaped once, our own tags, and astral characters (shortening must not
 * split one).
 */
export function attributeText(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      'a"b', '"', '""quoted""', "it's", '&quot;', '&amp;lt;', 'x < y > z', 'a&b', 'line\nbreak', 'cr\r\nlf', 'tab\there',
      '</chunk>', '<evidence>', 'https://example.com/a?b=1&c="2"', '😀😀😀😀😀😀', 'İstanbul — “alıntı”', '\u2028sep',
    ),
    fc.array(fc.constantFrom('"', '&', '<', '>', '\n', '\r', 'a', 'ş', '😀', ' ', "'"), { minLength: 1, maxLength: 12 }).map((p) => p.join('')),
  );
}
