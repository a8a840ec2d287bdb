import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { keptSecret } from '../db/kept-secret';
import { siteOrigin } from '../security/origins';
import { enqueue } from './outbox';
import { operatorSiteName } from '../seo/lookup';
import { signUnsubscribeToken, type ContactKind } from './unsubscribe-token';

type Locale = 'uz' | 'ru';

/**
 * Purposes of the messages about the account's access and money (one-time codes): sent whatever
 * the subscription, never with an unsubscribe link. Every other e-mail to a player goes through
 * `enqueuePlayerMail`.
 */
export const SECURITY_PURPOSES: ReadonlySet<string> = new Set(['login', 'two_factor', 'confirm_email', 'confirm_phone', 'restore', 'withdrawal']);

/** How unsubscribe links are made: the site's origin, the signing key and how long a link works. */
export interface UnsubscribeLinks {
  origin: string;
  secret: string;
  days: number;
}

/** `UNSUBSCRIBE_SECRET`, or (demo only: a production start refuses it unset) one kept in the database. */
export function unsubscribeSecret(db: Kysely<DB>, config: Pick<Config, 'mail'>): Promise<string> {
  return config.mail.unsubscribeSecret ? Promise.resolve(config.mail.unsubscribeSecret) : keptSecret(db, 'mail.unsubscribe_secret');
}

/**
 * The link settings for a request: read before a transaction is opened (the embedded database
 * runs one statement at a time, and the kept secret may be written on first use).
 */
export async function unsubscribeLinks(
  db: Kysely<DB>,
  config: Pick<Config, 'mail' | 'publicOrigins' | 'host' | 'port'>,
  requestHost: string | undefined,
): Promise<UnsubscribeLinks> {
  return { origin: siteOrigin(config, requestHost).origin, secret: await unsubscribeSecret(db, config), days: config.mail.unsubscribeLinkDays };
}

/** The absolute /unsubscribe (or /ru/unsubscribe) link of one contact, valid for the configured days. */
export function unsubscribeUrl(
  links: UnsubscribeLinks,
  claim: { accountId: number; kind: ContactKind; contact: string },
  locale: Locale,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + links.days * 24 * 3600;
  const token = signUnsubscribeToken(links.secret, { ...claim, expires });
  return `${links.origin}${locale === 'ru' ? '/ru' : ''}/unsubscribe?token=${encodeURIComponent(token)}`;
}

const FOOTER: Record<Locale, (url: string) => string> = {
  uz: (url) => `Bunday xatlarni olishni istamasangiz, obunani bekor qiling: ${url}`,
  ru: (url) => `Чтобы больше не получать такие письма, отпишитесь: ${url}`,
};

export interface PlayerMail {
  accountId: number;
  locale: Locale;
  /** Anything but a security purpose: `subscription`, `news`, `bonus`, … */
  purpose: string;
  subject: string;
  body: string;
}

/**
 * Queues an e-mail that is not about security (news, offers, what happened on the account) in
 * the caller's transaction: only to the player's e-mail when it is subscribed, always with the
 * unsubscribe link of that address. Answers the message's id, or null when nothing is sent.
 */
export async function enqueuePlayerMail(db: Kysely<DB> | Transaction<DB>, links: UnsubscribeLinks, mail: PlayerMail): Promise<number | null> {
  if (SECURITY_PURPOSES.has(mail.purpose)) throw new Error(`${mail.purpose}: security messages are queued with enqueue(), without an unsubscribe link`);
  const contact = await db
    .selectFrom('contacts')
    .select(['value', 'is_subscribed'])
    .where('account_id', '=', mail.accountId)
    .where('kind', '=', 'email')
    .executeTakeFirst();
  if (!contact?.is_subscribed) return null;
  const url = unsubscribeUrl(links, { accountId: mail.accountId, kind: 'email', contact: contact.value }, mail.locale);
  return enqueue(db, {
    channel: 'email',
    recipient: contact.value,
    subject: mail.subject,
    body: `${mail.body}\n\n${FOOTER[mail.locale](url)}`,
    purpose: mail.purpose,
    accountId: mail.accountId,
  });
}

/** The welcome of a new subscription, named after the operator's site (prazer-config siteName) when it has one. */
const WELCOME: Record<Locale, { subject(siteName: string): string; body: string }> = {
  uz: {
    subject: (siteName) => (siteName ? `${siteName} yangiliklariga obuna boʻldingiz` : 'Yangiliklarga obuna boʻldingiz'),
    body: 'Endi yangi bonuslar, turnirlar va takliflar haqida birinchilardan boʻlib bilasiz.',
  },
  ru: {
    subject: (siteName) => (siteName ? `Вы подписались на новости ${siteName}` : 'Вы подписались на новости'),
    body: 'Теперь вы первыми узнаете о новых бонусах, турнирах и предложениях.',
  },
};

/** The first message of a new e-mail subscription (the one marketing e-mail the platform sends itself). */
export async function enqueueSubscriptionWelcome(db: Kysely<DB> | Transaction<DB>, links: UnsubscribeLinks, accountId: number, locale: Locale) {
  const { subject, body } = WELCOME[locale];
  return enqueuePlayerMail(db, links, { accountId, locale, purpose: 'subscription', subject: subject(await operatorSiteName(db, locale)), body });
}
