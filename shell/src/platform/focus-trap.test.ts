import { wrapFocus } from './focus-trap';

describe('focus inside the sidebar', () => {
  const items = ['close', 'gamehall', 'support'];
  it('Tab on the last control goes to the first, Shift+Tab on the first to the last', () => {
    expect(wrapFocus(items, 'support', false)).toBe('close');
    expect(wrapFocus(items, 'close', true)).toBe('support');
  });
  it('leaves the browser alone in between (null)', () => {
    expect(wrapFocus(items, 'gamehall', false)).toBeNull();
    expect(wrapFocus(items, 'gamehall', true)).toBeNull();
  });
  it('focus outside the dialog comes back in', () => {
    expect(wrapFocus(items, null, false)).toBe('close');
    expect(wrapFocus(items, 'elsewhere', true)).toBe('support');
    expect(wrapFocus([], null, false)).toBeNull();
  });
});
