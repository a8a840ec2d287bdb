import { checkUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'unsubscribe-test-key-'.repeat(2);
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('an unsubscribe token', () => {
  const claim = { accountId: 42, kind: 'email' as const, contact: 'player@example.org', expires: 2_000_000_000, nonce: 'AAAAAAAAAAA' };
  const token = signUnsubscribeToken(SECRET, claim);

  it('is valid for the contact it was signed for, and for no other', () => {
    expect(checkUnsubscribeToken(SECRET, token, claim.contact, 1_000_000_000)).toBe('valid');
    expect(checkUnsubscribeToken(SECRET, token, 'other@example.org', 1_000_000_000)).toBe('invalid');
    expect(checkUnsubscribeToken(SECRET, token, claim.contact, 2_000_000_001)).toBe('expired');
  });

  it('is refused in another spelling of the same signature bytes (the last character differs only in spare bits)', () => {
    const last = ALPHABET.indexOf(token.at(-1)!);
    // 32 bytes in 43 characters: the last one carries 4 bits, so its index is a multiple of 4.
    expect(last % 4).toBe(0);
    for (const spare of [1, 2, 3]) {
      const respelled = `${token.slice(0, -1)}${ALPHABET[last + spare]}`;
      expect(Buffer.from(respelled.split('.').at(-1)!, 'base64url')).toEqual(Buffer.from(token.split('.').at(-1)!, 'base64url'));
      expect(checkUnsubscribeToken(SECRET, respelled, claim.contact, 1_000_000_000)).toBe('invalid');
    }
  });
});
