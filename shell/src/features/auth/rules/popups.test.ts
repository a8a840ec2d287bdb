import { decideAuthPopup, hasRegistrationFlag, isDepositPage, isGamePage, popupsAllowed, withoutPopupFlags } from './popups';

const origin = 'https://oltin.example';
const decide = (url: string, { authenticated = false, remembered = false } = {}) => {
  const u = new URL(url, origin);
  return decideAuthPopup({ path: u.pathname, search: u.search, hash: u.hash, authenticated, rememberedRegistration: remembered, origin });
};

describe('auth popups by address (spec §2)', () => {
  it('show_popup_reg and show_popup_auth open registration and sign-in for guests, in both locales', () => {
    expect(decide('/?show_popup_reg')).toEqual({ kind: 'query', view: 'registration', preventClose: false });
    expect(decide('/ru/gamehall?show_popup_auth=1')).toEqual({ kind: 'query', view: 'login', preventClose: false });
    expect(decide('/?show_popup_reg=0')).toBeNull();
  });

  it('prevent_close=1 makes the popup not closable', () => {
    expect(decide('/offers?show_popup_auth=1&prevent_close=1')).toEqual({ kind: 'query', view: 'login', preventClose: true });
    expect(decide('/offers?show_popup_auth=1&prevent_close=0')).toMatchObject({ preventClose: false });
  });

  it('a remembered show_popup_reg opens registration without the query', () => {
    expect(decide('/gamehall', { remembered: true })).toEqual({ kind: 'query', view: 'registration', preventClose: false });
  });

  it('nothing opens for signed-in players', () => {
    expect(decide('/?show_popup_reg', { authenticated: true })).toBeNull();
    expect(decide('/game/book-of-silk#real', { authenticated: true })).toBeNull();
  });

  it('a guest on a game page with #real gets registration', () => {
    expect(decide('/game/book-of-silk#real')).toEqual({ kind: 'game-real' });
    expect(decide('/ru/game/book-of-silk#real')).toEqual({ kind: 'game-real' });
    expect(decide('/game/book-of-silk#demo')).toBeNull();
  });

  it('no pop-ups on game item and cashier deposit pages', () => {
    expect(decide('/game/book-of-silk?show_popup_reg')).toBeNull();
    expect(decide('/cashier/deposit?show_popup_auth=1')).toBeNull();
    expect(decide('/ru/cashier/deposit/card?show_popup_auth=1', { remembered: true })).toBeNull();
    expect(popupsAllowed('/gamehall')).toBe(true);
    expect(isGamePage('/game/x/')).toBe(true);
    expect(isGamePage('/game/x/play')).toBe(false);
    expect(isDepositPage('/cashier/withdraw')).toBe(false);
  });

  it('a guest sent home with a safe redirectUrl gets sign-in; unsafe ones are ignored', () => {
    expect(decide('/?redirectUrl=%2Fprofile%2Fsettings')).toEqual({ kind: 'redirect' });
    expect(decide('/ru?redirectUrl=%2Fru%2Fcashier%2Fdeposit')).toEqual({ kind: 'redirect' });
    expect(decide('/?redirectUrl=https%3A%2F%2Fevil.example%2F')).toBeNull();
    expect(decide('/?redirectUrl=javascript%3Aalert(1)')).toBeNull();
  });

  it('closing removes the flags and keeps the rest of the query', () => {
    expect(withoutPopupFlags('?show_popup_reg&prevent_close=1&promo_code=SILK')).toBe('?promo_code=SILK');
    expect(withoutPopupFlags('?show_popup_auth=1')).toBe('');
    expect(hasRegistrationFlag('?show_popup_reg')).toBe(true);
    expect(hasRegistrationFlag('?x=1')).toBe(false);
  });
});
