import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { TabNav } from './TabNav';

const ITEMS = [
  { to: '/profile/settings', label: 'Settings' },
  { to: '/profile/contacts', label: 'Contacts' },
  { to: '/profile/security', label: 'Security' },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TabNav label="Profile sections" items={ITEMS} />
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
