import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { currentTab, TabNav } from './TabNav';

const ITEMS = [
  { to: '/profile/settings', label: 'Settings' },
  { to: '/profile/contacts', label: 'Contacts' },
  { to: '/profile/security', label: 'Security' },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, menuLabel?: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TabNav label="Profile sections" items={ITEMS} menuLabel={menuLabel} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('TabNav', () => {
  it('is a named navigation with a list of links; only the current page is marked', () => {
    renderAt('/profile/contacts');
    const nav = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Contacts' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/profile/security');
  });

  it('is used with the keyboard: Tab reaches each page, Enter opens it', async () => {
    const user = userEvent.setup();
    renderAt('/profile/settings');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Security' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/profile/security');
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('TabNav with a menu button (phones and tablets)', () => {
  it('names the current page in one button that opens and closes the list', async () => {
    const user = userEvent.setup();
    renderAt('/profile/contacts', 'Profile menu');
    const nav = screen.getByRole('navigation', { name: 'Profile sections' });
    const toggle = within(nav).getByRole('button', { name: 'Profile menu Contacts' });
    const list = within(nav).getByRole('list');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', list.id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('is used with the keyboard, and choosing a page closes the list and names the new page', async () => {
    const user = userEvent.setup();
    renderAt('/profile/settings', 'Profile menu');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Profile menu Settings' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Profile menu Settings' })).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Security' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/profile/security');
    expect(screen.getByRole('button', { name: 'Profile menu Security' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('without a menu label there is no button', () => {
    renderAt('/profile/settings');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('currentTab', () => {
  const items = [
    { to: '/ru/profile/bets', label: 'Bets' },
    { to: '/ru/profile', label: 'Home', end: true },
  ];
  it.each([
    ['/ru/profile/bets', 'Bets'],
    ['/ru/profile/bets/history', 'Bets'],
    ['/ru/profile/bets/', 'Bets'],
    ['/ru/profile', 'Home'],
    ['/ru/profile/other', null],
    ['/ru/profile/betsy', null],
  ])('%s is on %s', (path, label) => {
    expect(currentTab(items, path)?.label ?? null).toBe(label);
  });
});
