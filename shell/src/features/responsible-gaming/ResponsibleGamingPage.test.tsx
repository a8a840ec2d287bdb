import { act, screen } from '@testing-library/react';
import { bus, Route, Routes, useLocation, useSessionStore, type AccountInfo, type Locale } from '@casino/shared';
import { renderWithProviders, resetStores } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { ResponsibleGamingPage } from './ResponsibleGamingPage';

afterEach(() => resetStores());

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

async function open(locale: Locale) {
  const prefix = locale === 'ru' ? '/ru' : '';
  return renderWithProviders(
    <>
      <Routes>
        <Route path={`${prefix}/responsible-game`} element={<ResponsibleGamingPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { route: `${prefix}/responsible-game`, locale, translations: { shell: locale === 'uz' ? uz : ru } },
  );
}

describe.each([
  ['uz', uz, ''],
  ['ru', ru, '/ru'],
] as const)('the public responsible-gaming page (%s)', (locale, strings, prefix) => {
  it('explains every tool to a guest and links to sign-in, registration and support', async () => {
    await open(locale);
    expect(screen.getByRole('heading', { level: 1, name: strings.responsibleGaming.title })).toBeInTheDocument();
    for (const tool of ['limits', 'realityCheck', 'timeOut', 'selfExclusion'] as const) {
      expect(screen.getByRole('heading', { level: 3, name: strings.responsibleGaming.tools[tool].title })).toBeInTheDocument();
      expect(screen.getByText(strings.responsibleGaming.tools[tool].text)).toBeInTheDocument();
    }
    // Sign-in and registration come back to the tools in the profile.
    const back = `?redirectUrl=${encodeURIComponent(`${prefix}/profile/responsible-game`)}`;
    expect(screen.getByRole('link', { name: strings.responsibleGaming.signIn })).toHaveAttribute('href', `${prefix}/forms/sign_in${back}`);
    expect(screen.getByRole('link', { name: strings.responsibleGaming.signUp })).toHaveAttribute('href', `${prefix}/forms/sign_up${back}`);
    // Each tool has its own way to it.
    for (const tool of ['limits', 'realityCheck', 'timeOut', 'selfExclusion'] as const) {
      const name = `${strings.responsibleGaming.toolLink}: ${strings.responsibleGaming.tools[tool].title}`;
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `${prefix}/forms/sign_in${back}`);
    }
    expect(screen.getByRole('link', { name: strings.responsibleGaming.support })).toHaveAttribute('href', `${prefix}/support`);
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${prefix}/responsible-game$`));
  });

  it('takes a signed-in player to the tools in the profile', async () => {
    useSessionStore.getState().setAccount({ uid: 100500 } as AccountInfo);
    await open(locale);
    expect(screen.getByTestId('where')).toHaveTextContent(`${prefix}/profile/responsible-game`);
  });
});

it('opens the sign-in and registration popups on a click', async () => {
  const asked = jest.fn();
  const off = bus.on('dialog:open', asked);
  const { user } = await open('uz');
  await user.click(screen.getByRole('link', { name: uz.responsibleGaming.signUp }));
  await user.click(screen.getByRole('link', { name: uz.responsibleGaming.signIn }));
  await user.click(screen.getByRole('link', { name: `${uz.responsibleGaming.toolLink}: ${uz.responsibleGaming.tools.timeOut.title}` }));
  off();
  expect(asked.mock.calls.map(([e]) => e)).toEqual([
    { id: 'auth', props: { view: 'registration' } },
    { id: 'auth', props: { view: 'login' } },
    { id: 'auth', props: { view: 'login' } },
  ]);
  // The finished sign-in follows the address's redirectUrl to the tools.
  expect(screen.getByTestId('where')).toHaveTextContent(`/responsible-game?redirectUrl=${encodeURIComponent('/profile/responsible-game')}`);
});

it('a player who signs in on the page is taken on', async () => {
  await open('ru');
  act(() => useSessionStore.getState().setAccount({ uid: 7 } as AccountInfo));
  expect(screen.getByTestId('where')).toHaveTextContent('/ru/profile/responsible-game');
});
