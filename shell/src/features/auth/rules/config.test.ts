import { offersEmailConfirmation, formModes, loginKindOf, readAuthConfig, validationStrategy } from './config';

describe('auth-config', () => {
  it('reads the registration options with defaults for what is missing', () => {
    const config = readAuthConfig({
      registration: { promocode: true, promoFieldShownByDefault: false, terms: true, notify: false, markBetting: { isActive: true, defaultValue: true } },
      authTypes: ['email'],
      social: [],
      termsText: 'I am 18',
      termsLink: '/terms',
    });
    expect(config).toEqual({
      registration: {
        confirmEmailPopup: false,
        promocode: true,
        promoFieldShownByDefault: false,
        terms: true,
        notify: false,
        markBetting: { isActive: true, defaultValue: true },
        characterSelect: false,
      },
      loginKind: 'email',
      social: null,
      termsText: 'I am 18',
      termsLink: '/terms',
    });
    expect(readAuthConfig(undefined).registration).toEqual({
      confirmEmailPopup: false,
      promocode: true,
      promoFieldShownByDefault: false,
      terms: true,
      notify: true,
      markBetting: { isActive: false, defaultValue: false },
      characterSelect: false,
    });
    expect(readAuthConfig({ registration: { characterSelect: true } }).registration.characterSelect).toBe(true);
    expect(readAuthConfig({ social: ['dev', { service: 'google' }, 3] }).social).toEqual(['dev', 'google']);
  });

  it('authTypes decide how the login is checked', () => {
    expect(loginKindOf(['email', 'phone'])).toBe('emailOrPhone');
    expect(loginKindOf(['phone'])).toBe('phone');
    expect(loginKindOf(undefined)).toBe('emailOrPhone');
  });
});

describe('validation strategy (spec §4)', () => {
  it('eager checks a filled-in field when left, then on every change; onSubmit waits for the first submit', () => {
    expect(validationStrategy({ validationStrategy: 'onSubmit' })).toBe('onSubmit');
    expect(validationStrategy({ validationStrategy: 'eager' })).toBe('eager');
    expect(validationStrategy({})).toBe('eager');
    expect(formModes('eager')).toEqual({ mode: 'onSubmit', reValidateMode: 'onChange', validateOnBlur: true });
    expect(formModes('onSubmit')).toEqual({ mode: 'onSubmit', reValidateMode: 'onChange', validateOnBlur: false });
  });
});

describe('the confirm-e-mail popup after registration', () => {
  it('follows an e-mail registration when the operator has it on, never a phone one', () => {
    expect(readAuthConfig({ registration: { confirmEmailPopup: true } }).registration.confirmEmailPopup).toBe(true);
    expect(offersEmailConfirmation('new@example.org', { confirmEmailPopup: true })).toBe(true);
    expect(offersEmailConfirmation('+998901234567', { confirmEmailPopup: true })).toBe(false);
    expect(offersEmailConfirmation('new@example.org', { confirmEmailPopup: false })).toBe(false);
  });
});
