/**
 * What two chunks must share to be duplicates (C8): the same text after
 * Unicode NFC, with every run of whitespace read as one space and none at
 * either end. No case folding and no compatibility folding: Turkish `KIR`
 * and `kir`, `ı` and `i`, `ﬁ` and `fi` are different texts.
 */
export function referenceDedupKey(text: string): string {
  return text
    .normalize('NFC')
    .split(/\s+/u)
    .filter((word) => word !== '')
    .join(' ');
}
