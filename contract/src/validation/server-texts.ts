/**
 * The error-text parser: the server words a field's problem with the spec §5 default messages
 * (`DEFAULT_MESSAGES`, placeholders filled); the browser reads the text back as the issue it
 * stands for and words it with the form's own messages. One table for every form: it is the
 * default messages themselves.
 */
import { DEFAULT_MESSAGES, MESSAGE_KEYS, type Issue, type MessageKey } from './messages';

/** The password text lists the refused characters after it: shown as the server sent it. */
const AS_SENT: readonly MessageKey[] = ['password'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = MESSAGE_KEYS.filter((type) => !AS_SENT.includes(type)).map((type) => {
  const params: string[] = [];
  // `split` with a capture group puts the placeholders' names at the odd places.
  const source = DEFAULT_MESSAGES[type]
    .split(/\$\$(\w+)\$\$/)
    .map((part, i) => (i % 2 ? (params.push(part), '(.+)') : escape(part)))
    .join('');
  return { type, params, pattern: new RegExp(`^${source}$`) };
});

/** The issue a server's field text stands for ('Min length is 3' → minLength, min 3), or null for any other text. */
export function serverTextIssue(text: string): Issue | null {
  for (const { type, params, pattern } of PATTERNS) {
    const m = pattern.exec(text);
    if (!m) continue;
    return params.length ? { type, params: Object.fromEntries(params.map((name, i) => [name, m[i + 1]!])) } : { type };
  }
  return null;
}
