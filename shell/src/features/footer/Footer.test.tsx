import { act, screen, within } from '@testing-library/react';
import { useConfigStore } from '@casino/shared';
import { renderWithProviders, resetStores } from '@casino/shared/testing';
import type { Locale } from '@casino/shared';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { Footer } from '.';

afterEach(() => resetStores());

const render = (locale: Locale = 'uz') =>
  renderWithProviders(<Footer />, { locale, route: locale === 'ru' ? '/ru' : '/', translations: { shell: locale === 'ru' ? ru : uz } });

describe('the footer', () => {
  it("shows the operator's footer logo named after the site, then the links and the legal line", async () => {
    act(() =>
      useConfigStore
        .getState()
        .setConfig({ 'prazer-config': { siteName: 'Silk Fortune', logos: { desktop: '/media/logo.svg', footer: '/media/footer.svg' } } }),
    );
    await render();
    expect(screen.getByRole('img', { name: 'Silk Fortune' })).toHaveAttribute('src', '/media/footer.svg');
    expect(screen.getByRole('link', { name: uz.footer.support })).toHaveAttribute('href', '/support');
    expect(screen.getByText(uz.footer.legal)).toBeInTheDocument();
  });

  it('names the site in text when the operator gave no logo, and shows neither without a name', async () => {
    act(() => useConfigStore.getState().setConfig({ 'prazer-config': { siteName: 'Silk Fortune' } }));
    const first = await render();
    expect(screen.getByText('Silk Fortune')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    first.unmount();
    act(() => useConfigStore.getState().setConfig({}));
    await render();
    expect(screen.queryByText('Silk Fortune')).toBeNull();
  });

  it.each([
    ['uz', uz, ''],
    ['ru', ru, '/ru'],
  ] as const)('links promotions, winners and the responsible-gaming page (%s)', async (locale, strings, prefix) => {
    await render(locale);
    const links = within(screen.getByRole('navigation', { name: strings.footer.nav }));
    expect(links.getByRole('link', { name: strings.nav.promotions })).toHaveAttribute('href', `${prefix}/promotions`);
    expect(links.getByRole('link', { name: strings.nav.winners })).toHaveAttribute('href', `${prefix}/winners`);
    expect(links.getByRole('link', { name: strings.footer.responsibleGame })).toHaveAttribute('href', `${prefix}/responsible-game`);
    expect(links.getByRole('link', { name: strings.footer.support })).toHaveAttribute('href', `${prefix}/support`);
  });
});
