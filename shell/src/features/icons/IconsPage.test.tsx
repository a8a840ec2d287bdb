import { screen, within } from '@testing-library/react';
import { Route, Routes, type Locale } from '@casino/shared';
import { ICON_NAMES, iconSvg, iconUrl } from '@casino/shared/ui';
import { renderWithProviders } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { IconsPage } from '.';

async function open(locale: Locale) {
  return renderWithProviders(
    <Routes>
      <Route path={locale === 'ru' ? '/ru/_icons' : '/_icons'} element={<IconsPage />} />
    </Routes>,
    { route: locale === 'ru' ? '/ru/_icons' : '/_icons', locale, translations: { shell: locale === 'uz' ? uz : ru } },
  );
}

it('lists every icon of the set with its name, drawn from its SVG text', async () => {
  const { container } = await open('uz');
  expect(screen.getByRole('heading', { level: 1, name: 'Ikonkalar' })).toBeInTheDocument();
  const items = within(screen.getByRole('list', { name: 'Ikonkalar' })).getAllByRole('listitem');
  expect(items.map((li) => li.querySelector('code')?.textContent)).toEqual(ICON_NAMES.map((n) => `${n}.svg`));
  // And each as the file served at its URL, which its name links to.
  items.forEach((li, i) => {
    expect(li.querySelector('img')?.getAttribute('src')).toBe(iconUrl(ICON_NAMES[i]!));
    expect(within(li).getByRole('link', { name: `${ICON_NAMES[i]}.svg` })).toHaveAttribute('href', iconUrl(ICON_NAMES[i]!));
  });
  expect(ICON_NAMES).toEqual(expect.arrayContaining(['heart', 'search', 'bell', 'eye', 'eye-off']));
  // Each drawn icon carries the body of its SVG text, decorative.
  const svgs = container.querySelectorAll('li svg');
  expect(svgs).toHaveLength(ICON_NAMES.length);
  svgs.forEach((svg, i) => {
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(iconSvg(ICON_NAMES[i]!)).toContain(svg.innerHTML.slice(0, 20));
  });
  expect(iconSvg('eye')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24" fill="none"/);
});

it('speaks Russian under /ru', async () => {
  await open('ru');
  expect(screen.getByRole('heading', { level: 1, name: 'Иконки' })).toBeInTheDocument();
  expect(screen.getByText('На сайте 5 иконок')).toBeInTheDocument();
});
