/**
 * What the demo identity provider takes as a document: its type (Sumsub's `idDocType` names) and a
 * file whose first bytes say it is a JPEG, PNG or WebP image or a PDF, up to the size limit. The
 * type the browser claims is never trusted.
 */
export const DOCUMENT_TYPES = ['PASSPORT', 'ID_CARD', 'DRIVERS'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type DocumentMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/** Documents one applicant may keep (every try counts): bounds what a token can make the provider store. */
export const MAX_DOCUMENTS = 20;

export const isDocumentType = (value: unknown): value is DocumentType => typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The file's type by its magic bytes, or null when it is none of the accepted ones. */
export function sniffDocument(bytes: Uint8Array): DocumentMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

export type DocumentRefusal = 'empty' | 'too_large' | 'type';

/** Why a file is refused, or null when it is taken. */
export function checkDocument(bytes: Uint8Array, maxBytes: number): { ok: true; mime: DocumentMime } | { ok: false; reason: DocumentRefusal } {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > maxBytes) return { ok: false, reason: 'too_large' };
  const mime = sniffDocument(bytes);
  return mime ? { ok: true, mime } : { ok: false, reason: 'type' };
}

/** A file name fit to keep for the back office: plain characters, at most 120 of them; null when nothing is left. */
export function cleanFileName(raw: string | undefined): string | null {
  if (!raw) return null;
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    name = raw;
  }
  const cleaned = name
    .replace(/[\\/]/g, '_')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 120);
  return cleaned || null;
}
