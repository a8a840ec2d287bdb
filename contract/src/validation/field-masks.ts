/**
 * Masks of form fields from the content service's `forms-config` (spec §3: form configs carry
 * field settings). A field's `mask` is one mask, or masks by variant: a phone's by country code
 * (`{ "998": "+998 ## ###-##-##", "7": "+7 (###) ###-##-##" }`), a document's by document type.
 */
import { z } from 'zod';
import { maskSlots } from './mask';

/** A mask of spec §5: at most 64 characters, at least one character for the player to type. */
export const maskSetting = z
  .string()
  .max(64)
  .refine((mask) => maskSlots(mask) > 0, 'A mask needs a # @ or * for the player to type');

/** One field of a form config: name and type, messages per error type (see `messages.ts`), a mask. */
export const formFieldSetting = z
  .object({
    name: z.string().min(1),
    type: z.string().optional(),
    isRequired: z.boolean().optional(),
    mask: z.union([maskSetting, z.record(z.string().min(1), maskSetting)]).optional(),
  })
  .loose();
export type FormFieldSetting = z.infer<typeof formFieldSetting>;

/** A form's config: its fields as a list, or under `fields`. */
export const formSetting = z.union([z.array(formFieldSetting), z.object({ fields: z.array(formFieldSetting) }).loose()]);

function fieldsOf(formsConfig: unknown, form: string): unknown[] {
  const raw = formsConfig && typeof formsConfig === 'object' ? (formsConfig as Record<string, unknown>)[form] : undefined;
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? (raw as { fields?: unknown }).fields : undefined;
  return Array.isArray(list) ? list : [];
}

/**
 * The mask of a field of `form`: the first of `names` (a field name, then e.g. its type) the form
 * configures; of masks by variant, the one of `variant` (or `*`). A malformed setting counts as none.
 */
export function fieldMask(formsConfig: unknown, form: string, names: string | readonly string[], variant?: string | null): string | null {
  const settings = fieldsOf(formsConfig, form).flatMap((raw) => {
    const parsed = formFieldSetting.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  for (const name of typeof names === 'string' ? [names] : names) {
    const mask = settings.find((f) => f.name === name)?.mask;
    if (mask === undefined) continue;
    if (typeof mask === 'string') return mask;
    return (variant ? mask[variant] : undefined) ?? mask['*'] ?? null;
  }
  return null;
}

/**
 * The part of a phone mask after its country code, for a field whose code is chosen beside it:
 * "+998 ## ###-##-##" under 998 is "## ###-##-##". A mask that does not start with the code stays as it is.
 */
export function localPhoneMask(mask: string, countryCode: string): string {
  const code = `+${countryCode.replace(/^\+/, '')}`;
  return mask.startsWith(code) ? mask.slice(code.length).trimStart() : mask;
}
