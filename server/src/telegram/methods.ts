import { ApiError } from '@casino/shared';
import { defineHandlers } from '../api/handler';
import { accountInfo } from '../accounts/store';
import { findOrCreateLinkedAccount, LinkError, startSessionFor } from '../oauth/accounts';
import { checkInitData } from './init-data';

export const TELEGRAM_PROVIDER = 'telegram';

/** The wrong-registration text of spec §8, in the caller's language; the browser shows it in a toast. */
export const WRONG_REGISTRATION = {
  uz: 'Telegram orqali roʻyxatdan oʻtib boʻlmadi: maʼlumotlar tasdiqlanmadi. Ilovani qayta oching.',
  ru: 'Не удалось зарегистрироваться через Telegram: данные не прошли проверку. Откройте приложение заново.',
} as const;

export const telegramHandlers = defineHandlers({
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

    const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username || null;
    try {
      const { account, created } = await findOrCreateLinkedAccount(ctx.db, {
        provider: TELEGRAM_PROVIDER,
        profile: { subject: String(user.id), email: null, name },
        locale,
        ip: ctx.ip,
      });
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
