import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useNavigate, useSessionStore, type AccountInfo } from '@casino/shared';
import { renderWithProviders, resetStores } from '@casino/shared/testing';
import { api } from '../../platform/api';
import { resetPlayerStorage } from '../../platform/player-storage';
import uz from '../../i18n/uz.json';
import Hints from './Hints';

jest.mock('../../platform/api', () => ({ api: { call: jest.fn() } }));
const call = api.call as jest.Mock;

const zero = { amount: 0, currency: 'USD' };
const player: AccountInfo = {
  uid: 100001,
  reg_time: Math.floor(Date.now() / 1000) - 3600,
  login: 'player@example.org',
  fakename: null,
  is_subscribed: false,
  balance_main: zero,
  balance_bonus: zero,
  balance_betting_bonus: zero,
  balance_fun: zero,
  is_on_verification: false,
  is_verified: false,
  is_kyc_block_enabled: false,
  is_registration_completed: true,
  country_code: null,
  locale: 'uz',
  two_factor_auth: false,
};
const KEY = 'confirm_sent_100001';
const CONFIRM = 'Elektron pochtangizni tasdiqlang — bu hisobingizni himoya qiladi.';
const REGISTRATION = 'Xush kelibsiz! Birinchi depozitni kiriting va oʻyinni boshlang.';

/** The server: no deposit yet, the e-mail unconfirmed, and the confirm-sent marker as `stored` says now. */
function serve(stored: { value: string | null }) {
  call.mockImplementation((method: string, params: { key?: string }) => {
    if (method === 'cashier.gethistory') return Promise.resolve({ items: [], total: 0 });
    if (method === 'account.getprofileinfo')
      return Promise.resolve({ contacts: { email: { value: player.login, is_confirmed: false, is_subscribed: false }, phone: null } });
    if (method === 'storage.get') return Promise.resolve({ key: params.key, value: stored.value });
    return Promise.reject(new Error(`unexpected ${method}`));
  });
}

let go: (to: string) => void = () => {};
function Navigator() {
  const navigate = useNavigate();
  go = (to) => void navigate(to);
  return null;
}

const page = (
  <Routes>
    <Route
      path="*"
      element={
        <>
          <Navigator />
          <Hints />
        </>
      }
    />
  </Routes>
);

/** Lets the answers of the mocked server arrive (three rounds: deposits and contacts, then the marker). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
  });

async function open() {
  act(() => useSessionStore.getState().setAccount(player));
  await act(async () => {
    await renderWithProviders(page, { route: '/', translations: { shell: uz } });
  });
  await settle();
}

const storageReads = () => call.mock.calls.filter(([method]) => method === 'storage.get');

beforeEach(() => {
  localStorage.clear();
  resetPlayerStorage();
  call.mockReset();
});
afterEach(() => resetStores());

describe('the confirm-contact hint and the confirm-sent marker (spec §4, storage.get)', () => {
  it('asks the server for the marker before it shows, and shows while there is none', async () => {
    serve({ value: null });
    await open();
    expect(await screen.findByText(CONFIRM)).toBeInTheDocument();
    expect(storageReads()[0]?.slice(0, 2)).toEqual(['storage.get', { key: KEY }]);
  });

  it('stays away when the code was sent from another device', async () => {
    serve({ value: '1767225600000' });
    await open();
    expect(await screen.findByText(REGISTRATION)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(KEY)).toBe('1767225600000'));
    expect(screen.queryByText(CONFIRM)).toBeNull();
  });

  it('asks again on the next page, and goes once the marker arrived there', async () => {
    const stored = { value: null as string | null };
    serve(stored);
    await open();
    expect(await screen.findByText(CONFIRM)).toBeInTheDocument();
    const before = storageReads().length;
    stored.value = '1767225600000';
    act(() => go('/gamehall'));
    await settle();
    await waitFor(() => expect(screen.queryByText(CONFIRM)).toBeNull());
    expect(storageReads().length).toBe(before + 1);
    expect(screen.getByText(REGISTRATION)).toBeInTheDocument();
  });

  it('asks no more once the marker is known here', async () => {
    localStorage.setItem(KEY, '1767225600000');
    serve({ value: null });
    await open();
    expect(await screen.findByText(REGISTRATION)).toBeInTheDocument();
    act(() => go('/gamehall'));
    await settle();
    expect(await screen.findByText(REGISTRATION)).toBeInTheDocument();
    expect(storageReads()).toEqual([]);
    expect(screen.queryByText(CONFIRM)).toBeNull();
  });
});
