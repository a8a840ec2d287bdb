/**
 * Input masks of spec §5: `#` a digit, `@` a letter, `*` a letter or digit; any other mask
 * character is a literal the mask writes itself ("+998 ## ###-##-##").
 */
const TOKENS: Record<string, RegExp> = {
  '#': /\p{Nd}/u,
  '@': /\p{L}/u,
  '*': /[\p{L}\p{Nd}]/u,
};

const isToken = (ch: string) => Object.prototype.hasOwnProperty.call(TOKENS, ch);

/**
 * Formats what the user typed with the mask: characters that fit a token fill it, literals are
 * inserted, anything else is dropped; stops when the mask or the input runs out.
 */
export function applyMask(value: string, mask: string): string {
  const input = [...value];
  const pattern = [...mask];
  let out = '';
  let i = 0;
  for (const m of pattern) {
    if (i >= input.length) break;
    if (isToken(m)) {
      // Skip characters that cannot fill this slot (the user typed a separator or a wrong kind).
      while (i < input.length && !TOKENS[m]!.test(input[i]!)) i++;
      if (i >= input.length) break;
      out += input[i++];
    } else {
      out += m;
      if (input[i] === m) i++; // the user typed the literal themselves
    }
  }
  return out;
}

/** The raw characters behind a masked value (literals removed): "+998 90 123" → "99890123". */
export function unmask(value: string, mask: string): string {
  const pattern = [...mask];
  return [...value].filter((ch, i) => pattern[i] === undefined || isToken(pattern[i]!)).join('');
}

/** True when `value` fills the whole mask: same length, each token satisfied, each literal in place. */
export function maskMatches(value: string, mask: string): boolean {
  const chars = [...value];
  const pattern = [...mask];
  if (chars.length !== pattern.length) return false;
  return pattern.every((m, i) => (isToken(m) ? TOKENS[m]!.test(chars[i]!) : chars[i] === m));
}
