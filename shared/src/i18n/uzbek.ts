/**
 * Uzbek Latin's apostrophe letters, one set across the site: ʻ (U+02BB, modifier letter turned
 * comma) in oʻ and gʻ, and ʼ (U+02BC, modifier letter apostrophe) for the tutuq belgisi (maʼlumot).
 * The ASCII ' and the look-alikes ’ ‘ ` ´ ʹ ′ are not written inside Uzbek words.
 */
export const OKINA = '\u02BB';
export const TUTUQ = '\u02BC';

const LOOK_ALIKES = "'’‘`´ʹ′";
const APOSTROPHES = `${LOOK_ALIKES}${OKINA}${TUTUQ}`;
const INSIDE_WORD = new RegExp(`(\\p{L})([${APOSTROPHES}])(?=\\p{L})`, 'gu');

/** The right letter after a given letter: ʻ after o/g (oʻ, gʻ), ʼ after any other. */
const rightMark = (before: string) => (/[og]/i.test(before) ? OKINA : TUTUQ);

/** Wrong apostrophes inside words of an Uzbek text, as "word: found → expected". Placeholders ({{x}}) hold no letters to check. */
export function uzbekApostropheProblems(text: string): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(INSIDE_WORD)) {
    const [, before = '', mark = ''] = m;
    const expected = rightMark(before);
    if (mark !== expected) {
      const word = /[\p{L}ʻʼ'’‘`´ʹ′]*$/u.exec(text.slice(0, m.index + 1))?.[0] ?? before;
      const rest = /^[\p{L}ʻʼ'’‘`´ʹ′]*/u.exec(text.slice(m.index + 2))?.[0] ?? '';
      problems.push(
        `${word}${mark}${rest}: U+${mark.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} → U+${expected.codePointAt(0)!.toString(16).toUpperCase()}`,
      );
    }
  }
  return problems;
}

/** The text with every apostrophe inside a word replaced by the right Uzbek letter. */
export function fixUzbekApostrophes(text: string): string {
  return text.replace(INSIDE_WORD, (_, before: string) => `${before}${rightMark(before)}`);
}
