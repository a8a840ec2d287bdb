import { ApiError } from '@casino/contract';
import { defineHandlers, type HandlerContext } from '../api/handler';
import { accountInfo, createAccount, findAccount, findAccountByLogin, updateAccount } from '../domains/accounts';
import { burnPasswordCheck, hashPassword, NO_PASSWORD, verifyPassword } from '../auth/password';
import { LIMITS, clear, enforce, hit, refuseWhenReached } from '../auth/rate-limit';
import { clearSessionCookie, createSession, revokeOtherSessions, revokeSession, setSessionCookie, type SessionAccount } from '../auth/sessions';
import { CODE_MESSAGES, issueCode, verifyCode } from '../auth/codes';
import { completeRegistration, findOrCreateLinkedAccount, LinkError, startSessionFor } from '../oauth/accounts';
import { checkInitData } from '../telegram/init-data';
import { TELEGRAM_PROVIDER, WRONG_REGISTRATION } from '../telegram/registration';
import { consumeInitData, initDataExpiry } from '../telegram/replays';
import { askSecondFactor, consumeTicket, ticketAccount, ticketExpired, twoFactorRequired } from '../auth/sign-in-tickets';
import { refuseExcluded } from '../responsible/exclusions';
import { fieldError } from '../api/errors';
import { generalSettings } from './metadata';
import { registrationCurrency } from '@casino/contract/validation';

const WRONG_CREDENTIALS = 'Wrong login or password';

async function startSession(ctx: HandlerContext<'auth.login' | 'auth.register'>, account: SessionAccount) {
  // A new id on every login; the session the browser had before ends.
  if (ctx.session) await revokeSession(ctx.db, ctx.session.idHash);
  const id = await createSession(ctx.db, account.id, { ip: ctx.ip, userAgent: ctx.request.headers['user-agent'] }, ctx.config);
  setSessionCookie(ctx.reply, id, ctx.config);
}

function refuseStatus(account: SessionAccount): void {
  if (account.status === 'banned') throw new ApiError('UserBanned', 'Account is blocked');
  if (account.status === 'deleted') throw new ApiError('UserDeleted', 'Account is deleted');
}

/**
 * The two-factor step of a social or Telegram sign-in: the ticket stands in for login + password.
 * Without a code a new one is sent (after the resend time); with the right code the ticket is
 * used up and the session starts. Code guesses count as on the password path (verifyCode).
 */
async function loginWithTicket(ctx: HandlerContext<'auth.login'>, ticket: string) {
  const { db, params } = ctx;
  const accountId = await ticketAccount(db, ticket);
  const account = accountId === null ? undefined : await findAccount(db, accountId);
  if (!account) throw ticketExpired();
  refuseStatus(account);
  await refuseExcluded(db, account.id);
  if (!params.code) {
    const issued = await issueCode(db, { accountId: account.id, purpose: 'login', target: account.login, locale: ctx.locale });
    throw twoFactorRequired(issued.resendTime);
  }
  await verifyCode(db, { accountId: account.id, purpose: 'login', code: params.code, ip: ctx.ip });
  // Two right answers at once: the code row lets one through, the ticket too.
  if (!(await consumeTicket(db, ticket))) throw ticketExpired();
  await startSession(ctx, account);
  ctx.request.log.info({ uid: account.id }, 'logged in with a second factor');
  return accountInfo(db, account);
}

export const authHandlers = defineHandlers({
  async 'auth.register'(ctx) {
    const { db, params } = ctx;
    await enforce(db, `register-ip:${ctx.ip}`, LIMITS.registerPerIp);
    const general = await generalSettings(db);
    if (params.currency && !general.available_currencies.includes(params.currency)) throw fieldError('currency', 'Currency not offered');
    // No currency chosen: the phone's country's, else the language's, when offered (shared rule).
    const currency =
      params.currency ??
      registrationCurrency({ phone: params.login, locale: ctx.locale, offered: general.available_currencies, operatorDefault: general.default_currency });
    const passwordHash = await hashPassword(params.password, ctx.config.passwordCost);
    const account = await db.transaction().execute((trx) =>
      createAccount(trx, {
        login: params.login,
        passwordHash,
        currency,
        locale: ctx.locale,
        isSubscribed: params.is_subscribed ?? false,
        markBetting: params.mark_betting ?? false,
        promoCode: params.promo_code || null,
        ip: ctx.ip,
      }),
    );
    if (!account) throw new ApiError('InvalidParameter', 'Login is already registered', { login: 'Login is already registered' });
    ctx.request.log.info({ uid: account.id }, 'account registered');
    await startSession(ctx, account);
    return accountInfo(db, account);
  },

  async 'auth.login'(ctx) {
    const { db, params, config } = ctx;
    await enforce(db, `login-ip:${ctx.ip}`, LIMITS.loginPerIp);
    if (params.ticket !== undefined) return loginWithTicket(ctx, params.ticket);
    // The schema asks for both when there is no ticket.
    const login = params.login ?? '';
    const password = params.password ?? '';
    const account = await findAccountByLogin(db, login);
    if (!account || account.password_hash === NO_PASSWORD) {
      await burnPasswordCheck(password, config.passwordCost);
      throw new ApiError('Authorization', WRONG_CREDENTIALS, { login: WRONG_CREDENTIALS });
    }
    // Per account and client address only: failures of strangers elsewhere never refuse the player.
    const pairKey = `login-fail:${account.id}:${ctx.ip}`;
    await refuseWhenReached(db, pairKey, LIMITS.loginFailuresPerAccountIp);
    if (!(await verifyPassword(password, account.password_hash))) {
      await hit(db, pairKey, LIMITS.loginFailuresPerAccountIp);
      throw new ApiError('Authorization', WRONG_CREDENTIALS, { login: WRONG_CREDENTIALS });
    }
    refuseStatus(account);
    // A time-out or self-exclusion: no code is sent and no session starts until it ends.
    await refuseExcluded(db, account.id);

    if (account.two_factor_auth) {
      if (!params.code) {
        // Step one (spec §4): the code goes to the login contact; the browser keeps the
        // credentials and resend_time and asks for the code.
        const issued = await issueCode(db, { accountId: account.id, purpose: 'login', target: account.login, locale: ctx.locale });
        throw twoFactorRequired(issued.resendTime);
      }
      await verifyCode(db, { accountId: account.id, purpose: 'login', code: params.code, ip: ctx.ip });
    }
    await clear(db, pairKey);
    await startSession(ctx, account);
    ctx.request.log.info({ uid: account.id }, 'logged in');
    return accountInfo(db, account);
  },

  async 'auth.logout'(ctx) {
    if (ctx.session) await revokeSession(ctx.db, ctx.session.idHash);
    clearSessionCookie(ctx.reply, ctx.config);
    return 1;
  },

  async 'auth.restore'(ctx) {
    const { db, params } = ctx;
    await enforce(db, `restore-ip:${ctx.ip}`, LIMITS.restorePerIp);
    const account = await findAccountByLogin(db, params.login);
    const usable = account && account.status === 'active' && account.password_hash !== NO_PASSWORD ? account : null;
    // Every answer below is the same whether or not the login exists (no enumeration).
    if (!params.code || !params.password) {
      if (!usable) return 1;
      try {
        await issueCode(db, { accountId: usable.id, purpose: 'restore', target: usable.login, locale: ctx.locale });
      } catch (error) {
        // Too many codes for this account: the player still reads "if it exists, a code was sent".
        if (!(error instanceof ApiError && error.is('TooManyRequests'))) throw error;
      }
      return 1;
    }
    const invalid = () => new ApiError('InvalidParameter', CODE_MESSAGES.invalid, { code: CODE_MESSAGES.invalid });
    if (!usable) {
      // The same limits a real code check counts, so their answers cannot tell the logins apart.
      await enforce(db, `code-checks:unknown:${params.login.toLowerCase()}:${ctx.ip}`, LIMITS.codeChecksPerAccountIp);
      await enforce(db, `code-checks-ip:${ctx.ip}`, LIMITS.codeChecksPerIp);
      throw invalid();
    }
    try {
      await verifyCode(db, { accountId: usable.id, purpose: 'restore', code: params.code, ip: ctx.ip });
    } catch (error) {
      // "Time expired" would tell that a code is pending, so a login exists: one text for both.
      if (error instanceof ApiError && error.is('InvalidParameter')) throw invalid();
      throw error;
    }
    const passwordHash = await hashPassword(params.password, ctx.config.passwordCost);
    await updateAccount(db, usable.id, { password_hash: passwordHash });
    await revokeOtherSessions(db, usable.id, null);
    return 1;
  },

  async 'auth.completeRegistration'(ctx) {
    const { params, session } = ctx;
    await completeRegistration(ctx.db, session.account.id, {
      currency: params.currency,
      isSubscribed: params.is_subscribed,
      markBetting: params.mark_betting,
    });
    const account = await findAccount(ctx.db, session.account.id);
    return accountInfo(ctx.db, account ?? session.account);
  },

  async 'auth.registerTelegram'(ctx) {
    const { params, config, locale } = ctx;
    const refuse = (reason: string) => {
      ctx.request.log.warn({ reason }, 'Telegram registration refused');
      return new ApiError('InvalidParameter', WRONG_REGISTRATION[locale], { payload: WRONG_REGISTRATION[locale] });
    };
    if (!config.telegram.botToken) throw refuse('TELEGRAM_BOT_TOKEN is not configured');
    const check = checkInitData(params.payload, config.telegram.botToken, { maxAgeSeconds: config.telegram.maxAgeSeconds });
    if (!check.ok) throw refuse(check.reason);
    const { user, hash } = check.data;
    // The separate fields must be the ones the signed data carries.
    if (String(user.id) !== params.id || hash !== params.hash) throw refuse('fields differ from the init data');
    if (params.username !== undefined && params.username !== '' && params.username !== (user.username ?? '')) throw refuse('username differs');
    // Each init data signs in once, on whichever instance.
    if (!(await consumeInitData(ctx.db, hash, initDataExpiry(check.data.authDate, config.telegram.maxAgeSeconds)))) throw refuse('init data used before');

    const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username || null;
    try {
      const { account, created } = await findOrCreateLinkedAccount(ctx.db, {
        provider: TELEGRAM_PROVIDER,
        profile: { subject: String(user.id), email: null, name },
        locale,
        ip: ctx.ip,
      });
      await refuseExcluded(ctx.db, account.id);
      if (account.two_factor_auth && !created) {
        // The same two-factor step as a password sign-in: no session before the code.
        const step = await askSecondFactor(ctx.db, account, { via: TELEGRAM_PROVIDER, locale });
        throw twoFactorRequired(step.resendTime, step.ticket);
      }
      await startSessionFor(ctx.db, config, ctx.request, ctx.reply, account);
      ctx.request.log.info({ uid: account.id, created }, created ? 'account registered through Telegram' : 'logged in through Telegram');
      return accountInfo(ctx.db, account);
    } catch (error) {
      if (error instanceof LinkError) {
        if (error.reason === 'blocked') throw new ApiError('UserBanned', 'Account is blocked');
        throw refuse(error.reason);
      }
      throw error;
    }
  },
});
