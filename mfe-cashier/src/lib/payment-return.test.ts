import { useSessionStore } from '@casino/shared';
import { resetStores } from '@casino/shared/testing';
import { paymentReturnAddress, paymentReturnTarget } from './payment-return';

const allow = (...origins: string[]) => useSessionStore.setState({ general: { ...useSessionStore.getState().general, return_origins: origins } as never });
afterEach(() => resetStores());

it("keeps a backUrl on a page here or on a partner's origin the operator allowed, nothing else", () => {
  allow('https://partner.example');
  expect(paymentReturnAddress('/game/book_of_silk', null)).toBe('/game/book_of_silk');
  expect(paymentReturnAddress('https://partner.example/back?x=1', null)).toBe('https://partner.example/back?x=1');
  for (const bad of [
    'https://partner.example.evil.test/',
    'http://partner.example/',
    'https://partner.example:8443/',
    'https://partner.example@evil.test/',
    'javascript:alert(1)',
    '//evil.test',
  ]) {
    expect(paymentReturnAddress(bad, '/gamehall')).toBeNull();
  }
});

it('reads a redirectUrl as a page here only, and without an allow-list no partner at all', () => {
  allow();
  expect(paymentReturnAddress(null, '/cashier/history')).toBe('/cashier/history');
  expect(paymentReturnAddress(null, 'https://partner.example/')).toBeNull();
  expect(paymentReturnAddress('https://partner.example/', null)).toBeNull();
});

it('leads to the first address still allowed when the payment is done', () => {
  allow('https://partner.example');
  expect(paymentReturnTarget(null, 'https://partner.example/x')).toEqual({ kind: 'external', url: 'https://partner.example/x' });
  allow();
  expect(paymentReturnTarget('https://partner.example/x', '/game/oltin_rocket')).toEqual({ kind: 'internal', path: '/game/oltin_rocket' });
});
