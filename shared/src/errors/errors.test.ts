import {
  ApiError,
  ERROR_NAMES,
  ERROR_STATUS,
  currencySwitchErrors,
  errorFromEnvelope,
  errorFromStatus,
  errorPageFor,
  isErrorName,
  trustedContactRefusal,
} from './index';

describe('error catalogue (spec §8)', () => {
  it('holds every server error type of the spec', () => {
    expect(ERROR_NAMES).toEqual([
      'UnknownError',
      'ApplicationDisabled',
      'MethodNotFound',
      'Authorization',
      'InvalidRequest',
      'InternalServerError',
      'AccessDenied',
      'UserDeleted',
      'UserBanned',
      'UserNeedDeposit',
      'UserNeedProfileData',
      'UserNeedConfirmContact',
      'ApplicationUnavailable',
      'InvalidParameter',
      'TooManyRequests',
      'BillingServiceError',
      'BillingTransactionDeclined',
      'BillingUnavailable',
      'BillingDepositLimitExceeded',
      'WithdrawalDeclined',
      'WithdrawalLimitsExceeded',
      'WithdrawalLimitsPeriodExceeded',
      'KycUserProfile',
      'KycWithdrawal',
      'StorageQuotaExceeded',
      'SumsubVerificationRequired',
      'RequisitesOnVerification',
      'RequisitesValidationRequired',
      'RequisitesFraudulent',
    ]);
  });

  it.each(ERROR_NAMES)('%s survives envelope → class → envelope', (name) => {
    const envelope = { error: { type: `${name}Exception` as const, message: `about ${name}`, fields: { login: 'bad' } } };
    const error = errorFromEnvelope(envelope);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.type).toBe(`${name}Exception`);
    expect(error.name).toBe(`${name}Exception`);
    expect(error.status).toBe(ERROR_STATUS[name]);
    expect(error.is(name)).toBe(true);
    expect(error.toEnvelope()).toEqual(envelope);
    expect(errorFromEnvelope(error.toEnvelope()).toEnvelope()).toEqual(envelope);
  });

  it('leaves fields out of the envelope when there are none', () => {
    expect(new ApiError('InvalidRequest', 'bad').toEnvelope()).toEqual({ error: { type: 'InvalidRequestException', message: 'bad' } });
  });

  it('turns an unknown type into UnknownErrorException, keeping the text', () => {
    const error = errorFromEnvelope({ error: { type: 'FancyNewException', message: 'hmm' } });
    expect(error.type).toBe('UnknownErrorException');
    expect(error.message).toBe('hmm');
    expect(errorFromEnvelope({ error: { type: 'FancyNewException' } }).message).toBe('FancyNewException');
  });

  it('falls back to the HTTP status without an envelope', () => {
    expect(errorFromEnvelope(null, 503).type).toBe('ApplicationUnavailableException');
    expect(errorFromEnvelope({ data: 1 }, 401).type).toBe('AuthorizationException');
    expect(errorFromEnvelope('oops').type).toBe('UnknownErrorException');
    expect(errorFromStatus(403).type).toBe('AccessDeniedException');
    expect(errorFromStatus(404).type).toBe('MethodNotFoundException');
    expect(errorFromStatus(429).type).toBe('TooManyRequestsException');
    expect(errorFromStatus(502).type).toBe('UnknownErrorException');
  });

  it('knows its names', () => {
    expect(isErrorName('UserBanned')).toBe(true);
    expect(isErrorName('UserBannedException')).toBe(false);
    expect(isErrorName('constructor')).toBe(false);
  });
});

describe('errorPageFor (spec §2, §8)', () => {
  it.each([
    ['UserBanned', 'userBlock'],
    ['ApplicationDisabled', 'maintenance'],
    ['ApplicationUnavailable', 'maintenance'],
    ['AccessDenied', 'forbidden'],
    ['MethodNotFound', 'notFound'],
    ['UserDeleted', 'notFound'],
    ['InternalServerError', 'notFound'],
    ['UnknownError', 'notFound'],
  ] as const)('%s → %s', (name, page) => {
    expect(errorPageFor(new ApiError(name, ''))).toBe(page);
  });

  it('sends anything else to 404', () => {
    expect(errorPageFor(new Error('x'))).toBe('notFound');
    expect(errorPageFor(undefined)).toBe('notFound');
  });
});

describe('currencySwitchErrors', () => {
  it('answers the known codes of a refused currency change in the catalogue’s order, one code given as a string too', () => {
    const refused = errorFromEnvelope({
      error: {
        type: 'InvalidParameterException',
        message: 'locked',
        fields: { currency: ['currency_game_open', 'currency_made_up', 'currency_balance_not_zero'] },
      },
    });
    expect(currencySwitchErrors(refused)).toEqual(['currency_balance_not_zero', 'currency_game_open']);
    expect(currencySwitchErrors(new ApiError('InvalidParameter', 'x', { currency: 'currency_not_offered' }))).toEqual(['currency_not_offered']);
    expect(currencySwitchErrors(new ApiError('InvalidParameter', 'x', { currency: 'Wrong value' }))).toEqual([]);
    expect(currencySwitchErrors(new ApiError('InvalidParameter', 'x', { amount: ['currency_bet_open'] }))).toEqual([]);
    expect(currencySwitchErrors(new Error('currency_bet_open'))).toEqual([]);
  });
});

describe('trustedContactRefusal', () => {
  it('reads from when a withdrawal to new details can go, and nothing from other refusals', () => {
    const at = new ApiError('RequisitesOnVerification', 'wait', { requisites: 'no_trusted_contact', available_at: '1796220300' });
    expect(trustedContactRefusal(at)).toEqual({ availableAt: new Date(1796220300 * 1000) });
    expect(trustedContactRefusal(new ApiError('RequisitesOnVerification', 'wait', { requisites: 'no_trusted_contact' }))).toEqual({ availableAt: null });
    expect(trustedContactRefusal(new ApiError('RequisitesOnVerification', 'other', { requisites: 'other' }))).toBeNull();
    expect(trustedContactRefusal(new Error('x'))).toBeNull();
  });
});
