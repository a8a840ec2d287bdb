import { queryAllByRole, type ByRoleMatcher } from '@testing-library/react';

/** Text as speech input compares it: lower case, no punctuation or symbols, single spaces. */
export function spokenText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Label in name (WCAG 2.5.3): a control's accessible name contains the text it shows, so a
 * speech-input user who says what they see reaches it. Text without letters or digits (an arrow,
 * a cross) says nothing and passes.
 */
export function nameContainsText(name: string, visible: string): boolean {
  const text = spokenText(visible);
  return text === '' || spokenText(name).includes(text);
}

/** The controls under `root` (links and buttons) whose accessible name does not contain their visible text. */
export function labelInNameProblems(root: HTMLElement): string[] {
  const problems: string[] = [];
  // Testing Library computes each accessible name (as a screen reader would) and hands it to the matcher.
  const check = (name: string, el: Element) => {
    const text = visibleText(el as HTMLElement);
    if (!nameContainsText(name, text)) problems.push(`"${text.trim()}" is named "${name}"`);
    return false;
  };
  for (const role of ['link', 'button', 'tab', 'menuitem', 'checkbox', 'radio', 'switch'] as ByRoleMatcher[]) {
    queryAllByRole(root, role as string, { name: check, hidden: false });
  }
  return problems;
}

/** The text a control shows: its text content without the parts hidden from sight (aria-hidden ones stay, they are seen). */
function visibleText(el: HTMLElement): string {
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[hidden], [class*="visuallyHidden"], [class*="visually-hidden"], [class*="srOnly"]').forEach((n) => n.remove());
  return copy.textContent ?? '';
}

/** A control's accessible-name string and what it shows: another key of the same strings, or `=` and a literal template. */
export interface LabelPair {
  label: string;
  shows: string;
}

/**
 * The pairs of a part's strings (one language) whose name leaves out the text shown, with every
 * `{{placeholder}}` filled by `params` (or its own name): the strings stay right as translators edit them.
 */
export function labelStringProblems(strings: object, pairs: LabelPair[], params: Record<string, string> = {}): string[] {
  const lookup = (key: string): string => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
    if (typeof value !== 'string') throw new Error(`no string ${key}`);
    return value;
  };
  const fill = (template: string) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? name);
  return pairs
    .map(({ label, shows }) => ({ label, name: fill(lookup(label)), text: fill(shows.startsWith('=') ? shows.slice(1) : lookup(shows)) }))
    .filter(({ name, text }) => !nameContainsText(name, text))
    .map(({ label, name, text }) => `${label}: "${text}" is named "${name}"`);
}
