import { act, waitFor } from '@testing-library/react';
import { useDialogsStore, useSessionStore, type AccountInfo } from '@casino/shared';
import { renderWithProviders, resetStores } from '@casino/shared/testing';
import type { CampaignPopup } from '@casino/shared/api/schemas';
import { api } from '../../platform/api';
import { usePopups } from './usePopups';

const PLAYER = { uid: 7 } as AccountInfo;
const popup = (sysname: string, description: CampaignPopup['description'] = {}, id = 1): CampaignPopup => ({ id, sysname, preview: false, description });

function Popups() {
  usePopups();
  return null;
}

/** Answers the calls the popups make: no cashback, and the given campaign popups (by sysname when asked for one). */
function serve(popups: CampaignPopup[], stored: Record<string, string> = {}) {
  const calls: Array<[string, unknown]> = [];
  jest.spyOn(api, 'call').mockImplementation((async (method: string, params: { sysname?: string; key?: string; value?: string }) => {
    calls.push([method, params]);
    if (method === 'cashbacks.get') return { items: [], total: 0 };
    if (method === 'popups.get') {
      const items = params.sysname ? popups.filter((p) => p.sysname === params.sysname) : popups;
      return { items, total: items.length };
    }
    if (method === 'storage.get') return { key: params.key, value: stored[params.key ?? ''] ?? null };
    if (method === 'storage.set') {
      stored[params.key ?? ''] = params.value ?? '';
      return 1;
    }
    throw new Error(`unexpected ${method}`);
  }) as never);
  return calls;
}

beforeEach(() => act(() => useSessionStore.getState().setAccount(PLAYER)));
afterEach(() => {
  jest.restoreAllMocks();
  resetStores();
  localStorage.clear();
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
    expect(useDialogsStore.getState().queue[0]).toMatchObject({
      id: 'campaign:friday-spins',
      type: 'curtain',
      props: { sysname: 'friday-spins', preview: false },
    });
    expect(calls).toContainEqual(['popups.get', { sysname: 'friday-spins', preview: false, count: 1 }]);
  });

  it('a named popup the read does not find still opens, as a popup (its content tells what is missing)', async () => {
    serve([]);
    await renderWithProviders(<Popups />, { route: '/gamehall?popup=gone' });
    await waitFor(() => expect(useDialogsStore.getState().queue).toHaveLength(1));
    expect(useDialogsStore.getState().queue[0]).toMatchObject({ id: 'campaign:gone', type: 'popup' });
  });
});

describe('campaign popups closed once stay closed (per player, per campaign, on every device)', () => {
  it('closing one stores when, on the server; the next page offers the next campaign', async () => {
    const stored: Record<string, string> = {};
    const calls = serve([popup('spring-welcome', { frequency: 'once' }, 1), popup('friday-spins', {}, 2)], stored);
    await renderWithProviders(<Popups />, { route: '/' });
    await waitFor(() => expect(useDialogsStore.getState().queue).toHaveLength(1));
    expect(useDialogsStore.getState().queue[0]).toMatchObject({ id: 'campaign:spring-welcome' });
    act(() => void useDialogsStore.getState().close());
    await waitFor(() => expect(calls.some(([m]) => m === 'storage.set')).toBe(true));
    expect(Object.keys(JSON.parse(stored.campaign_popups_closed_7 ?? '{}'))).toEqual(['1']);
  });

  it('a popup closed on another device is not opened again; the next live one is', async () => {
    serve([popup('spring-welcome', {}, 1), popup('friday-spins', {}, 2)], { campaign_popups_closed_7: JSON.stringify({ '1': Date.now() - 1000 }) });
    await renderWithProviders(<Popups />, { route: '/' });
    await waitFor(() => expect(useDialogsStore.getState().queue).toHaveLength(1));
    expect(useDialogsStore.getState().queue[0]).toMatchObject({ id: 'campaign:friday-spins' });
  });

  it('a named popup opens on demand even when closed before', async () => {
    serve([popup('spring-welcome', {}, 1)], { campaign_popups_closed_7: JSON.stringify({ '1': Date.now() }) });
    await renderWithProviders(<Popups />, { route: '/gamehall?popup=spring-welcome' });
    await waitFor(() => expect(useDialogsStore.getState().queue).toHaveLength(1));
    expect(useDialogsStore.getState().queue[0]).toMatchObject({ id: 'campaign:spring-welcome' });
  });
});

describe('no marketing popup over money, identity and safety pages, nor over another dialog', () => {
  it('asks for none on the payment success page', async () => {
    const calls = serve([popup('spring-welcome')]);
    await renderWithProviders(<Popups />, { route: '/ru/cashier/paysuccess/5' });
    await waitFor(() => expect(calls.some(([m]) => m === 'storage.get')).toBe(true));
    expect(calls.map(([m]) => m)).not.toContain('popups.get');
    expect(useDialogsStore.getState().queue).toHaveLength(0);
  });

  it('skips the page while another dialog is open', async () => {
    const calls = serve([popup('spring-welcome')]);
    act(() => void useDialogsStore.getState().open({ id: 'code', component: 'profile:code-confirm' }));
    await renderWithProviders(<Popups />, { route: '/' });
    await waitFor(() => expect(calls.map(([m]) => m)).toContain('popups.get'));
    await act(async () => {});
    expect(useDialogsStore.getState().queue.map((d) => d.id)).toEqual(['code']);
  });

  it('an open popup gives way, unremembered, to a dialog opened over it', async () => {
    const calls = serve([popup('spring-welcome')]);
    await renderWithProviders(<Popups />, { route: '/' });
    await waitFor(() => expect(useDialogsStore.getState().queue).toHaveLength(1));
    act(() => void useDialogsStore.getState().open({ id: 'code', component: 'profile:code-confirm' }));
    expect(useDialogsStore.getState().queue.map((d) => d.id)).toEqual(['code']);
    expect(calls.map(([m]) => m)).not.toContain('storage.set');
  });
});

describe('closures kept in this browser and on the server alike', () => {
  it("one this browser knows and the server does not is sent; the server's is kept here", async () => {
    localStorage.setItem('campaign_popups_closed_7', JSON.stringify({ '2': 50 }));
    const stored: Record<string, string> = { campaign_popups_closed_7: JSON.stringify({ '1': 40 }) };
    serve([popup('spring-welcome', {}, 1), popup('friday-spins', {}, 2)], stored);
    await renderWithProviders(<Popups />, { route: '/' });
    await waitFor(() => expect(JSON.parse(stored.campaign_popups_closed_7 ?? '{}')).toEqual({ '1': 40, '2': 50 }));
    expect(JSON.parse(localStorage.getItem('campaign_popups_closed_7') ?? '{}')).toEqual({ '1': 40, '2': 50 });
    await act(async () => {});
    expect(useDialogsStore.getState().queue).toHaveLength(0);
  });

  it("another player's closures in this browser are not theirs", async () => {
    localStorage.setItem('campaign_popups_closed_8', JSON.stringify({ '1': 50 }));
    serve([popup('spring-welcome', {}, 1)]);
    await renderWithProviders(<Popups />, { route: '/' });
    await waitFor(() => expect(useDialogsStore.getState().queue).toHaveLength(1));
  });

  it('a new player with nothing closed writes nothing', async () => {
    const calls = serve([popup('spring-welcome', {}, 1)]);
    await renderWithProviders(<Popups />, { route: '/' });
    await waitFor(() => expect(useDialogsStore.getState().queue).toHaveLength(1));
    expect(calls.map(([m]) => m)).not.toContain('storage.set');
    expect(localStorage.getItem('campaign_popups_closed_7')).toBeNull();
  });
});
