import { screen, waitFor } from '@testing-library/react';
import { useSessionStore, useToastsStore } from '@casino/shared';
import { resetStores } from '@casino/shared/testing';
import { captureTelegramLaunch } from '../launch';
import { AuthPanel } from './AuthPanel';
import { account, fakeServer, renderAuth, seedConfig } from './testing';

let server: ReturnType<typeof fakeServer>;
afterEach(() => {
  server?.restore();
  resetStores();
  sessionStorage.clear();
});

const user = { id: 5550001, first_name: 'Ann', username: 'ann_tg', language_code: 'uz' };
const initData = new URLSearchParams({ query_id: 'AAH', user: JSON.stringify(user), auth_date: '1700000000', hash: 'ab'.repeat(32) }).toString();

describe('Telegram mini-app registration (spec §1, §8)', () => {
  beforeEach(() => captureTelegramLaunch(`#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=7.0`));

  it('sends is_tg, id, username, hash, language_code and the init data', async () => {
    seedConfig();
    server = fakeServer({ 'auth.registerTelegram': { data: account({ login: 'telegram_5550001', is_registration_completed: false }) } });
    const { user: u } = await renderAuth(<AuthPanel initialView="registration" />);
    await u.click(screen.getByRole('button', { name: 'Telegram orqali roʻyxatdan oʻtish' }));
    await waitFor(() => expect(useSessionStore.getState().account?.login).toBe('telegram_5550001'));
    expect(server.callsTo('auth.registerTelegram')[0]!.body).toEqual({
      is_tg: '1',
      id: '5550001',
      username: 'ann_tg',
      hash: 'ab'.repeat(32),
      language_code: 'uz',
      payload: initData,
    });
    expect(server.navigations[0]).toBe('/?register=success');
  });

  it('a refusal shows the server wrong-registration text in an error toast', async () => {
    seedConfig({ locale: 'ru' });
    const text = 'Не удалось зарегистрироваться через Telegram: данные не прошли проверку. Откройте приложение заново.';
    server = fakeServer({ 'auth.registerTelegram': { error: { type: 'InvalidParameterException', message: text, fields: { payload: text } } } });
    const { user: u } = await renderAuth(<AuthPanel initialView="registration" />, { locale: 'ru' });
    await u.click(screen.getByRole('button', { name: 'Зарегистрироваться через Telegram' }));
    await waitFor(() => expect(useToastsStore.getState().toasts).toEqual([expect.objectContaining({ text, type: 'error' })]));
    expect(useSessionStore.getState().account).toBeNull();
  });
});
