/**
 * Default validator messages of spec §5, word for word. `$$name$$` placeholders are filled from
 * the issue's parameters. Operators override any of them per field and error type through the
 * content service's `forms-config`.
 */
export const DEFAULT_MESSAGES = {
  required: 'Field is required',
  email: 'Wrong email address',
  minLength: 'Min length is $$min$$',
  maxLength: 'Max length is $$max$$',
  phone: 'Wrong phone number',
  fakeName: 'Wrong fake name',
  password: 'Wrong password',
  name: 'Wrong symbols in name',
  address: 'Wrong address',
  iban: 'Wrong iban',
  sameAs: 'Same as field',
  regex: 'Field regex',
  cardNumber: 'Field Card number',
  minValue: 'Min value is $$min$$',
  maxValue: 'Max value is $$max$$',
  date: 'Wrong date',
} as const;

export type MessageKey = keyof typeof DEFAULT_MESSAGES;
export const MESSAGE_KEYS = Object.keys(DEFAULT_MESSAGES) as MessageKey[];

/** Per error type: the message template to use instead of the default. */
export type FieldMessages = Partial<Record<MessageKey, string>>;
/** Field name → its messages. The key `*` applies to every field of the form. */
export type MessagesMap = Record<string, FieldMessages>;

/** What a rule found wrong: the error type plus the values its message shows. */
export interface Issue {
  type: MessageKey;
  params?: Record<string, string | number>;
}

/** Fills `$$name$$` placeholders; a `symbols` parameter the template does not place is appended. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  let usedSymbols = false;
  const text = template.replace(/\$\$(\w+)\$\$/g, (whole, key: string) => {
    if (!(key in params)) return whole;
    if (key === 'symbols') usedSymbols = true;
    return String(params[key]);
  });
  // Spec §5: the password message lists the invalid characters.
  return params.symbols !== undefined && !usedSymbols ? `${text}: ${params.symbols}` : text;
}

/** The text for an issue of `field`: field override, then form-wide override, then the default. */
export function messageFor(issue: Issue, field?: string, messages?: MessagesMap): string {
  const template = (field !== undefined ? messages?.[field]?.[issue.type] : undefined) ?? messages?.['*']?.[issue.type] ?? DEFAULT_MESSAGES[issue.type];
  return formatMessage(template, issue.params);
}

const normalise = (key: string) => key.replace(/[-_\s]/g, '').toLowerCase();
const KEY_BY_NORMALISED = new Map(MESSAGE_KEYS.map((k) => [normalise(k), k]));

/** Maps an operator's error-type spelling ('min_length', 'MinLength') to a message key. */
export function toMessageKey(key: string): MessageKey | undefined {
  return KEY_BY_NORMALISED.get(normalise(key));
}

function fieldMessages(raw: unknown): FieldMessages {
  const out: FieldMessages = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [key, value] of Object.entries(raw)) {
    const messageKey = toMessageKey(key);
    if (messageKey && typeof value === 'string' && value.trim()) out[messageKey] = value;
  }
  return out;
}

/**
 * Reads the messages of one form's config as the content service sends it (loosely typed):
 * `{ fields: [{ name, messages: { required: '…' } }] }`, a bare list of such fields, or
 * `{ [fieldName]: { messages } }`. Anything malformed is skipped, never thrown on.
 */
export function messagesFromFormConfig(formConfig: unknown): MessagesMap {
  const out: MessagesMap = {};
  if (!formConfig || typeof formConfig !== 'object') return out;
  const fields = Array.isArray(formConfig) ? formConfig : (formConfig as { fields?: unknown }).fields;
  if (Array.isArray(fields)) {
    for (const field of fields) {
      const name = (field as { name?: unknown })?.name;
      if (typeof name === 'string') out[name] = { ...out[name], ...fieldMessages((field as { messages?: unknown }).messages) };
    }
    return out;
  }
  for (const [name, field] of Object.entries(formConfig)) {
    if (field && typeof field === 'object' && 'messages' in field) out[name] = fieldMessages((field as { messages: unknown }).messages);
  }
  return out;
}

/**
 * The messages of form `form` ('registration', 'restore', 'deposit', …) in the `forms-config`
 * section: the operator's form-wide texts (`forms-config.messages`, per language) for every field
 * (`*`), then the form's own field overrides; the defaults of spec §5 fill the rest (`messageFor`).
 */
export function formMessages(formsConfig: unknown, form: string): MessagesMap {
  if (!formsConfig || typeof formsConfig !== 'object') return {};
  const own = messagesFromFormConfig((formsConfig as Record<string, unknown>)[form]);
  const wide = fieldMessages((formsConfig as { messages?: unknown }).messages);
  // The form's own `*` entries are more specific than the section-wide ones.
  return Object.keys(wide).length ? { ...own, '*': { ...wide, ...own['*'] } } : own;
}
