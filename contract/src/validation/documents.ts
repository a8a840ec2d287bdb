/**
 * Identity documents the profile asks the number of. The operator offers some of them (general
 * settings `document_types`); the demo operator's markets (Uzbekistan, Russia) use the passport
 * and the ID card. `cpf` (the Brazilian tax number) stays known for operators of that market.
 * Import-free: the API schemas and the server load it without the browser core.
 */

/** Every document type the site can name, in both languages. */
export const DOCUMENT_TYPES = ['passport', 'id_card', 'cpf'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What an operator offers when its settings say nothing. */
export const DEFAULT_DOCUMENT_TYPES: readonly DocumentType[] = ['passport', 'id_card'];

export const isDocumentType = (value: unknown): value is DocumentType => (DOCUMENT_TYPES as readonly unknown[]).includes(value);

/**
 * The document types an operator offers, in its order, from its general settings: known types
 * only, each once; none at all is the operator's choice (no document asked); anything else falls
 * back to the default.
 */
export function offeredDocumentTypes(general: { document_types?: unknown } | null | undefined): DocumentType[] {
  const setting = general?.document_types;
  if (!Array.isArray(setting)) return [...DEFAULT_DOCUMENT_TYPES];
  const known = [...new Set(setting.filter(isDocumentType))];
  return known.length || setting.length === 0 ? known : [...DEFAULT_DOCUMENT_TYPES];
}
