import { act } from '@testing-library/react';
import { bus, useDialogsStore, useSessionStore, type GeneralInfo } from '@casino/shared';
import { resetStores, setupTestI18n } from '@casino/shared/testing';
import { account, fakeServer, seedConfig, STRINGS } from './components/testing';
import { finishAuth, setAuthNavigator, setLeaveSite } from './flow';

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await setupTestI18n('uz', { shell: STRINGS.uz });
  seedConfig();
});
afterEach(() => {
  server?.restore();
  resetStores();
  localStorage.clear();
});

describe('after sign-in (spec §4)', () => {
  it('closes every auth popup, also one a remote opened through the bus, and leaves other dialogs', async () => {
    server = fakeServer();
    act(() => {
      useDialogsStore.getState().open({ id: 'auth', component: 'auth', props: { view: 'registration' }, preventClose: true });
      useDialogsStore.getState().open({ component: 'casino:games-search' });
      // What the shell's overlays do for `bus.emit('dialog:open', { id: 'auth', … })` of a remote: a generated id.
      useDialogsStore.getState().open({ component: 'auth', props: { view: 'login' } });
    });
    await act(() => finishAuth(account(), { kind: 'login', method: 'password' }));
    expect(useDialogsStore.getState().queue.map((d) => d.component)).toEqual(['casino:games-search']);
    expect(useSessionStore.getState().account?.uid).toBe(100001);
  });

  it('registration clears the remembered show_popup_reg and tells auth:register, not auth:login', async () => {
    server = fakeServer();
    localStorage.setItem('show_popup_reg', '1');
    const login = jest.fn();
    const register = jest.fn();
    const offs = [bus.on('auth:login', login), bus.on('auth:register', register)];
    await act(() => finishAuth(account({ uid: 7 }), { kind: 'register', method: 'password' }));
    expect(register).toHaveBeenCalledWith({ uid: 7 });
    expect(login).not.toHaveBeenCalled();
    expect(localStorage.getItem('show_popup_reg')).toBeNull();
    expect(server.callsTo('campaigns.activateOffer')).toHaveLength(0);
    offs.forEach((off) => off());
  });
});

describe("a sign-in from a partner's link (spec §2 backUrl)", () => {
  const back = encodeURIComponent('https://partner.example/return?order=7');
  let leave: jest.Mock;
  let navigate: jest.Mock;
  let offNavigator: () => void;
  beforeEach(() => {
    server = fakeServer();
    leave = jest.fn();
    navigate = jest.fn();
    setLeaveSite(leave);
    offNavigator = setAuthNavigator(navigate);
    useSessionStore.getState().setGeneral({ return_origins: ['https://partner.example'] } as GeneralInfo);
  });
  afterEach(() => {
    offNavigator();
    window.history.replaceState(null, '', '/');
  });

  it('goes back to the partner when the operator allows its origin', async () => {
    window.history.replaceState(null, '', `/ru?backUrl=${back}`);
    await act(() => finishAuth(account(), { kind: 'login', method: 'password' }));
    expect(leave).toHaveBeenCalledWith('https://partner.example/return?order=7');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays on the site for any other origin, and after a registration', async () => {
    window.history.replaceState(null, '', `/ru?backUrl=${encodeURIComponent('https://partner.example.evil.com/')}`);
    await act(() => finishAuth(account(), { kind: 'login', method: 'password' }));
    window.history.replaceState(null, '', `/gamehall?backUrl=${back}`);
    await act(() => finishAuth(account({ uid: 8 }), { kind: 'register', method: 'password' }));
    expect(leave).not.toHaveBeenCalled();
    expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/', '/gamehall?register=success']);
  });
});
