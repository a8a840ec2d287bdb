import { act, fireEvent, render, screen, within } from '@testing-library/react';
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

describe('a row of cards and a mouse', () => {
  const sizes = { scrollWidth: 1200, clientWidth: 500 };
  let left = 0;
  const moves: ScrollToOptions[] = [];
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => sizes.scrollWidth });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => sizes.clientWidth });
    Object.defineProperty(HTMLElement.prototype, 'scrollLeft', { configurable: true, get: () => left });
    HTMLElement.prototype.scrollBy = function (o?: ScrollToOptions | number) {
      moves.push(o as ScrollToOptions);
    } as typeof HTMLElement.prototype.scrollBy;
  });
  afterAll(() => {
    for (const p of ['scrollWidth', 'clientWidth', 'scrollLeft']) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[p];
  });

  it('has named previous and next arrows that move the row, disabled at its ends', async () => {
    casino = await startRemoteForTest(app);
    display('grid');
    await casino.render(row);
    const previous = screen.getByRole('button', { name: 'Slotlar: oldingi oʻyinlar' });
    const next = screen.getByRole('button', { name: 'Slotlar: keyingi oʻyinlar' });
    const list = within(screen.getByTestId('home-row-slot')).getByRole('list');
    expect(next).toHaveAttribute('aria-controls', list.id);
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next);
    expect(moves.at(-1)!.left).toBeGreaterThan(0);
    act(() => {
      left = 700;
      fireEvent.scroll(list);
    });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('aria-disabled');
  });

  it('has no arrows in the list layout, which does not scroll sideways', async () => {
    casino = await startRemoteForTest(app);
    display('list');
    await casino.render(row);
    expect(screen.queryByRole('button', { name: /oldingi|keyingi/ })).not.toBeInTheDocument();
  });
});
