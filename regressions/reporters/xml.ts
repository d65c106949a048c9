/**
 * Text for XML (JUnit reports, SVG charts). XML 1.0 forbids most control
 * characters even escaped, so they are dropped; the rest is escaped for
 * element text and double-quoted attributes alike.
 */
export function escapeXml(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
