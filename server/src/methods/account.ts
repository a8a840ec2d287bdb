import { sql, type Kysely } from 'kysely';
import { ApiError } from '@casino/contract';
import { toMinor } from '@casino/contract/money';
import { isEmail, isPhone, PERSONAL_DATA_FIELDS, type PersonalDataFields } from '@casino/contract/schemas';
import {
  DEFAULT_DOCUMENT_TYPES,
  isOldEnough,
  minimumAgeOf,
  offeredDocumentTypes,
  parseDate,
  underAgeMessage,
  type DocumentType,
} from '@casino/contract/validation';
import { defineHandlers } from '../api/handler';
import { fieldError } from '../api/errors';
import {
  accountInfo,
  addContact,
  changeFakename,
  changePassword,
  changeSubscription,
  confirmContact,
  guestInfo,
  saveProfile,
  setTwoFactor,
  updateAccount,
} from '../domains/accounts';
import { balancesFrom, balancesOf } from '../domains/wallet';
import { depositLimitView, setDepositLimit } from '../domains/payments';
import { loadRates, ratesFrom } from '../domains/wallet';
import { hashPassword, verifyPassword } from '../auth/password';
import { addressKey, LIMITS, enforce, hit, refuseWhenReached, type Limit } from '../auth/rate-limit';
import { clearSessionCookie } from '../auth/sessions';
import { CODE_MESSAGES, issueCode, verifyCode } from '../auth/codes';
import type { DB } from '../db/schema';
import { generalSettings, type GeneralSettings } from './metadata';
import { switchAccountCurrency } from '../domains/wallet';
import { unsubscribeByToken } from '../domains/accounts';
import { unsubscribeLinks, unsubscribeSecret } from '../outbox/player-mail';
import { markSubmitted, requireProvider } from '../domains/kyc';
import { excludeFromPlay } from '../responsible/exclusions';
import { realityCheckOf, setRealityCheckInterval } from '../responsible/reality-check';

type ContactKind = 'email' | 'phone';

/** "Documents submitted" calls of one player (each asks the identity provider): a retry now and then is plenty. */
const VERIFICATION_SUBMITS_PER_ACCOUNT: Limit = { max: 10, windowSeconds: 600 };

/** Personal data fields the player must fill in (spec §3, §4): the rest are shown as optional. */
const REQUIRED_PERSONAL_DATA = new Set<string>(['first_name', 'last_name', 'birth_date']);

/**
 * The operator's personal data form: every profile field shown, names and birth date required;
 * the document type (a choice of the types the operator offers) and its number when it offers
 * any. The country is the ISO list (`country_code`); the free-text `country` is not asked.
 */
export function personalDataFieldsOf(documentTypes: readonly DocumentType[] = DEFAULT_DOCUMENT_TYPES): PersonalDataFields {
  const asksDocument = documentTypes.length > 0;
  return {
    document_type: documentTypes[0] ?? null,
    document_types: [...documentTypes],
    fields: PERSONAL_DATA_FIELDS.filter((name) => name !== 'country' && (asksDocument || (name !== 'document_type' && name !== 'document_number'))).map(
      (name) => ({ name, is_required: REQUIRED_PERSONAL_DATA.has(name) }),
    ),
  };
}

/**
 * The operator's rules on what a player saves: not younger than its minimum age on the server's
 * today, and only a document type it offers. A field error each (InvalidParameter), never a 5xx.
 */
function checkPersonalData(
  params: { birth_date?: string | null | undefined; document_type?: string | undefined },
  general: GeneralSettings,
  today = new Date(),
): void {
  if (params.birth_date) {
    const birth = parseDate(params.birth_date);
    const minimumAge = minimumAgeOf(general);
    if (birth && !isOldEnough(birth, minimumAge, today)) throw fieldError('birth_date', underAgeMessage(minimumAge));
  }
  if (params.document_type && !offeredDocumentTypes(general).includes(params.document_type as DocumentType)) {
    throw fieldError('document_type', 'Document type is not offered');
  }
}

/** Phone country codes the operator accepts for contacts (digits, by ISO country); Uzbekistan first. */
const PHONE_COUNTRY_CODES = [
  { country: 'UZ', code: '998' },
  { country: 'KZ', code: '7' },
  { country: 'KG', code: '996' },
  { country: 'TJ', code: '992' },
  { country: 'TM', code: '993' },
  { country: 'RU', code: '7' },
] as const;

/**
 * The accepted country code of a phone (digits): the one given, which the number must start with,
 * else the longest accepted code the number starts with. Refused when the operator does not accept it.
 */
function phoneCountryCode(phone: string, given: string | undefined): string {
  if (given !== undefined) {
    const code = given.replace(/^\+/, '');
    if (!PHONE_COUNTRY_CODES.some((c) => c.code === code)) throw fieldError('phone_country_code', 'Phone country code is not accepted');
    if (!phone.startsWith(code)) throw fieldError('contact', 'Wrong phone format');
    return code;
  }
  const match = [...PHONE_COUNTRY_CODES].sort((a, b) => b.code.length - a.code.length).find((c) => phone.startsWith(c.code));
  if (!match) throw fieldError('contact', 'Phone country code is not accepted');
  return match.code;
}

async function contactsOf(db: Kysely<DB>, accountId: number) {
  return db.selectFrom('contacts').selectAll().where('account_id', '=', accountId).execute();
}

/** `contact` names a kind (email, phone) or the value of one of the player's contacts. */
async function resolveContact(db: Kysely<DB>, accountId: number, contact: string) {
  const rows = await contactsOf(db, accountId);
  const normalised = contact.replace(/^\+/, '').toLowerCase();
  const row = rows.find((c) => c.kind === normalised) ?? rows.find((c) => c.value === normalised);
  if (!row) throw fieldError('contact', 'Contact not found');
  return row;
}

function normaliseContact(raw: string): { kind: ContactKind; value: string } {
  const value = raw.trim();
  if (value.includes('@')) {
    const email = value.toLowerCase();
    if (!isEmail(email)) throw fieldError('contact', 'Wrong email address');
    return { kind: 'email', value: email };
  }
  const phone = value.replace(/^\+/, '').replace(/[\s()-]/g, '');
  if (!isPhone(phone)) throw fieldError('contact', 'Wrong phone format');
  return { kind: 'phone', value: phone };
}

export const accountHandlers = defineHandlers({
  async 'account.getInfo'(ctx) {
    if (ctx.session) return accountInfo(ctx.db, ctx.session.account, await ctx.session.balances());
    const general = await generalSettings(ctx.db);
    return guestInfo(ctx.locale, general.default_currency);
  },

  async 'account.getBalance'(ctx) {
    const b = balancesFrom(await ctx.session.balances());
    return { balance_main: b.main, balance_bonus: b.bonus, balance_betting_bonus: b.betting_bonus, balance_fun: b.fun };
  },

  async 'account.getprofileinfo'(ctx) {
    const id = ctx.session.account.id;
    const [profile, contacts] = await Promise.all([
      ctx.db.selectFrom('profiles').selectAll().where('account_id', '=', id).executeTakeFirst(),
      contactsOf(ctx.db, id),
    ]);
    const email = contacts.find((c) => c.kind === 'email');
    const phone = contacts.find((c) => c.kind === 'phone');
    return {
      first_name: profile?.first_name ?? null,
      last_name: profile?.last_name ?? null,
      sex: profile?.sex ?? 0,
      birth_date: profile?.birth_date ?? null,
      document_number: profile?.document_number ?? null,
      country: profile?.country ?? null,
      country_code: profile?.country_code ?? null,
      region: profile?.region ?? null,
      home_town: profile?.home_town ?? null,
      address: profile?.address ?? null,
      postcode: profile?.postcode ?? null,
      contacts: {
        email: email ? { value: email.value, is_confirmed: email.is_confirmed, is_subscribed: email.is_subscribed } : null,
        phone: phone
          ? { value: phone.value, phone_country_code: phone.phone_country_code, is_confirmed: phone.is_confirmed, is_subscribed: phone.is_subscribed }
          : null,
      },
      document: { type: profile?.document_type ?? null, number: profile?.document_number ?? null },
    };
  },

  async 'Account.getPersonalDataFields'(ctx) {
    return personalDataFieldsOf(offeredDocumentTypes(await generalSettings(ctx.db)));
  },

  async 'account.changelocale'(ctx) {
    // Guests keep the locale in their cookie only (spec §4).
    if (ctx.session) await updateAccount(ctx.db, ctx.session.account.id, { locale: ctx.params.locale });
    return 1;
  },

  async 'account.saveProfileInfo'(ctx) {
    const p = ctx.params;
    checkPersonalData(p, await generalSettings(ctx.db));
    const values = {
      first_name: p.first_name,
      last_name: p.last_name,
      sex: p.sex,
      birth_date: p.birth_date,
      document_type: p.document_type === '' ? null : p.document_type,
      document_number: p.document_number,
      country: p.country,
      country_code: p.country_code === '' ? null : p.country_code,
      region: p.region,
      home_town: p.home_town,
      address: p.address,
      postcode: p.postcode === '' ? null : p.postcode,
    };
    const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    const id = ctx.session.account.id;
    await saveProfile(ctx.db, id, set, values.country_code);
    return 1;
  },

  async 'account.addcontact'(ctx) {
    const { kind, value } = normaliseContact(ctx.params.contact);
    const id = ctx.session.account.id;
    const taken = await ctx.db.selectFrom('accounts').select('id').where('login', '=', value).where('id', '<>', id).executeTakeFirst();
    if (taken) throw fieldError('contact', 'Contact is already in use');
    const countryCode = kind === 'phone' ? phoneCountryCode(value, ctx.params.phone_country_code) : null;
    await addContact(ctx.db, { id, kind, value, countryCode, ip: ctx.ip });
    return 1;
  },

  async 'account.getContactPhoneSettings'() {
    return { country_codes: PHONE_COUNTRY_CODES.map((c) => ({ ...c })), default_country: 'UZ' };
  },

  async 'account.sendconfirmationtocontact'(ctx) {
    const contact = await resolveContact(ctx.db, ctx.session.account.id, ctx.params.contact);
    if (contact.is_confirmed) throw fieldError('contact', 'Contact is already confirmed');
    const issued = await issueCode(ctx.db, {
      accountId: ctx.session.account.id,
      purpose: contact.kind === 'email' ? 'confirm_email' : 'confirm_phone',
      target: contact.value,
      locale: ctx.locale,
    });
    return { resend_time: issued.resendTime };
  },

  async 'account.confirmContact'(ctx) {
    const id = ctx.session.account.id;
    const contact = await resolveContact(ctx.db, id, ctx.params.contact);
    const verified = await verifyCode(ctx.db, {
      accountId: id,
      purpose: contact.kind === 'email' ? 'confirm_email' : 'confirm_phone',
      code: ctx.params.code,
      ip: ctx.ip,
    });
    // The code confirms the value it was sent to, not a value changed since.
    if (verified.target !== contact.value) throw fieldError('code', CODE_MESSAGES.expired);
    await confirmContact(ctx.db, { id, contact, target: verified.target, ip: ctx.ip });
    return 1;
  },

  async 'account.changeSubscription'(ctx) {
    const id = ctx.session.account.id;
    const contact = await resolveContact(ctx.db, id, ctx.params.contact);
    // A new e-mail subscription is welcomed by a first message carrying its unsubscribe link.
    const welcome = contact.kind === 'email' && ctx.params.subscription && !contact.is_subscribed;
    const links = welcome ? await unsubscribeLinks(ctx.db, ctx.config, ctx.request.headers.host) : null;
    await changeSubscription(ctx.db, { id, contact, subscription: ctx.params.subscription, links, locale: ctx.locale, ip: ctx.ip });
    return 1;
  },

  async 'account.unsubscribe'(ctx) {
    return unsubscribeByToken(ctx.db, await unsubscribeSecret(ctx.db, ctx.config), ctx.params.token, ctx.ip);
  },

  async 'account.changepassword'(ctx) {
    const { db, session, params } = ctx;
    const key = `login-fail:${session.account.id}:${addressKey(ctx.ip)}`;
    await refuseWhenReached(db, key, LIMITS.loginFailuresPerAccountIp);
    if (!(await verifyPassword(params.old_password, session.account.password_hash))) {
      await hit(db, key, LIMITS.loginFailuresPerAccountIp);
      throw fieldError('old_password', 'Wrong password');
    }
    const passwordHash = await hashPassword(params.password, ctx.config.passwordCost);
    // The new password, the end of every other session, the notice and the audit row stand or fall together.
    await changePassword(db, { id: session.account.id, sessionIdHash: session.idHash, passwordHash, ip: ctx.ip });
    return 1;
  },

  async 'account.changefakename'(ctx) {
    const id = ctx.session.account.id;
    const fakename = ctx.params.fakename;
    const taken = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where(sql`lower(fakename)`, '=', fakename.toLowerCase())
      .where('id', '<>', id)
      .executeTakeFirst();
    if (taken) throw fieldError('fakename', 'Fake name is already taken');
    try {
      await changeFakename(ctx.db, { id, fakename, ip: ctx.ip });
    } catch (error) {
      // Two players asking for the same name at once: the unique index decides.
      if (String((error as { code?: string }).code) === '23505') throw fieldError('fakename', 'Fake name is already taken');
      throw error;
    }
    return 1;
  },

  async 'account.changeTwoFactorAuth'(ctx) {
    const account = ctx.session.account;
    const enable = ctx.params.enable;
    if (enable && account.two_factor_auth) throw new ApiError('InvalidParameter', CODE_MESSAGES.alreadyEnabled, { enable: CODE_MESSAGES.alreadyEnabled });
    if (!enable && !account.two_factor_auth) throw new ApiError('InvalidParameter', CODE_MESSAGES.alreadyDisabled, { enable: CODE_MESSAGES.alreadyDisabled });
    const issued = await issueCode(ctx.db, {
      accountId: account.id,
      purpose: 'two_factor',
      target: account.login,
      payload: { enable },
      locale: ctx.locale,
    });
    return { resend_time: issued.resendTime };
  },

  async 'account.confirmTwoFactorAuth'(ctx) {
    const { db, session } = ctx;
    const verified = await verifyCode(db, { accountId: session.account.id, purpose: 'two_factor', code: ctx.params.code, ip: ctx.ip });
    const enabled = verified.payload.enable === true;
    await setTwoFactor(db, { id: session.account.id, sessionIdHash: session.idHash, enabled, ip: ctx.ip });
    return 1;
  },

  /** The player submitted their documents on the provider's page: believed once the provider has them (src/kyc/). */
  async 'account.setUserOnVerification'(ctx) {
    await enforce(ctx.db, `kyc-submitted:${ctx.session.account.id}`, VERIFICATION_SUBMITS_PER_ACCOUNT);
    await markSubmitted(ctx.db, requireProvider(ctx.providers.identity), ctx.session.account, ctx.ip);
    return 1;
  },

  async 'account.getDepositLimit'(ctx) {
    const currency = (await balancesOf(ctx.db, ctx.session.account.id)).main.currency;
    return depositLimitView(ctx.db, ctx.session.account.id, currency, ctx.config.cashier.coolingOffMs);
  },

  async 'account.setDepositLimit'(ctx) {
    const currency = (await balancesOf(ctx.db, ctx.session.account.id)).main.currency;
    const amount = ctx.params.amount ?? null;
    return setDepositLimit(ctx.db, {
      accountId: ctx.session.account.id,
      currency,
      period: ctx.params.period,
      wanted: amount === null ? null : toMinor(amount, currency),
      coolingOffMs: ctx.config.cashier.coolingOffMs,
    });
  },

  async 'account.getcurrencyrates'(ctx) {
    const { rates, updatedAt } = await loadRates(ctx.db);
    const base = ctx.params.base ?? (ctx.session ? (await balancesOf(ctx.db, ctx.session.account.id)).main.currency : 'USD');
    return { base, rates: ratesFrom(base, rates), updated_at: Math.floor(updatedAt.getTime() / 1000) };
  },

  async 'account.getRealityCheck'(ctx) {
    return realityCheckOf(ctx.db, ctx.session);
  },

  async 'account.setRealityCheck'(ctx) {
    await setRealityCheckInterval(ctx.db, ctx.session.account.id, ctx.params.interval, ctx.ip);
    return realityCheckOf(ctx.db, ctx.session);
  },

  async 'account.setSelfExclusion'(ctx) {
    const exclusion = await excludeFromPlay(ctx.db, { accountId: ctx.session.account.id, period: ctx.params.period, ip: ctx.ip });
    // Every session ended with it, this one too: the browser forgets its cookie.
    clearSessionCookie(ctx.reply, ctx.config);
    ctx.request.log.info({ uid: ctx.session.account.id, kind: exclusion.kind, period: exclusion.period }, 'player excluded from play');
    return { kind: exclusion.kind, period: exclusion.period, until: exclusion.until ? Math.floor(exclusion.until.getTime() / 1000) : null };
  },
});

/**
 * `account.setCurrency` (spec §7): the account moves to another currency of the operator's list
 * only while no money is on it or open in it; a refusal lists its reasons in `fields.currency`
 * (CURRENCY_SWITCH_ERRORS; src/domains/wallet/currency-switch.ts).
 */
export const accountCurrencyHandlers = defineHandlers({
  async 'account.setCurrency'(ctx) {
    const { currency } = ctx.params;
    const general = await generalSettings(ctx.db);
    if (!general.available_currencies.includes(currency))
      throw new ApiError('InvalidParameter', 'Currency not offered', { currency: ['currency_not_offered'] });
    if (ctx.session.account.currency === currency) return 1 as const;
    await switchAccountCurrency(ctx.db, ctx.session.account.id, currency);
    return 1 as const;
  },
});
