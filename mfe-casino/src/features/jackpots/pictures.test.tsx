import { act, screen } from '@testing-library/react';
import { useConfigStore } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import type { JackpotItem } from '@casino/shared/api/schemas';
import app from '../../app';
import { JackpotsPage } from './JackpotsPage';
import { JackpotPage } from './JackpotPage';

let casino: RemoteUnderTest;
afterEach(() => {
  casino?.stop();
  resetStores();
});

const jackpot = (id: number, description: JackpotItem['description']): JackpotItem => ({
  id,
  sysname: `jp-${id}`,
  amount: { amount: 1000, currency: 'USD' },
  description: { title: `Jackpot ${id}`, ...description },
  games: [],
  status: 'active',
});

const items = [jackpot(1, { image_url: '/jp1.svg', image_wide: '/jp1-wide.svg' }), jackpot(2, { image_url: '/jp2.svg' })];
const pictures = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));

it('the list shows the picture of the operator’s jackpot image key, else image_url', async () => {
  casino = await startRemoteForTest(app, { api: { 'Jackpots.get': { data: { items, total: 2 } } } });
  act(() => useConfigStore.getState().setConfig({ 'prazer-config': { imageKeys: { jackpot: 'image_wide' } } }));
  await casino.render(<JackpotsPage />, { route: '/jackpots' });
  await screen.findByText('Jackpot 2');
  expect(pictures()).toEqual(['/jp1-wide.svg', '/jp2.svg']);
});

it('the jackpot page shows the same picture', async () => {
  casino = await startRemoteForTest(app, { api: { 'Jackpots.get': { data: { items, total: 2 } }, 'Jackpots.getWinners': { data: { items: [], total: 0 } } } });
  act(() => useConfigStore.getState().setConfig({ 'prazer-config': { imageKeys: { jackpot: 'image_wide' } } }));
  await casino.render(<JackpotPage />, { route: '/jackpots/1', path: 'jackpots/:id' });
  await screen.findByRole('heading', { name: 'Jackpot 1' });
  expect(pictures()[0]).toBe('/jp1-wide.svg');
});
