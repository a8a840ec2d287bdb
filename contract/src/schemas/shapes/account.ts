/** Building blocks of the API's schemas for the account and profile (results and parameters the methods share). */
import { z } from 'zod';
import { DOCUMENT_TYPES } from '../../validation/documents';
import { localeSchema, money } from '../common';

export const accountInfo = z.object({
  uid: z.number().int(),
  reg_time: z.number().int().nullable(),
  login: z.string(),
  fakename: z.string().nullable(),
  is_subscribed: z.boolean(),
  balance_main: money,
  balance_bonus: money,
  balance_betting_bonus: money,
  balance_fun: money,
  is_on_verification: z.boolean(),
  is_verified: z.boolean(),
  is_kyc_block_enabled: z.boolean(),
  is_registration_completed: z.boolean(),
  country_code: z.string().nullable(),
  locale: localeSchema,
  two_factor_auth: z.boolean(),
});
export type AccountInfo = z.infer<typeof accountInfo>;

export const balance = accountInfo.pick({
  balance_main: true,
  balance_bonus: true,
  balance_betting_bonus: true,
  balance_fun: true,
});
export type Balance = z.infer<typeof balance>;

export const languageEntry = z.object({
  code: localeSchema,
  language: z.string(),
  name: z.string(),
  dir: z.literal('ltr'),
  icon: z.string(),
  isDefault: z.boolean(),
});

export const generalInfo = z.object({
  analytic: z.record(z.string(), z.string()),
  available_currencies: z.array(z.string()),
  available_locales: z.array(languageEntry),
  default_currency: z.string(),
  is_seon_enabled: z.boolean(),
  domain_state: z.string(),
  domain_type: z.string(),
  /** Seconds of inactivity before a forced logout; null when off. */
  time_to_force_logout: z.number().int().nullable(),
  is_bonus_isolation_enabled: z.boolean(),
  is_game_history_export_enabled: z.boolean(),
  user_inactivity_cashier_time: z.number().int().nullable(),
  user_inactivity_pp_time: z.number().int().nullable(),
  /** Origins a `backUrl` may return the player to (the operator's `RETURN_ORIGINS`); none when absent. */
  return_origins: z.array(z.string()).optional(),
  /** The legal age: younger players are refused wherever a birth date is entered (18 when absent; `minimumAgeOf`). */
  minimum_age: z.number().int().optional(),
  /** Identity documents the profile offers (`offeredDocumentTypes`; passport and ID card when absent). */
  document_types: z.array(z.string()).optional(),
});
export type GeneralInfo = z.infer<typeof generalInfo>;

export const twoFactorPayload = z.object({ login: z.string(), password: z.string(), resend_time: z.number() });
export type TwoFactorPayload = z.infer<typeof twoFactorPayload>;

export const contactInfo = z.object({
  value: z.string(),
  is_confirmed: z.boolean(),
  is_subscribed: z.boolean(),
});
export const profileInfo = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  sex: z.number().int(),
  birth_date: z.string().nullable(),
  document_number: z.string().nullable(),
  country: z.string().nullable(),
  country_code: z.string().nullable(),
  region: z.string().nullable(),
  home_town: z.string().nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  contacts: z.object({
    email: contactInfo.nullable(),
    phone: contactInfo.extend({ phone_country_code: z.string().nullable() }).nullable(),
  }),
  document: z.object({ type: z.string().nullable(), number: z.string().nullable() }),
});
export type ProfileInfo = z.infer<typeof profileInfo>;

/** The profile fields of spec §3 a player may fill in, in the order the settings page shows them. */
export const PERSONAL_DATA_FIELDS = [
  'first_name',
  'last_name',
  'sex',
  'birth_date',
  'document_type',
  'document_number',
  'country',
  'country_code',
  'region',
  'home_town',
  'address',
  'postcode',
] as const;
export type PersonalDataField = (typeof PERSONAL_DATA_FIELDS)[number];

/**
 * The operator's choice of personal data (spec §3, §4): the fields shown, in order, each with
 * whether it is required; the document types the player chooses from (the operator's setting) and
 * the first of them, which the number belongs to until the player picks another.
 */
export const personalDataFields = z.object({
  document_type: z.enum(DOCUMENT_TYPES).nullable(),
  document_types: z.array(z.enum(DOCUMENT_TYPES)).optional(),
  fields: z.array(z.object({ name: z.enum(PERSONAL_DATA_FIELDS), is_required: z.boolean() })),
});
export type PersonalDataFields = z.infer<typeof personalDataFields>;
