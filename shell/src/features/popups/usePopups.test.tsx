import { act, waitFor } from '@testing-library/react';
import { useDialogsStore, useSessionStore, type AccountInfo } from '@casino/shared';
import { renderWithProviders, resetStores } from '@casino/shared/testing';
import type { CampaignPopup } from '@casino/shared/api/schemas';
import { api } from '../../platform/api';
import { usePopups } from './usePopups';

const PLAYER = { uid: 7 } as AccountInfo;
const popup = (sysname: string, description: CampaignPopup['description'] = {}): CampaignPopup => ({ id: 1, sysname, preview: false, description });

function Popups() {
  usePopups();
  return null;
}

/** Answers the calls the popups make: no cashback, and the given campaign popups (by sysname when asked for one). */
function serve(popups: CampaignPopup[]) {
  const calls: Array<[string, unknown]> = [];
  jest.spyOn(api, 'call').mockImplementation((async (method: string, params: { sysname?: string }) => {
    calls.push([method, params]);
    if (method === 'cashbacks.get') return { items: [], total: 0 };
    if (method === 'popups.get') {
      const items = params.sysname ? popups.filter((p) => p.sysname === params.sysname) : popups;
      return { items, total: items.length };
    }
    if (method === 'storage.get') return {};
    throw new Error(`unexpected ${method}`);
  }) as never);
  return calls;
}

beforeEach(() => act(() => useSessionStore.getState().setAccount(PLAYER)));
afterEach(() => {
  jest.restoreAllMocks();
  resetStores();
});

describe('campaign popups: popup or curtain as the content asks (spec §2)', () => {
  it('the campaign popup of a page opens as a curtain when its content asks for one', async () => {
    serve([popup('friday-spins', { title: 'Friday', type: 'curtain' })]);
    await renderWithProviders(<Popups />, { route: '/gamehall' });
    await waitFor(() => expect(useDialogsStore.getState().queue).toHaveLength(1));
    expect(useDialogsStore.getState().queue[0]).toMatchObject({ id: 'campaign:friday-spins', component: 'promotions:campaign', type: 'curtain' });
  });

  it('one without that setting opens as a popup', async () => {
    serve([popup('spring-welcome', { title: 'Spring' })]);
    await renderWithProviders(<Popups />, { route: '/' });
    await waitFor(() => expect(useDialogsStore.getState().queue).toHaveLength(1));
    expect(useDialogsStore.getState().queue[0]).toMatchObject({ id: 'campaign:spring-welcome', type: 'popup' });
  });

  it('the popup the address names: its presentation is read first', async () => {
    const calls = serve([popup('spring-welcome'), popup('friday-spins', { type: 'curtain' })]);
    await renderWithProviders(<Popups />, { route: '/gamehall?popup=friday-spins' });
    await waitFor(() => expect(useDialogsStore.getState().queue).toHaveLength(1));
    expect(useDialogsStore.getState().queue[0]).toMatchObject({ id: 'campaign:friday-spins', type: 'curtain', props: { sysname: 'friday-spins', preview: false } });
    expect(calls).toContainEqual(['popups.get', { sysname: 'friday-spins', preview: false, count: 1 }]);
  });

  it('a named popup the read does not find still opens, as a popup (its content tells what is missing)', async () => {
    serve([]);
    await renderWithProviders(<Popups />, { route: '/gamehall?popup=gone' });
    await waitFor(() => expect(useDialogsStore.getState().queue).toHaveLength(1));
    expect(useDialogsStore.getState().queue[0]).toMatchObject({ id: 'campaign:gone', type: 'popup' });
  });
});
