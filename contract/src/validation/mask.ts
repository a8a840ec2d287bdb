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

/** The literals a mask starts with ("+998 " of "+998 ## ###-##-##"); the field shows them as soon as it is entered. */
export function maskPrefix(mask: string): string {
  let out = '';
  for (const m of mask) {
    if (isToken(m)) break;
    out += m;
  }
  return out;
}

/** How many characters the player types to fill the mask. */
export function maskSlots(mask: string): number {
  return [...mask].filter(isToken).length;
}

/** The typed characters among the first `end` characters of a masked value. */
function slotsBefore(masked: string, mask: string, end: number): number {
  const pattern = [...mask];
  return [...masked].slice(0, end).filter((_, i) => pattern[i] !== undefined && isToken(pattern[i]!)).length;
}

/**
 * Where the caret goes in a masked value so that `typed` typed characters are before it: right
 * after the last of them, never inside the literals that follow (the next one typed lands there).
 */
export function caretAfterSlots(masked: string, mask: string, typed: number, overLiterals = false): number {
  const pattern = [...mask];
  const chars = [...masked];
  const slot = (i: number) => pattern[i] !== undefined && isToken(pattern[i]!);
  let at = chars.length;
  if (typed <= 0) at = Math.min(maskPrefix(mask).length, chars.length);
  else {
    let seen = 0;
    for (let i = 0; i < chars.length; i++) {
      if (slot(i) && ++seen === typed) {
        at = i + 1;
        break;
      }
    }
  }
  // Typing on: the caret steps over the literals the mask has already written after it.
  if (overLiterals) while (at < chars.length && !slot(at)) at++;
  return at;
}

/** A masked value and where its caret stands. */
export interface MaskedText {
  value: string;
  caret: number;
}

/** How the text of a field changed: typing (or anything else), or deleting before or after the caret. */
export type EditKind = 'insert' | 'deleteBackward' | 'deleteForward';

/**
 * Masks what the field holds after the browser applied an edit (`text`, caret at `caret`), keeping
 * the caret after the same typed characters. `previous` is the masked value before the edit: a
 * deletion that removed only a literal (backspace over "-") removes the typed character next to it instead.
 */
export function maskEdit(input: string, at: number, mask: string, previous = '', kind: EditKind = 'insert'): MaskedText {
  // The literals the mask starts with stay in place, whatever was typed over them.
  const lead = maskPrefix(mask);
  let text = input;
  let caret = at;
  if (lead && !input.startsWith(lead)) {
    let common = 0;
    while (common < lead.length && input[common] === lead[common]) common++;
    text = lead + input.slice(common);
    caret = Math.max(at - common, 0) + lead.length;
  }
  const value = applyMask(text, mask);
  if (kind !== 'insert' && previous !== '' && value === previous && text.length < previous.length) {
    const pattern = [...mask];
    const chars = [...previous];
    const slot = (i: number) => pattern[i] !== undefined && isToken(pattern[i]!);
    let slotAt = -1;
    if (kind === 'deleteBackward') {
      for (let i = Math.min(caret, chars.length) - 1; i >= 0 && slotAt < 0; i--) if (slot(i)) slotAt = i;
    } else {
      for (let i = caret; i < chars.length && slotAt < 0; i++) if (slot(i)) slotAt = i;
    }
    if (slotAt < 0) return { value, caret: Math.min(caret, value.length) };
    const without = chars.slice(0, slotAt).join('') + chars.slice(slotAt + 1).join('');
    return maskEdit(without, slotAt, mask, '', kind);
  }
  const typed = slotsBefore(applyMask([...text].slice(0, caret).join(''), mask), mask, Infinity);
  const place = caretAfterSlots(value, mask, typed, kind === 'insert');
  if (kind === 'insert') return { value, caret: place };
  // Deleting at the end leaves no literal dangling after the last typed character.
  const pattern = [...mask];
  const chars = [...value];
  while (chars.length > Math.max(place, lead.length) && !isToken(pattern[chars.length - 1] ?? '#')) chars.pop();
  return { value: chars.join(''), caret: place };
}

/**
 * Pasted text without an international prefix the field already shows or implies ("+998 90 123 45 67"
 * pasted where "+998 " stands, or under a "+998" country choice): dropped when the text starts with
 * "+" and the prefix's digits, or carries exactly the prefix's digits more than the mask takes.
 */
export function withoutPrefix(text: string, prefix: string, slots: number): string {
  const marks = [...prefix].filter((ch) => TOKENS['*']!.test(ch)).join('');
  if (!marks) return text;
  const trimmed = text.trim();
  const significant = [...trimmed].filter((ch) => TOKENS['*']!.test(ch));
  if (!significant.join('').startsWith(marks)) return text;
  const international = trimmed.startsWith('+');
  if (!international && significant.length !== slots + marks.length) return text;
  // Drop everything up to and including the prefix's last significant character.
  let seen = 0;
  const chars = [...trimmed];
  for (let i = 0; i < chars.length; i++) {
    if (TOKENS['*']!.test(chars[i]!) && ++seen === marks.length) return chars.slice(i + 1).join('');
  }
  return text;
}

/**
 * Pastes `text` over the selection `[start, end)` of the masked value `previous`. A prefix the
 * mask writes itself (`prefix`, by default the mask's leading literals) is taken off the pasted
 * text, so raw ("901234567") and formatted ("+998 90 123-45-67") numbers land the same.
 */
export function maskPaste(previous: string, start: number, end: number, text: string, mask: string, prefix = maskPrefix(mask)): MaskedText {
  const lead = maskPrefix(mask);
  const chars = [...previous];
  const before = chars.slice(0, start).join('');
  const head = before.length < lead.length ? lead : before;
  const pasted = withoutPrefix(text, prefix, maskSlots(mask));
  return maskEdit(head + pasted + chars.slice(end).join(''), [...head].length + [...pasted].length, mask);
}

/** What the player typed into a masked value when the mask changes (another country): formatted by the new mask. */
export function remask(value: string, from: string, to: string): string {
  return applyMask(unmask(value, from), to);
}

/**
 * Masks a field's text after any edit the browser made: several characters arriving at once
 * (autofill, a drop, a whole number put in by a tool) are taken like a paste, the rest like typing (`maskEdit`).
 */
export function maskChange(previous: string, text: string, caret: number, mask: string, kind: EditKind = 'insert', prefix = maskPrefix(mask)): MaskedText {
  if (kind === 'insert' && text.length > previous.length + 1) {
    let start = 0;
    while (start < previous.length && previous[start] === text[start]) start++;
    let tail = 0;
    while (tail < previous.length - start && previous[previous.length - 1 - tail] === text[text.length - 1 - tail]) tail++;
    return maskPaste(previous, start, previous.length - tail, text.slice(start, text.length - tail), mask, prefix);
  }
  return maskEdit(text, caret, mask, previous, kind);
}
