import { ApiError } from '@casino/shared';
import { readCashierConfig, DEFAULT_CONFIG } from './config';
import { errorKey, EXPLAINED_ERRORS, formFieldErrors } from './errors';
import uz from '../i18n/uz.json';
import { createKeyKeeper, newIdempotencyKey } from './idempotency';
import { cashierFormMessages, localiseServerFieldText } from './messages';
import { cleanRequisites, requisiteMask } from './requisites';

describe('cashier-config', () => {
  it('reads the deposit view, the address rule, the page size and the withdraw error buttons', () => {
    expect(
      readCashierConfig({
        depositView: 'scrollingContainer',
        showMethodSysnameInUrl: false,
        historyPageSize: 6,
        withdrawErrorButtons: {
          KycWithdrawal: { show: true, link: '/profile/verification' },
          confirmContact: { show: false, link: '/profile/settings' },
          WithdrawalLimitsExceeded: { link: 'https://evil.example' },
          Unknown: { show: true, link: '/x' },
        },
        amounts: { UZS: [{ value: 100000 }, { value: 'x' }], usd: [{ value: 1 }], RUB: 'none' },
      }),
    ).toEqual({
      depositView: 'scrolling',
      showMethodSysnameInUrl: false,
      historyPageSize: 6,
      withdrawErrorButtons: {
        KycWithdrawal: { show: true, link: '/profile/verification' },
        UserNeedConfirmContact: { show: false, link: '/profile/settings' },
      },
      amounts: { UZS: [{ value: 100000 }] },
    });
  });

  it('falls back on anything malformed', () => {
    expect(readCashierConfig(null)).toEqual(DEFAULT_CONFIG);
    expect(readCashierConfig({ depositView: 3, historyPageSize: -1 })).toEqual(DEFAULT_CONFIG);
    expect(readCashierConfig({ depositView: 'container', historyPageSize: 4 }).depositView).toBe('container');
  });
});

describe('messages', () => {
  const messages = cashierFormMessages({ messages: { minValue: 'Eng kam qiymat $$min$$', required: 'Majburiy maydon' } }, 'deposit');

  it('take the operator texts of the language for every field', () => {
    expect(messages['*']).toEqual({ minValue: 'Eng kam qiymat $$min$$', required: 'Majburiy maydon' });
  });

  it('put server validator texts into the player language', () => {
    expect(localiseServerFieldText('Min value is 10', 'amount', messages)).toBe('Eng kam qiymat 10');
    expect(localiseServerFieldText('Field is required', 'phone', messages)).toBe('Majburiy maydon');
    expect(localiseServerFieldText('Field Card number', 'card_number', messages)).toBe('Field Card number');
    expect(localiseServerFieldText('Deposit limit exceeded', 'amount', messages)).toBeNull();
  });

  it('map an error to the fields a form has', () => {
    const error = new ApiError('InvalidParameter', 'Invalid', {
      amount: 'Min value is 10',
      phone: 'Wrong phone number',
      other: 'x',
      campaign_offer_id: 'Wrong value',
    });
    expect(formFieldErrors(error, ['amount', 'phone', 'campaign_offer_id'], messages, { 'Wrong value': 'Notoʻgʻri qiymat' })).toEqual({
      amount: 'Eng kam qiymat 10',
      phone: 'Wrong phone number',
      campaign_offer_id: 'Notoʻgʻri qiymat',
    });
    expect(formFieldErrors(new Error('x'), ['amount'], messages)).toEqual({});
  });
});

describe('idempotency keys', () => {
  it('are reused for the same request until it is answered', () => {
    let n = 0;
    const keys = createKeyKeeper(() => `k${++n}`);
    expect(keys.keyFor({ amount: 50 })).toBe('k1');
    expect(keys.keyFor({ amount: 50 })).toBe('k1');
    expect(keys.keyFor({ amount: 60 })).toBe('k2');
    keys.done();
    expect(keys.keyFor({ amount: 60 })).toBe('k3');
  });

  it('are long random strings the server accepts', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[\w-]{32,36}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe('error texts', () => {
  it('exist for every error the cashier explains, and a generic one for the rest', () => {
    for (const name of EXPLAINED_ERRORS) expect(uz.errors).toHaveProperty(name);
    expect(errorKey(new ApiError('KycWithdrawal', ''))).toBe('errors.KycWithdrawal');
    expect(errorKey(new ApiError('UserBanned', ''))).toBe('errors.unknown');
    expect(errorKey(new ApiError('ApplicationUnavailable', '', { scope: 'cashier' }))).toBe('errors.maintenance');
    expect(errorKey(new Error('x'))).toBe('errors.unknown');
  });
});

describe('payment details', () => {
  const fields = [
    { name: 'card_number', type: 'cardNumber' as const },
    { name: 'phone', type: 'phone' as const },
    { name: 'card_holder', type: 'cardHolder' as const },
  ];
  const config = {
    withdraw: [
      { name: 'cardNumber', mask: '#### #### #### #### ###' },
      { name: 'phone', mask: '+998 ## ###-##-##' },
    ],
  };

  it('sends card numbers and phones typed through a mask as digits, the rest trimmed', () => {
    expect(cleanRequisites({ card_number: '4111 1111 1111 1111', phone: '+998 90 123-45-67', card_holder: ' Aziz Karimov ', empty: ' ' }, fields)).toEqual({
      card_number: '4111111111111111',
      phone: '998901234567',
      card_holder: 'Aziz Karimov',
    });
    expect(cleanRequisites({ card_number: '4111 1111' })).toEqual({ card_number: '4111 1111' });
  });

  it('finds a detail’s mask by its name, then by its type', () => {
    expect(requisiteMask(config, 'withdraw', fields[0]!)).toBe('#### #### #### #### ###');
    expect(requisiteMask(config, 'withdraw', fields[1]!)).toBe('+998 ## ###-##-##');
    expect(requisiteMask(config, 'withdraw', fields[2]!)).toBeNull();
    expect(requisiteMask(config, 'deposit', fields[0]!)).toBeNull();
  });
});
