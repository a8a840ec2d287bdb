import { screen, within } from '@testing-library/react';
import { Route, Routes, type Locale } from '@casino/shared';
import { ICON_NAMES, ICONS, iconSvg, iconUrl } from '@casino/shared/ui';
import { renderWithProviders } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { IconsPage, iconSprite, iconsRoutes, symbolId } from '.';

async function open(locale: Locale) {
  return renderWithProviders(
    <Routes>
      <Route path={locale === 'ru' ? '/ru/_icons' : '/_icons'} element={<IconsPage />} />
    </Routes>,
    { route: locale === 'ru' ? '/ru/_icons' : '/_icons', locale, translations: { shell: locale === 'uz' ? uz : ru } },
  );
}

it('is a page of its own svg-sprite layout (spec §2)', () => {
  expect(iconsRoutes).toEqual([expect.objectContaining({ path: '_icons', handle: { layout: 'svg-sprite' } })]);
});

it('the sprite holds a symbol of every icon with its drawing', () => {
  const doc = new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg">${iconSprite()}</svg>`, 'image/svg+xml');
  const symbols = [...doc.querySelectorAll('symbol')];
  expect(symbols.map((s) => s.id)).toEqual(ICON_NAMES.map(symbolId));
  symbols.forEach((symbol, i) => {
    expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(symbol.innerHTML.replace(/ xmlns="[^"]*"/g, '')).toBe(ICONS[ICON_NAMES[i]!].body);
  });
  expect(symbols[ICON_NAMES.indexOf('eye')]?.getAttribute('stroke')).toBe('currentColor');
});

it('lists every icon of the set with its name, drawn from the sprite', async () => {
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
  // The sprite is on the page, and each drawn icon uses its symbol, decorative.
  expect(container.querySelectorAll('[data-testid="icon-sprite"] symbol')).toHaveLength(ICON_NAMES.length);
  const svgs = container.querySelectorAll('li svg');
  expect(svgs).toHaveLength(ICON_NAMES.length);
  svgs.forEach((svg, i) => {
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('use')?.getAttribute('href')).toBe(`#${symbolId(ICON_NAMES[i]!)}`);
    expect(container.querySelector(`#${symbolId(ICON_NAMES[i]!)}`)).not.toBeNull();
  });
  expect(iconSvg('eye')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24" fill="none"/);
});

it('speaks Russian under /ru', async () => {
  await open('ru');
  expect(screen.getByRole('heading', { level: 1, name: 'Иконки' })).toBeInTheDocument();
  expect(screen.getByText('На сайте 5 иконок')).toBeInTheDocument();
});
