import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { i18n, I18nextProvider, useConfigStore } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { game } from '../../testing/fixtures';
import { GameRow } from './GameRow';

let casino: RemoteUnderTest;
afterEach(() => {
  casino?.stop();
  resetStores();
});

const games = [game(1), game(2), game(3)];
const row = <GameRow id="slot" title="Slotlar" games={games} loading={false} />;
const display = (type: string) => useConfigStore.getState().setConfig({ 'games-config': { display: { type } } });

describe('a home row by the display type', () => {
  it.each([
    ['grid', 'cards', false],
    ['large', 'large', false],
    ['list', 'lines', true],
  ] as const)('%s: the list is %s, games are lines: %s', async (type, listClass, lines) => {
    casino = await startRemoteForTest(app);
    display(type);
    await casino.render(row);
    const list = within(screen.getByTestId('home-row-slot')).getByRole('list');
    expect(list.classList.contains(listClass)).toBe(true);
    expect(screen.getAllByTestId('game-card').every((card) => card.classList.contains('line') === lines)).toBe(true);
  });

  it('hydrates the lines the server rendered with the same settings, without a mismatch', async () => {
    casino = await startRemoteForTest(app);
    display('list');
    const ui = (
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{row}</MemoryRouter>
      </I18nextProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    expect(container.querySelectorAll('.line')).toHaveLength(3);
    const errors: unknown[] = [];
    render(ui, { container, hydrate: true, onRecoverableError: (error) => errors.push(error) });
    expect(container.querySelectorAll('.line')).toHaveLength(3);
    expect(errors).toEqual([]);
  });
});
