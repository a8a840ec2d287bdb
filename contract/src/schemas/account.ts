// Parameter and result schemas of the `account.*` methods.
import { z } from 'zod';
import { isPlainText } from '../validation/field-rules';
import { DOCUMENT_TYPES } from '../validation/documents';
import { isCountryCode } from '../validation/country-codes';
import { EXCLUSION_PERIODS, isRealityCheckMinutes } from '../responsible-gaming';
import {
  address,
  birthDate,
  clearable,
  clearableSum,
  code,
  contactPhoneSettings,
  contactRef,
  fakename,
  flag,
  int,
  localeSchema,
  none,
  one,
  password,
  personName,
  postcode,
  resendTime,
  secret,
  text,
} from './common';
import { accountInfo, balance, personalDataFields, profileInfo } from './shapes/account';
import { currency, currencyRates, depositLimit, limitPeriod } from './shapes/cashier';
import { unsubscribeToken } from './shapes/notifications';
import { realityCheck, selfExclusion } from './shapes/responsible-gaming';

export const accountSchemas = {
  'account.getInfo': { params: none, result: accountInfo },
  'account.getBalance': { params: none, result: balance },
  'account.getprofileinfo': { params: none, result: profileInfo },
  'Account.getPersonalDataFields': { params: none, result: personalDataFields },
  'account.changelocale': { params: z.object({ locale: localeSchema }), result: one },
  'account.saveProfileInfo': {
    params: z.object({
      first_name: personName().optional(),
      last_name: personName().optional(),
      sex: int().min(0).max(2).optional(),
      birth_date: birthDate().optional(),
      // A type the operator does not offer is refused by the handler (its setting lives on the server).
      document_type: z.enum([...DOCUMENT_TYPES, '']).optional(),
      document_number: clearable(50, /[^A-Za-z0-9 -]/, 'Field regex').optional(),
      country: address().optional(),
      country_code: z
        .string()
        .trim()
        .transform((v) => v.toUpperCase())
        .pipe(z.string().refine((v) => v === '' || isCountryCode(v), 'Field regex'))
        .optional(),
      region: address().optional(),
      home_town: address().optional(),
      address: address().optional(),
      postcode: postcode().optional(),
    }),
    result: one,
  },
  'account.addcontact': {
    params: z.object({
      contact: text(100).pipe(z.string().min(1, 'Field is required')),
      phone_country_code: z
        .string()
        .trim()
        .regex(/^\+?\d{1,4}$/, 'Wrong phone number')
        .optional(),
    }),
    result: one,
  },
  'account.sendconfirmationtocontact': { params: z.object({ contact: contactRef }), result: resendTime },
  'account.confirmContact': { params: z.object({ contact: contactRef, code: code() }), result: one },
  'account.changeSubscription': { params: z.object({ contact: contactRef, subscription: flag() }), result: one },
  'account.getContactPhoneSettings': { params: none, result: contactPhoneSettings },
  'account.changepassword': {
    params: z
      .object({
        old_password: secret(),
        password: password(),
        password_confirmation: z.string().max(100).refine(isPlainText, 'Field regex').optional(),
      })
      .refine((p) => p.password_confirmation === undefined || p.password_confirmation === p.password, {
        message: 'Same as field',
        path: ['password_confirmation'],
      }),
    result: one,
  },
  'account.changefakename': { params: z.object({ fakename: fakename() }), result: one },
  'account.changeTwoFactorAuth': { params: z.object({ enable: flag() }), result: resendTime },
  'account.confirmTwoFactorAuth': { params: z.object({ code: code() }), result: one },
  /** Ends the marketing subscription of the contact an e-mail's signed link names; answers which contact. */
  'account.unsubscribe': { params: z.object({ token: unsubscribeToken() }), result: z.object({ contact: z.enum(['email', 'phone']) }) },
  /** After the player submitted their documents on the provider's page: the account is in review. */
  'account.setUserOnVerification': { params: none, result: one },
  'account.getDepositLimit': { params: none, result: depositLimit },
  /**
   * Sets one period's deposit limit; no amount (or '') removes it. A lower limit applies at once,
   * a higher one or a removal after the cooling-off (integrations: 24 h).
   */
  'account.setDepositLimit': {
    params: z.object({
      period: limitPeriod,
      amount: clearableSum().optional(),
    }),
    result: depositLimit,
  },
  'account.getcurrencyrates': { params: z.object({ base: currency.optional() }), result: currencyRates },
  /** The reality-check interval and the current session's time and real-money result. */
  'account.getRealityCheck': { params: none, result: realityCheck },
  /** Sets the reality-check interval (minutes: 0 off, 15, 30, 60); answers as getRealityCheck. */
  'account.setRealityCheck': {
    params: z.object({ interval: int().refine(isRealityCheckMinutes, 'Wrong value') }),
    result: realityCheck,
  },
  /**
   * Takes a time-out (24h, 7d, 30d) or excludes the player from play (6m, permanent); `confirm`
   * says the player read that it cannot be undone from the site. Only ever extends one already
   * running. Every session of the player ends with it, this one too.
   */
  'account.setSelfExclusion': {
    params: z.object({
      period: z.enum(EXCLUSION_PERIODS),
      confirm: flag().refine((v) => v, 'Field is required'),
    }),
    result: selfExclusion,
  },
  /** Moves the account to another currency of the operator's list, while no money is open on it. */
  'account.setCurrency': { params: z.object({ currency }), result: one },
};
