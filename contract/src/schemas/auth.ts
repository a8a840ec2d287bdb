// Parameter and result schemas of the `auth.*` methods.
import { z } from 'zod';
import { fieldRules, isPlainText } from '../validation/field-rules';
import { code, flag, isEmail, isPhone, login, none, one, password, say, secret, text } from './common';
import { accountInfo } from './shapes/account';

export const authSchemas = {
  'auth.login': {
    // A leading + of a phone login is stripped (spec §4); `code` is the two-factor step. A social
    // or Telegram sign-in's two-factor step sends its one-time `ticket` instead of login + password.
    params: z
      .object({
        login: login().optional(),
        password: secret().optional(),
        code: code().optional(),
        ticket: z
          .string()
          .trim()
          .regex(/^[\w-]{43}$/, 'Field regex')
          .optional(),
      })
      .superRefine((p, ctx) => {
        if (p.ticket !== undefined) {
          if (p.login !== undefined || p.password !== undefined) ctx.addIssue({ code: 'custom', path: ['ticket'], message: 'Field regex' });
          return;
        }
        if (p.login === undefined) ctx.addIssue({ code: 'custom', path: ['login'], message: 'Field is required' });
        if (p.password === undefined) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Field is required' });
      }),
    result: accountInfo,
  },
  'auth.logout': { params: none, result: one },
  'auth.register': {
    params: z.object({
      login: login().refine((v) => isEmail(v) || isPhone(v), say('email')),
      password: password(),
      currency: z.enum(['USD', 'EUR', 'UZS', 'RUB']).optional(),
      promo_code: text(fieldRules.promoCode.max).optional(),
      is_subscribed: flag().optional(),
      mark_betting: flag().optional(),
      terms: flag().optional(),
    }),
    result: accountInfo,
  },
  /**
   * Password restore in two steps: with `login` alone a 6-digit code goes to the login contact;
   * with `login`, `code` and `password` the new password is set. Answers 1 whether or not the
   * login exists.
   */
  'auth.restore': {
    params: z
      .object({ login: login(), code: code().optional(), password: password().optional() })
      .refine((p) => (p.code === undefined) === (p.password === undefined), {
        message: 'Field is required',
        path: ['password'],
      }),
    result: one,
  },
  /**
   * Registration (or sign-in, when the Telegram user already has an account) from the Telegram
   * mini-app (spec §1): `payload` is the raw init data (`tgWebAppData`), which the server checks
   * by its signature; `id`, `username` and `hash` must match it.
   */
  'auth.registerTelegram': {
    params: z.object({
      is_tg: flag(),
      id: z
        .string()
        .trim()
        .regex(/^[1-9]\d{0,19}$/, 'Field regex'),
      username: text(64).optional(),
      hash: z
        .string()
        .trim()
        .regex(/^[a-f0-9]{64}$/, 'Field regex'),
      language_code: text(16).optional(),
      payload: z.string().min(1, 'Field is required').max(4096, 'Max length is 4096').refine(isPlainText, 'Field regex'),
    }),
    result: accountInfo,
  },
  /**
   * Ends the registration of an account made by a social or Telegram sign-in
   * (`is_registration_completed` false): the player's currency, terms and subscription choices.
   */
  'auth.completeRegistration': {
    params: z.object({
      currency: z.enum(['USD', 'EUR', 'UZS', 'RUB']).optional(),
      is_subscribed: flag().optional(),
      mark_betting: flag().optional(),
      terms: flag().optional(),
    }),
    result: accountInfo,
  },
};
