import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ApiError } from '@casino/contract';
import type { CodePurpose, DB } from '../db/schema';
import { enqueue } from '../outbox/outbox';
import { addressKey, LIMITS, enforce } from './rate-limit';

/** Seconds before another code may be sent. */
export const RESEND_SECONDS = 60;
/** Codes live 10 minutes (OWASP ASVS) and allow 5 guesses. */
export const CODE_TTL_SECONDS = 600;
export const MAX_CODE_ATTEMPTS = 5;

/** Two-factor and confirmation texts of spec §8. */
export const CODE_MESSAGES = {
  format: 'Code must contain 6 digits',
  expired: 'Time expired',
  invalid: 'Code is invalid',
  alreadyEnabled: 'Two-factor authentication is already enabled',
  alreadyDisabled: 'Two-factor authentication is already disabled',
  resend: 'Resend time',
} as const;

const hashCode = (accountId: number, purpose: CodePurpose, code: string) => createHash('sha256').update(`${accountId}:${purpose}:${code}`).digest();

export interface IssueCode {
  accountId: number;
  purpose: CodePurpose;
  /** Where the code goes: an e-mail address or phone digits. */
  target: string;
  payload?: Record<string, unknown>;
  locale: 'uz' | 'ru';
  /** What the code confirms, in the player's language, put before the code (a withdrawal's amount and details). */
  about?: string;
}

export interface IssuedCode {
  /** Seconds until another code may be asked for. */
  resendTime: number;
  /** False when a code was sent less than RESEND_SECONDS ago and none was sent now. */
  sent: boolean;
}

const SUBJECTS: Record<CodePurpose, Record<'uz' | 'ru', string>> = {
  login: { uz: 'Kirish kodi', ru: 'Код для входа' },
  two_factor: { uz: 'Ikki bosqichli himoya kodi', ru: 'Код двухфакторной защиты' },
  confirm_email: { uz: 'Elektron pochtani tasdiqlash', ru: 'Подтверждение e-mail' },
  confirm_phone: { uz: 'Telefonni tasdiqlash', ru: 'Подтверждение телефона' },
  restore: { uz: 'Parolni tiklash', ru: 'Восстановление пароля' },
  withdrawal: { uz: 'Yangi rekvizitlarga pul yechishni tasdiqlash', ru: 'Подтверждение вывода на новые реквизиты' },
};

const BODY: Record<'uz' | 'ru', (code: string) => string> = {
  uz: (code) => `Kodingiz: ${code}. U 10 daqiqa amal qiladi. Kodni hech kimga bermang.`,
  ru: (code) => `Ваш код: ${code}. Он действует 10 минут. Никому не сообщайте код.`,
};

/**
 * Issues a 6-digit code and queues it for delivery, unless one for the same purpose was sent
 * within the last RESEND_SECONDS (then only the remaining wait is answered).
 */
export async function issueCode(db: Kysely<DB>, request: IssueCode): Promise<IssuedCode> {
  return db.transaction().execute(async (trx) => {
    // Serialise concurrent requests of one account.
    await sql`select id from accounts where id = ${request.accountId} for update`.execute(trx);
    const last = await trx
      .selectFrom('one_time_codes')
      .select(sql<number>`extract(epoch from (now() - created_at))::int`.as('age'))
      .where('account_id', '=', request.accountId)
      .where('purpose', '=', request.purpose)
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last && last.age < RESEND_SECONDS) return { resendTime: RESEND_SECONDS - last.age, sent: false };
    await enforce(trx, `codes:${request.accountId}:${request.purpose}`, LIMITS.codesSentPerAccount);
    // Older codes of the purpose stop working when a new one is sent.
    await trx
      .updateTable('one_time_codes')
      .set({ consumed_at: sql`now()` })
      .where('account_id', '=', request.accountId)
      .where('purpose', '=', request.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await trx
      .insertInto('one_time_codes')
      .values({
        account_id: request.accountId,
        purpose: request.purpose,
        target: request.target,
        payload: JSON.stringify(request.payload ?? {}),
        code_hash: hashCode(request.accountId, request.purpose, code).toString('hex'),
        expires_at: sql<Date>`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
      })
      .execute();
    await enqueue(trx, {
      channel: request.target.includes('@') ? 'email' : 'sms',
      recipient: request.target,
      subject: SUBJECTS[request.purpose][request.locale],
      body: (request.about ? `${request.about} ` : '') + BODY[request.locale](code),
      purpose: request.purpose,
      accountId: request.accountId,
    });
    return { resendTime: RESEND_SECONDS, sent: true };
  });
}

export interface VerifiedCode {
  target: string;
  payload: Record<string, unknown>;
}

/** The per-account-and-address and per-address limits on code checks (never per account alone). */
export async function limitCodeChecks(db: Kysely<DB>, accountId: number, ip: string): Promise<void> {
  await enforce(db, `code-checks:${accountId}:${addressKey(ip)}`, LIMITS.codeChecksPerAccountIp);
  await enforce(db, `code-checks-ip:${addressKey(ip)}`, LIMITS.codeChecksPerIp);
}

export type CodeOutcome = { error: string } | { error: null; target: string; payload: Record<string, unknown> };

/**
 * Checks a code inside the caller's transaction (so it is consumed only if the caller's work
 * commits): the latest live code of the purpose, 10 minutes, 5 guesses. `fits` binds the code to
 * a request: a code for another payload counts as a wrong guess. The caller must commit a wrong
 * guess (answer the outcome, not throw) or the attempt is not counted.
 */
export async function checkCodeIn(
  trx: Transaction<DB>,
  check: { accountId: number; purpose: CodePurpose; code: string; fits?: (payload: Record<string, unknown>) => boolean },
): Promise<CodeOutcome> {
  const row = await trx
    .selectFrom('one_time_codes')
    .select(['id', 'code_hash', 'attempts', 'target', 'payload', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('account_id', '=', check.accountId)
    .where('purpose', '=', check.purpose)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.expired || row.attempts >= MAX_CODE_ATTEMPTS) return { error: CODE_MESSAGES.expired };
  const same = timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hashCode(check.accountId, check.purpose, check.code));
  if (!same || (check.fits && !check.fits(row.payload))) {
    const attempts = row.attempts + 1;
    await trx
      .updateTable('one_time_codes')
      .set({ attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { consumed_at: sql`now()` } : {}) })
      .where('id', '=', row.id)
      .execute();
    return { error: CODE_MESSAGES.invalid };
  }
  await trx
    .updateTable('one_time_codes')
    .set({ consumed_at: sql`now()` })
    .where('id', '=', row.id)
    .execute();
  return { error: null, target: row.target, payload: row.payload };
}

/** The typed answer to a refused code: InvalidParameterException on `code`. */
export const codeError = (message: string) => new ApiError('InvalidParameter', message, { code: message });

/**
 * Checks a code: single use, 10 minutes, 5 guesses per code (then it dies and a new one may be
 * sent at once), limits per account and address and per address — never per account alone, so
 * strangers cannot block the player's code. Wrong codes answer InvalidParameterException on `code`.
 */
export async function verifyCode(db: Kysely<DB>, check: { accountId: number; purpose: CodePurpose; code: string; ip: string }): Promise<VerifiedCode> {
  await limitCodeChecks(db, check.accountId, check.ip);
  const outcome = await db.transaction().execute((trx) => checkCodeIn(trx, check));
  if (outcome.error !== null) throw codeError(outcome.error);
  return { target: outcome.target, payload: outcome.payload };
}
