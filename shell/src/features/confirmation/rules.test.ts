import { ApiError } from '@casino/shared';
import { backTarget, confirmationPath, contactKindOf, isAlreadyConfirmed, isCodeWellFormed, isWrongCode, successPath } from './rules';

describe('confirmation rules', () => {
  it('knows e-mail and phone only', () => {
    expect(contactKindOf('email')).toBe('email');
    expect(contactKindOf('phone')).toBe('phone');
    expect(contactKindOf('fax')).toBeNull();
    expect(contactKindOf(null)).toBeNull();
  });

  it('leads back to a path of this site only, else to the contacts page', () => {
    expect(backTarget('/cashier/withdraw?x=1')).toBe('/cashier/withdraw?x=1');
    for (const hostile of ['//evil.example/', 'https://evil.example/', 'javascript:alert(1)', '/%2F%2Fevil.example', null]) {
      expect(backTarget(hostile)).toBe('/profile/contacts');
    }
    expect(successPath('phone', '/cashier/withdraw')).toBe('/confirmation/success?contact=phone&redirectUrl=%2Fcashier%2Fwithdraw');
    expect(successPath('email', '//evil.example')).toBe('/confirmation/success?contact=email');
  });

  it('keeps a safe way back in the links to a contact’s confirmation', () => {
    expect(confirmationPath('email', '/cashier/withdraw')).toBe('/confirmation?contact=email&redirectUrl=%2Fcashier%2Fwithdraw');
    expect(confirmationPath('phone', 'https://evil.example/')).toBe('/confirmation?contact=phone');
    expect(confirmationPath('phone', null)).toBe('/confirmation?contact=phone');
  });

  it('wants exactly 6 digits and reads the server answers', () => {
    expect(isCodeWellFormed('123 456')).toBe(true);
    expect(isCodeWellFormed('12345')).toBe(false);
    expect(isCodeWellFormed('12a456')).toBe(false);
    expect(isWrongCode(new ApiError('InvalidParameter', '', { code: 'Code is invalid' }))).toBe(true);
    expect(isWrongCode(new ApiError('TooManyRequests', ''))).toBe(false);
    expect(isAlreadyConfirmed(new ApiError('InvalidParameter', '', { contact: 'Contact is already confirmed' }))).toBe(true);
  });
});
