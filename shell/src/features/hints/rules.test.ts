import { CONFIRM_HINT_MS, REGISTRATION_HINT_MS, confirmationPath, loginContactKind, showConfirmHint, showRegistrationHint } from './rules';

const now = 1_800_000_000_000;
const regTime = (msAgo: number) => Math.floor((now - msAgo) / 1000);
const contact = (is_confirmed: boolean) => ({ value: 'x', is_confirmed, is_subscribed: false });

describe('registration hint (spec §4, §9)', () => {
  it('shows during the first 2 hours while no deposit exists', () => {
    expect(showRegistrationHint({ regTime: regTime(60_000), now, hasDeposit: false })).toBe(true);
    expect(showRegistrationHint({ regTime: regTime(REGISTRATION_HINT_MS + 1000), now, hasDeposit: false })).toBe(false);
  });

  it('is gone once a deposit exists, and stays hidden while that is unknown', () => {
    expect(showRegistrationHint({ regTime: regTime(60_000), now, hasDeposit: true })).toBe(false);
    expect(showRegistrationHint({ regTime: regTime(60_000), now, hasDeposit: null })).toBe(false);
    expect(showRegistrationHint({ regTime: null, now, hasDeposit: false })).toBe(false);
  });
});

describe('confirm-contact hint (spec §4, §9)', () => {
  const base = { regTime: regTime(86_400_000), now, login: 'a@b.uz', contacts: { email: contact(false), phone: null }, confirmSent: false };

  it('shows for 5 days while the login contact is unconfirmed and nothing was sent', () => {
    expect(showConfirmHint(base)).toBe(true);
    expect(showConfirmHint({ ...base, regTime: regTime(CONFIRM_HINT_MS + 1000) })).toBe(false);
  });

  it('hides once confirmed or once a confirmation was sent', () => {
    expect(showConfirmHint({ ...base, contacts: { email: contact(true), phone: null } })).toBe(false);
    expect(showConfirmHint({ ...base, confirmSent: true })).toBe(false);
  });

  it('looks at the contact the player signs in with', () => {
    expect(loginContactKind('998901234567')).toBe('phone');
    expect(
      showConfirmHint({ ...base, login: '998901234567', contacts: { email: contact(false), phone: { ...contact(true), phone_country_code: '998' } } }),
    ).toBe(false);
  });
});

describe('where the confirm-contact hint leads', () => {
  it('is the code-entry page for the login contact, coming back to the page the player was on', () => {
    expect(confirmationPath('email', '/')).toBe('/confirmation?contact=email&redirectUrl=%2F');
    expect(confirmationPath('phone', '/gamehall?category=slot')).toBe('/confirmation?contact=phone&redirectUrl=%2Fgamehall%3Fcategory%3Dslot');
    expect(confirmationPath('email', '/confirmation/success?contact=email')).toBe('/confirmation?contact=email');
  });
});
