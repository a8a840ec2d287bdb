import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useConfigStore, type Locale } from '@casino/shared';
import { renderWithProviders } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { BettingNotice, bettingNoticeKey, showsBettingNotice } from '.';

describe('where the betting notice goes', () => {
  it.each([
    ['/gamehall', true],
    ['/ru/gamehall/slots', true],
    ['/game/book-of-silk', true],
    ['/ru/betting', true],
    ['/', false],
    ['/profile', false],
    ['/ru/promotions', false],
    ['/gamehallx', false],
  ])('%s: %s', (path, shown) => expect(showsBettingNotice(path)).toBe(shown));

  it('remembers a dismissal per player, guests apart', () => {
    expect(bettingNoticeKey(0)).toBe('betting_notice_dismissed_0');
    expect(bettingNoticeKey(42)).toBe('betting_notice_dismissed_42');
  });
});

async function open(route: string, locale: Locale = 'uz') {
  return renderWithProviders(
    <Routes>
      <Route path="*" element={<BettingNotice />} />
    </Routes>,
    { route, locale, translations: { shell: locale === 'uz' ? uz : ru } },
  );
}

const withFlag = (bettingNotice: boolean) => act(() => useConfigStore.getState().setConfig({ 'prazer-config': { features: { bettingNotice } } }));

describe('the betting notice', () => {
  beforeEach(() => localStorage.clear());

  it('shows on the game hall when the operator turned it on, until a guest dismisses it here', async () => {
    withFlag(true);
    await open('/gamehall');
    const notice = await screen.findByRole('complementary', { name: 'Masʼuliyat bilan oʻynang' });
    expect(notice).toHaveTextContent('18 yoshdan katta');
    await userEvent.click(screen.getByRole('button', { name: 'Tushunarli' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(localStorage.getItem('betting_notice_dismissed_0')).not.toBeNull();
  });

  it('stays away once dismissed, off the betting pages, and when the operator has it off', async () => {
    withFlag(true);
    localStorage.setItem('betting_notice_dismissed_0', '2026-01-01T00:00:00.000Z');
    const dismissed = await open('/gamehall');
    expect(screen.queryByRole('complementary')).toBeNull();
    dismissed.unmount();
    localStorage.clear();
    const elsewhere = await open('/profile');
    expect(screen.queryByRole('complementary')).toBeNull();
    elsewhere.unmount();
    withFlag(false);
    await open('/gamehall');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('speaks Russian under /ru', async () => {
    withFlag(true);
    await open('/ru/gamehall', 'ru');
    expect(await screen.findByRole('complementary', { name: 'Играйте ответственно' })).toHaveTextContent('старше 18 лет');
    expect(screen.getByRole('button', { name: 'Понятно' })).toBeInTheDocument();
  });
});
