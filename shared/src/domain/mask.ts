/**
 * Input masks in react-input-mask notation: `9` a digit, `a` a letter (Latin or Cyrillic),
 * `*` a letter or a digit; anything else is a literal the mask inserts itself.
 */
const TOKENS: Record<string, RegExp> = {
  '9': /\d/,
  a: /[A-Za-zА-Яа-яЁё]/,
  '*': /[A-Za-zА-Яа-яЁё\d]/,
};

/**
 * Fits raw input into a mask, as typed so far: literals are written only while input remains
 * (so a half-typed value has no dangling separators) and the first character that does not fit
 * its slot ends the value. Typed separators are ignored, so a masked value masks to itself.
 */
export function applyMask(value: string, mask: string): string {
  const input = Array.from(value).filter((ch) => /[\dA-Za-zА-Яа-яЁё]/.test(ch));
  let out = '';
  // length of `out` backed by input, so a rejected character takes its separators with it
  let committed = 0;
  let i = 0;
  for (const slot of mask) {
    if (i >= input.length) break;
    const token = TOKENS[slot];
    if (token) {
      if (!token.test(input[i])) break;
      out += input[i];
      i += 1;
      committed = out.length;
    } else {
      out += slot;
      // an alphanumeric literal (the 7 of +7) swallows the same typed character
      if (input[i] === slot) {
        i += 1;
        committed = out.length;
      }
    }
  }
  return out.slice(0, committed);
}

/** Number of slots a mask accepts. */
export function maskCapacity(mask: string): number {
  return Array.from(mask).filter((ch) => ch in TOKENS).length;
}
