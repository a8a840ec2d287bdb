/**
 * Cashier data for a fresh (or older) database: the demo provider's payment methods with their
 * bounds and quick amounts per currency, the banks bank transfers pay out to, currency rates, and
 * a history row for the demo player's opening deposit. Idempotent: rows that exist are left
 * as they are (an operator may have changed them), so it runs on every start.
 */
import { sql, type Kysely } from 'kysely';
import type { DB, MethodCurrencyLimits, MethodTexts, PaymentFlow, RequisiteFieldDef } from '../db/schema';
import { json } from '../db/sql';
import { DEMO_PLAYER } from './demo-player';
import { toMinor } from '@casino/contract/money';

const major = (n: number) => toMinor(n);
const bounds = (min: number, max: number, amounts: number[] = []): MethodCurrencyLimits => ({
  min: major(min),
  max: major(max),
  amounts: amounts.map(major),
});

const DEPOSIT = {
  USD: bounds(10, 5_000, [10, 25, 50, 100, 250]),
  EUR: bounds(10, 5_000, [10, 25, 50, 100, 250]),
  UZS: bounds(50_000, 50_000_000, [100_000, 250_000, 500_000, 1_000_000]),
  RUB: bounds(500, 500_000, [1_000, 2_500, 5_000, 10_000]),
};
const WITHDRAW = {
  USD: bounds(20, 10_000),
  EUR: bounds(20, 10_000),
  UZS: bounds(100_000, 100_000_000),
  RUB: bounds(1_000, 1_000_000),
};
const pick = (table: Record<string, MethodCurrencyLimits>, currencies: string[]) => Object.fromEntries(currencies.map((c) => [c, table[c]!]));

const CARD: RequisiteFieldDef[] = [
  { name: 'card_number', type: 'cardNumber', isRequired: true },
  { name: 'card_holder', type: 'cardHolder', isRequired: true },
];
const CARD_LABELS = {
  uz: { card_number: 'Karta raqami', card_holder: 'Karta egasi (lotin harflarida)' },
  ru: { card_number: 'Номер карты', card_holder: 'Владелец карты (латиницей)' },
};

interface MethodSeed {
  sysname: string;
  name: string;
  flow: PaymentFlow;
  deposit: string[];
  withdraw: string[];
  fields: { deposit?: RequisiteFieldDef[]; withdrawal?: RequisiteFieldDef[] };
  texts: Record<'uz' | 'ru', MethodTexts>;
}

export const PAYMENT_METHODS: MethodSeed[] = [
  {
    sysname: 'visa_mastercard',
    name: 'Visa / Mastercard',
    flow: 'redirect',
    deposit: ['USD', 'EUR', 'UZS', 'RUB'],
    withdraw: ['USD', 'EUR', 'UZS', 'RUB'],
    fields: { withdrawal: CARD },
    texts: {
      uz: {
        name: 'Visa / Mastercard',
        title: 'Bank kartasi',
        text: 'Xalqaro Visa va Mastercard kartalari.',
        processing_time: 'Darhol',
        fields: CARD_LABELS.uz,
      },
      ru: {
        name: 'Visa / Mastercard',
        title: 'Банковская карта',
        text: 'Международные карты Visa и Mastercard.',
        processing_time: 'Мгновенно',
        fields: CARD_LABELS.ru,
      },
    },
  },
  {
    sysname: 'uzcard',
    name: 'Uzcard',
    flow: 'iframe',
    deposit: ['UZS', 'USD'],
    withdraw: ['UZS', 'USD'],
    fields: { withdrawal: [{ name: 'card_number', type: 'cardNumber', isRequired: true }] },
    texts: {
      uz: {
        name: 'Uzcard',
        title: 'Uzcard kartasi',
        text: 'Toʻlov sahifasi kassa ichida ochiladi.',
        processing_time: 'Darhol',
        fields: { card_number: 'Karta raqami' },
      },
      ru: {
        name: 'Uzcard',
        title: 'Карта Uzcard',
        text: 'Страница оплаты открывается внутри кассы.',
        processing_time: 'Мгновенно',
        fields: { card_number: 'Номер карты' },
      },
    },
  },
  {
    sysname: 'humo',
    name: 'Humo',
    flow: 'redirect',
    deposit: ['UZS', 'USD'],
    withdraw: ['UZS', 'USD'],
    fields: { withdrawal: [{ name: 'card_number', type: 'cardNumber', isRequired: true }] },
    texts: {
      uz: {
        name: 'Humo',
        title: 'Humo kartasi',
        text: 'Milliy Humo toʻlov tizimi kartalari.',
        processing_time: 'Darhol',
        fields: { card_number: 'Karta raqami' },
      },
      ru: {
        name: 'Humo',
        title: 'Карта Humo',
        text: 'Карты национальной платёжной системы Humo.',
        processing_time: 'Мгновенно',
        fields: { card_number: 'Номер карты' },
      },
    },
  },
  {
    sysname: 'payme',
    name: 'Payme',
    flow: 'mobile',
    deposit: ['UZS', 'USD'],
    withdraw: [],
    fields: { deposit: [{ name: 'phone', type: 'phone', isRequired: true }] },
    texts: {
      uz: {
        name: 'Payme',
        title: 'Payme ilovasi',
        text: 'Toʻlovni telefoningizdagi Payme ilovasida tasdiqlaysiz.',
        processing_time: '1–2 daqiqa',
        fields: { phone: 'Payme telefon raqami' },
      },
      ru: {
        name: 'Payme',
        title: 'Приложение Payme',
        text: 'Платёж подтверждается в приложении Payme на телефоне.',
        processing_time: '1–2 минуты',
        fields: { phone: 'Номер телефона в Payme' },
      },
    },
  },
  {
    sysname: 'click',
    name: 'Click',
    flow: 'newwindow',
    deposit: ['UZS', 'USD'],
    withdraw: [],
    fields: {},
    texts: {
      uz: { name: 'Click', title: 'Click Up', text: 'Toʻlov sahifasi yangi oynada ochiladi.', processing_time: 'Darhol' },
      ru: { name: 'Click', title: 'Click Up', text: 'Страница оплаты откроется в новом окне.', processing_time: 'Мгновенно' },
    },
  },
  {
    sysname: 'bank_transfer',
    name: 'Bank transfer',
    flow: 'redirect',
    deposit: [],
    withdraw: ['USD', 'EUR', 'UZS', 'RUB'],
    fields: {
      withdrawal: [
        { name: 'bank', type: 'bank', isRequired: true },
        { name: 'account_number', type: 'text', isRequired: true, regex: '^\\d{20}$' },
      ],
    },
    texts: {
      uz: {
        name: 'Bank oʻtkazmasi',
        title: 'Bank hisobiga',
        text: 'Pul bank hisobingizga oʻtkaziladi.',
        processing_time: '1–3 ish kuni',
        fields: { bank: 'Bank', account_number: 'Hisob raqami (20 raqam)' },
      },
      ru: {
        name: 'Банковский перевод',
        title: 'На банковский счёт',
        text: 'Деньги поступят на ваш банковский счёт.',
        processing_time: '1–3 рабочих дня',
        fields: { bank: 'Банк', account_number: 'Номер счёта (20 цифр)' },
      },
    },
  },
  {
    sysname: 'crypto_demo',
    name: 'USDT (TRC-20)',
    flow: 'redirect',
    deposit: ['USD', 'EUR'],
    withdraw: ['USD', 'EUR'],
    fields: { withdrawal: [{ name: 'wallet', type: 'wallet', isRequired: true, regex: '^T[1-9A-HJ-NP-Za-km-z]{33}$' }] },
    texts: {
      uz: {
        name: 'USDT (TRC-20)',
        title: 'Kriptovalyuta',
        text: 'Tether TRON tarmogʻida. Bonus takliflariga kirmaydi.',
        processing_time: '10–30 daqiqa',
        fields: { wallet: 'TRC-20 hamyon manzili' },
      },
      ru: {
        name: 'USDT (TRC-20)',
        title: 'Криптовалюта',
        text: 'Tether в сети TRON. Не участвует в бонусных предложениях.',
        processing_time: '10–30 минут',
        fields: { wallet: 'Адрес кошелька TRC-20' },
      },
    },
  },
];

export const BANKS = [
  { sysname: 'nbu', name: 'Oʻzmilliybank', country: 'UZ', bic: 'NBFAUZ2X' },
  { sysname: 'kapitalbank', name: 'Kapitalbank', country: 'UZ', bic: 'KACHUZ22' },
  { sysname: 'hamkorbank', name: 'Hamkorbank', country: 'UZ', bic: 'HKBAUZ22' },
  { sysname: 'ipak_yuli', name: 'Ipak Yoʻli Bank', country: 'UZ', bic: 'INIPUZ2X' },
  { sysname: 'sberbank', name: 'Сбербанк', country: 'RU', bic: 'SABRRUMM' },
  { sysname: 'tbank', name: 'Т-Банк', country: 'RU', bic: 'TICSRUMM' },
  { sysname: 'alfabank', name: 'Альфа-Банк', country: 'RU', bic: 'ALFARUMM' },
  { sysname: 'vtb', name: 'ВТБ', country: 'RU', bic: 'VTBRRUMM' },
];

/** Units per US dollar. */
export const RATES: Record<string, number> = { USD: 1, EUR: 0.92, UZS: 12_650, RUB: 92.5 };

export async function ensurePaymentData(db: Kysely<DB>, options: { methods: boolean }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(72347130)`.execute(trx);
    await trx
      .insertInto('currency_rates')
      .values(Object.entries(RATES).map(([currency, perUsd]) => ({ currency, per_usd: perUsd })))
      .onConflict((oc) => oc.column('currency').doNothing())
      .execute();
    if (!options.methods) return;
    await trx
      .insertInto('payment_methods')
      .values(
        PAYMENT_METHODS.map((m, i) => ({
          sysname: m.sysname,
          name: m.name,
          flow: m.flow,
          can_deposit: m.deposit.length > 0,
          can_withdraw: m.withdraw.length > 0,
          limits: json({ deposit: pick(DEPOSIT, m.deposit), withdrawal: pick(WITHDRAW, m.withdraw) }),
          fields: json(m.fields),
          description: json(m.texts),
          position: i + 1,
        })),
      )
      .onConflict((oc) => oc.column('sysname').doNothing())
      .execute();
    await trx
      .insertInto('banks')
      .values(BANKS.map((b, i) => ({ ...b, methods: ['bank_transfer'], position: i + 1 })))
      .onConflict((oc) => oc.column('sysname').doNothing())
      .execute();

    // The demo player's opening deposit (a ledger entry of the seed) as a row of their history.
    const demo = await trx
      .selectFrom('accounts as a')
      .innerJoin('ledger as l', 'l.account_id', 'a.id')
      .select(['a.id', 'l.amount', 'l.currency', 'l.created_at'])
      .where('a.login', '=', DEMO_PLAYER.login)
      .where('l.idempotency_key', '=', 'seed-deposit')
      .executeTakeFirst();
    const card = await trx.selectFrom('payment_methods').select('id').where('sysname', '=', 'visa_mastercard').executeTakeFirst();
    if (demo && card) {
      await trx
        .insertInto('payments')
        .values({
          account_id: demo.id,
          type: 'deposit',
          method_id: card.id,
          amount: demo.amount,
          currency: demo.currency,
          status: 'success',
          idempotency_key: 'seed-deposit',
          request_hash: 'seed',
          domain: 'localhost',
          created_at: demo.created_at,
          updated_at: demo.created_at,
          settled_at: demo.created_at,
        })
        .onConflict((oc) => oc.columns(['account_id', 'idempotency_key']).doNothing())
        .execute();
    }
  });
}
