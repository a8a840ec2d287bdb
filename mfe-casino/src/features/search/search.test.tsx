import { act, screen, waitFor } from '@testing-library/react';
import { bus, useConfigStore } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { game, gamesRoute } from '../../testing/fixtures';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, i18n } from '@casino/shared';
import { setupTestI18n } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import type { ReactElement } from 'react';
import { highlightParts, searchSettings } from './highlight';
import SearchDialog from './SearchDialog';

let casino: RemoteUnderTest;
afterEach(() => casino?.stop());

/** As the shell's dialog host renders it: with i18n, outside any router. */
async function renderDialog(ui: ReactElement) {
  await setupTestI18n('uz', { casino: uz });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

afterEach(() => {
  resetStores();
  jest.useRealTimers();
});

it('cuts a name into matching and other parts, ignoring case', () => {
  expect(highlightParts('Golden Dragon Gold', 'gold')).toEqual([
    { text: 'Gold', match: true },
    { text: 'en Dragon ', match: false },
    { text: 'Gold', match: true },
  ]);
  expect(highlightParts('Roulette', '')).toEqual([{ text: 'Roulette', match: false }]);
  expect(highlightParts('Roulette', 'xyz')).toEqual([{ text: 'Roulette', match: false }]);
});

it('reads search-config with defaults', () => {
  expect(searchSettings(undefined)).toEqual({ minQueryLength: 2, debounceMs: 250, resultsLimit: 30, popularQueries: [] });
  expect(searchSettings({ minQueryLength: 3, debounceMs: 100, resultsLimit: 500, popularQueries: ['crash', 1] })).toEqual({
    minQueryLength: 3,
    debounceMs: 100,
    resultsLimit: 100,
    popularQueries: ['crash'],
  });
});

it("takes the popular queries of the page's language", () => {
  const perLocale = { popularQueries: { uz: ['ruletka', 'mevalar'], ru: ['рулетка', 'фрукты'] } };
  expect(searchSettings(perLocale, 'ru').popularQueries).toEqual(['рулетка', 'фрукты']);
  expect(searchSettings(perLocale, 'uz').popularQueries).toEqual(['ruletka', 'mevalar']);
  expect(searchSettings({ popularQueries: ['blekjek', ' '] }, 'uz').popularQueries).toEqual(['blekjek']);
  expect(searchSettings(perLocale).popularQueries).toEqual([]);
});

it('clears the query with its own button, by keyboard, and gives the field focus back', async () => {
  casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute(catalogue) } });
  await renderDialog(<SearchDialog initialQuery="zzz" />);
  const input = screen.getByRole('searchbox', { name: 'Oʻyin nomi' });
  const clear = screen.getByRole('button', { name: 'Qidiruvni tozalash' });
  clear.focus();
  await userEvent.keyboard('{Enter}');
  expect(input).toHaveValue('');
  expect(input).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Qidiruvni tozalash' })).not.toBeInTheDocument();
});

const catalogue = [game(1, { name: 'Golden Dragon' }), game(2, { name: 'Dragon Tiger' }), game(3, { name: 'Lucky Sevens' })];

it('searches after the pause, highlights matches and closes when a game is chosen', async () => {
  jest.useFakeTimers();
  useConfigStore.getState().setConfig({ 'search-config': { minQueryLength: 2, debounceMs: 250, resultsLimit: 30, popularQueries: ['dragon'] } });
  casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute(catalogue) } });
  const closed: unknown[] = [];
  const off = bus.on('dialog:close', (d) => closed.push(d));
  await renderDialog(<SearchDialog dialogId="d-1" />);
  const user2 = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const input = screen.getByRole('searchbox', { name: 'Oʻyin nomi' });
  expect(screen.getByRole('button', { name: 'dragon' })).toBeInTheDocument();

  await user2.type(input, 'd');
  expect(screen.getByText('Kamida 2 ta belgi kiriting')).toBeInTheDocument();
  await user2.type(input, 'ra');
  // Typing within the pause sends nothing.
  expect(casino.callsTo('games.get')).toHaveLength(0);
  await act(async () => void jest.advanceTimersByTime(300));
  await waitFor(() => expect(screen.getByTestId('search-results')).toBeInTheDocument());
  expect(casino.callsTo('games.get')).toHaveLength(1);
  expect(JSON.parse(casino.callsTo('games.get')[0]!.query.options!)).toEqual({ query: 'dra' });
  const marks = [...document.querySelectorAll('mark')].map((m) => m.textContent);
  expect(marks).toEqual(['Dra', 'Dra']);
  expect(screen.getByText('2 ta oʻyin topildi')).toBeInTheDocument();

  const link = screen.getByRole('link', { name: /^Golden/ });
  expect(link).toHaveAttribute('href', '/game/game_1');
  await user2.click(link);
  expect(closed).toEqual([{ id: 'd-1' }]);
  expect(casino.navigations).toEqual(['/game/game_1']);
  off();
});

it('says nothing was found', async () => {
  casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute(catalogue) } });
  await renderDialog(<SearchDialog initialQuery="zzz" />);
  expect(await screen.findByRole('heading', { name: 'Oʻyinlar topilmadi' })).toBeInTheDocument();
  expect(screen.getByText(/«zzz» boʻyicha hech narsa topilmadi/)).toBeInTheDocument();
});
