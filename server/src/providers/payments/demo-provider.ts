/**
 * The demo payment provider, hosted by the server in place of an external payment service. It
 * keeps its own records (demo_provider_payments), shows the payer a payment page that can
 * approve, decline or leave the payment pending (or cancel it), tells the merchant the outcome
 * through a signed server-to-server callback, and sends the payer back to the cashier's outcome
 * pages. Callbacks the merchant has not acknowledged are sent again until it does.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { formatMoney } from '@casino/contract';
import type { DB, DemoProviderPaymentsTable } from '../../db/schema';
import type { Checkout, DepositOrder } from '../payment-provider';
import { toMajor } from '../../domains/wallet';
import { callbackSecret } from './secret';
import { nextAttemptAt } from '../../jobs/backoff';
import { deliverDueCallbacks, sendSigned, type Deliver } from '../callbacks/delivery';
// The demo provider's merchant is the demo operator.
import { DEMO_BRAND } from '../../seed/brand';

export type { Deliver } from '../callbacks/delivery';

export const PROVIDER = 'demo';
export const CALLBACK_PATH = '/payments/callback/demo';
export const checkoutPath = (token: string) => `/payments/demo/checkout/${token}`;
/** Attempts before the provider gives up on a callback. */

export type CheckoutRow = Selectable<DemoProviderPaymentsTable>;
export type Decision = 'approve' | 'decline' | 'pending' | 'cancel';
type ProviderStatus = CheckoutRow['status'];

/** Opens (or, for an order seen before, finds) the checkout of an order; answers its payment page. */
export async function createCheckout(db: Kysely<DB>, order: DepositOrder): Promise<Checkout> {
  const token = randomBytes(24).toString('base64url');
  const created = await db
    .insertInto('demo_provider_payments')
    .values({
      token,
      order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
      description: order.description.slice(0, 200),
      locale: order.locale,
      flow: order.flow,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('token')
    .executeTakeFirst();
  // Only an order seen before (a repeated deposit request) reads the checkout it already has.
  const row = created ?? (await db.selectFrom('demo_provider_payments').select('token').where('order_id', '=', order.orderId).executeTakeFirstOrThrow());
  return { reference: row.token, url: checkoutPath(row.token) };
}

export function findCheckout(db: Kysely<DB>, token: string): Promise<CheckoutRow | undefined> {
  return db.selectFrom('demo_provider_payments').selectAll().where('token', '=', token).executeTakeFirst();
}

/** The merchant's status an outcome of the provider means. */
export const merchantStatus = (status: ProviderStatus): 'success' | 'fail' | 'cancel' | 'pending' =>
  status === 'approved' ? 'success' : status === 'declined' ? 'fail' : status === 'cancelled' ? 'cancel' : 'pending';

/** Which decisions a checkout in `status` still takes. */
export function allowedDecisions(status: ProviderStatus): Decision[] {
  if (status === 'open') return ['approve', 'decline', 'pending', 'cancel'];
  if (status === 'pending') return ['approve', 'decline', 'cancel'];
  return [];
}

/** Statuses a decision can still come in (those that take none: approved, declined, cancelled). */
const UNDECIDED: ProviderStatus[] = ['open', 'pending'];

const NEXT: Record<Exclude<Decision, 'pending'>, ProviderStatus> = { approve: 'approved', decline: 'declined', cancel: 'cancelled' };

/**
 * Records the payer's decision once (a second click or a replayed form changes nothing) and
 * marks the outcome for delivery to the merchant. Answers the checkout as it now is.
 */
export async function decide(db: Kysely<DB>, token: string, decision: Decision): Promise<CheckoutRow | null> {
  // One conditional update: it takes the row's lock, and a checkout past this decision is not matched.
  const decided = await db
    .updateTable('demo_provider_payments')
    .set(decision === 'pending' ? { status: 'pending' } : { status: NEXT[decision], callback_due: true, decided_at: sql`now()` })
    .where('token', '=', token)
    .where(
      'status',
      'in',
      UNDECIDED.filter((status) => allowedDecisions(status).includes(decision)),
    )
    .returningAll()
    .executeTakeFirst();
  return decided ?? (await findCheckout(db, token)) ?? null;
}

/** The callback body of an outcome; its event id names the outcome, so resending it is a replay. */
export function callbackBody(row: CheckoutRow): string {
  return JSON.stringify({
    event_id: `${row.token}.${row.status}`,
    order_id: row.order_id,
    reference: row.token,
    status: merchantStatus(row.status),
    amount: row.amount,
    currency: row.currency,
    delivery: randomUUID(),
  });
}

export interface SigningOptions {
  /** PAYMENTS_CALLBACK_SECRET; null or absent: the one kept in the database. */
  secret?: string | null;
  now?: number;
}

/** Sends the outcome of one checkout to the merchant; the checkout stops being due once acknowledged. */
export async function deliverCallback(db: Kysely<DB>, row: CheckoutRow, deliver: Deliver, options: SigningOptions = {}): Promise<boolean> {
  const { acknowledged, recorded } = await sendCallback(db, row, deliver, options);
  await recorded;
  return acknowledged;
}

/**
 * Delivers the outcome and answers once the merchant has answered; `recorded` settles when the
 * delivery is written down too. The payer's page waits only for the first: until the second lands,
 * the redelivery worker may send the outcome again, which the merchant answers as a duplicate.
 */
export async function sendCallback(
  db: Kysely<DB>,
  row: CheckoutRow,
  deliver: Deliver,
  options: SigningOptions = {},
): Promise<{ acknowledged: boolean; recorded: Promise<void> }> {
  const sent = await sendSigned(deliver, CALLBACK_PATH, callbackBody(row), await callbackSecret(db, options.secret ?? null), options.now);
  const recorded = db
    .updateTable('demo_provider_payments')
    .set({
      callback_due: sent.retry,
      callback_attempts: sql`callback_attempts + 1`,
      callback_error: sent.error,
      callback_next_at: sent.retry ? nextAttemptAt(row.callback_attempts + 1) : null,
    })
    .where('token', '=', row.token)
    .where('status', '=', row.status)
    .execute()
    .then(() => undefined);
  return { acknowledged: sent.acknowledged, recorded };
}

/**
 * Checkouts the payer never decided on expire after `ttlMinutes`, as a real provider's sessions
 * do: they become cancelled and the merchant is told, so an abandoned deposit stops counting
 * against the player's deposit limit. A payment left pending on purpose is not touched.
 */
export async function expireCheckouts(db: Kysely<DB>, ttlMinutes: number): Promise<number> {
  const rows = await db
    .updateTable('demo_provider_payments')
    .set({ status: 'cancelled', callback_due: true, decided_at: sql`now()` })
    .where('status', '=', 'open')
    .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${ttlMinutes})`)
    .returning('token')
    .execute();
  return rows.length;
}

/** Sends every callback still due (oldest first); answers how many were acknowledged. */
export function deliverDue(db: Kysely<DB>, deliver: Deliver, options: { secret?: string | null; limit?: number } = {}): Promise<number> {
  return deliverDueCallbacks(db, 'demo_provider_payments', (row) => deliverCallback(db, row, deliver, { secret: options.secret ?? null }), options.limit);
}

// ---- the payer's pages ----------------------------------------------------------------------

const TEXTS = {
  uz: {
    title: 'Demo toʻlov sahifasi',
    lead: 'Bu sinov toʻlov provayderi: haqiqiy pul yechilmaydi. Natijani tanlang.',
    mobileLead: 'Bu sahifa telefoningizdagi toʻlov ilovasi oʻrnida: toʻlovni shu yerda tasdiqlang.',
    merchant: 'Sotuvchi',
    order: 'Buyurtma',
    amount: 'Summa',
    approve: 'Toʻlash',
    decline: 'Rad etish',
    pending: 'Kutishda qoldirish',
    cancel: 'Bekor qilish va qaytish',
    waiting: 'Toʻlov kutilmoqda. Uni shu sahifada istalgan vaqtda yakunlashingiz mumkin.',
    done: 'Bu toʻlov yakunlangan.',
    back: 'Saytga qaytish',
    notFound: 'Toʻlov topilmadi.',
    status: { open: 'Yangi', pending: 'Kutilmoqda', approved: 'Toʻlangan', declined: 'Rad etilgan', cancelled: 'Bekor qilingan' },
  },
  ru: {
    title: 'Демо-страница оплаты',
    lead: 'Это тестовый платёжный провайдер: настоящие деньги не списываются. Выберите результат.',
    mobileLead: 'Эта страница заменяет платёжное приложение на телефоне: подтвердите платёж здесь.',
    merchant: 'Продавец',
    order: 'Заказ',
    amount: 'Сумма',
    approve: 'Оплатить',
    decline: 'Отклонить',
    pending: 'Оставить в ожидании',
    cancel: 'Отменить и вернуться',
    waiting: 'Платёж ожидает. Его можно завершить на этой странице в любое время.',
    done: 'Этот платёж завершён.',
    back: 'Вернуться на сайт',
    notFound: 'Платёж не найден.',
    status: { open: 'Новый', pending: 'В ожидании', approved: 'Оплачен', declined: 'Отклонён', cancelled: 'Отменён' },
  },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Where the payer goes back to on the site after the page: the cashier's outcome pages (spec §2). */
export function returnPath(row: Pick<CheckoutRow, 'locale' | 'order_id' | 'status'>): string {
  const prefix = row.locale === 'ru' ? '/ru' : '';
  switch (row.status) {
    case 'approved':
      return `${prefix}/cashier/paysuccess/${row.order_id}`;
    case 'declined':
      return `${prefix}/cashier/payfail/${row.order_id}`;
    case 'cancelled':
      return `${prefix}/cashier/paycancel`;
    default:
      return `${prefix}/cashier/paypending/${row.order_id}`;
  }
}

const STYLE = `body{font:16px 'Liberation Sans',system-ui,sans-serif;margin:0;padding:24px;background:#0f1420;color:#f2f4f8}
main{max-width:440px;margin:0 auto;background:#1a2133;border:1px solid #2e3852;border-radius:16px;padding:24px}
h1{font-size:1.25rem;margin:0 0 8px}p{color:#a9b3c9;margin:8px 0}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:16px 0}
dt{color:#a9b3c9}dd{margin:0;font-weight:bold}.amount{font-size:1.5rem;color:#f5b50a}form{display:grid;gap:12px;margin-top:16px}
button,a.button{display:block;text-align:center;padding:12px;border-radius:10px;border:0;font:inherit;cursor:pointer;text-decoration:none}
.approve{background:#f5b50a;color:#1a1300}.decline{background:#ff5c5c;color:#1a1300}.secondary{background:#242d44;color:#f2f4f8}
:focus-visible{outline:2px solid #7cc4ff;outline-offset:2px}.badge{display:inline-block;padding:2px 8px;border-radius:6px;background:#242d44}`;

/** The payment page: order details and, while the payment is undecided, the decision buttons. */
export function checkoutPage(row: CheckoutRow): string {
  const t = TEXTS[row.locale];
  const decisions = allowedDecisions(row.status);
  const lead = row.status === 'pending' ? t.waiting : decisions.length ? (row.flow === 'mobile' ? t.mobileLead : t.lead) : t.done;
  const button = (d: Decision, cls: string) =>
    decisions.includes(d) ? `<button type="submit" name="decision" value="${d}" class="${cls}">${t[d]}</button>` : '';
  const actions = decisions.length
    ? `<form method="post" action="${checkoutPath(row.token)}">${button('approve', 'approve')}${button('decline', 'decline')}${button('pending', 'secondary')}${button('cancel', 'secondary')}</form>`
    : `<p><a class="button secondary" href="${escapeHtml(returnPath(row))}" target="_top">${t.back}</a></p>`;
  return `<!doctype html><html lang="${row.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t.title}</title><style>${STYLE}</style></head>
<body><main><h1>${t.title}</h1><p>${lead}</p>
<dl><dt>${t.merchant}</dt><dd>${escapeHtml(DEMO_BRAND.name)}</dd><dt>${t.order}</dt><dd>#${row.order_id} · ${escapeHtml(row.description)}</dd>
<dt>${t.amount}</dt><dd class="amount">${escapeHtml(formatMoney(toMajor(row.amount), row.currency))}</dd>
<dt>Status</dt><dd><span class="badge">${t.status[row.status]}</span></dd></dl>${actions}</main></body></html>`;
}

export function notFoundPage(locale: 'uz' | 'ru'): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>404</title><style>${STYLE}</style></head><body><main><h1>${TEXTS[locale].notFound}</h1></main></body></html>`;
}

/**
 * After a decision inside the billing page's frame, the payer leaves the frame for the outcome
 * page (the one inline script is allowed by its nonce; the link works without scripts).
 */
export function breakOutPage(row: CheckoutRow, nonce: string): string {
  const to = escapeHtml(returnPath(row));
  return `<!doctype html><html lang="${row.locale}"><head><meta charset="utf-8"><title>${TEXTS[row.locale].title}</title><style>${STYLE}</style></head>
<body><main><p><a class="button approve" href="${to}" target="_top">${TEXTS[row.locale].back}</a></p></main>
<script nonce="${nonce}">window.top.location.replace(${JSON.stringify(returnPath(row))});</script></body></html>`;
}
