import { act, screen, waitFor } from '@testing-library/react';
import { bus, useDialogsStore, useSessionStore, useToastsStore } from '@casino/shared';
import { resetStores } from '@casino/shared/testing';
import CompleteRegistrationDialog from './CompleteRegistrationDialog';
import { account, fakeServer, guest, renderAuth, seedConfig } from './testing';

let server: ReturnType<typeof fakeServer>;
afterEach(() => {
  server?.restore();
  resetStores();
  localStorage.clear();
});

describe('registration completion (spec §4)', () => {
  it('asks for currency and terms, completes the registration, closes and activates the promo code', async () => {
    seedConfig();
    localStorage.setItem('promo_code', 'SILK');
    useSessionStore.getState().setAccount(account({ is_registration_completed: false }));
    act(() => void useDialogsStore.getState().open({ id: 'auth-complete', component: 'auth-complete', preventClose: true }));
    server = fakeServer({
      'auth.completeRegistration': { data: account({ is_registration_completed: true, balance_main: { amount: 0, currency: 'EUR' } }) },
      'campaigns.activateOffer': { data: { id: 5 } },
    });
    const { user } = await renderAuth(<CompleteRegistrationDialog />);
    expect(screen.getByRole('heading', { name: 'Roʻyxatdan oʻtishni yakunlang' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Promokod/)).toHaveValue('SILK');
    await user.click(screen.getByRole('button', { name: 'Yakunlash' }));
    expect(await screen.findByRole('checkbox', { name: /Menga 18 yosh/ })).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByLabelText(/^Valyuta/, { selector: 'select' }), 'EUR');
    await user.click(screen.getByRole('checkbox', { name: /Menga 18 yosh/ }));
    await user.click(screen.getByRole('button', { name: 'Yakunlash' }));
    await waitFor(() => expect(server.callsTo('campaigns.activateOffer')).toHaveLength(1));
    expect(server.callsTo('auth.completeRegistration')[0]!.body).toEqual({ currency: 'EUR', terms: '1', is_subscribed: '0', mark_betting: '0' });
    expect(useSessionStore.getState().account?.is_registration_completed).toBe(true);
    expect(useDialogsStore.getState().queue).toEqual([]);
    expect(useToastsStore.getState().toasts[0]?.text).toBe('SILK promokodi faollashtirildi.');
  });

  it('the only other way out is signing out', async () => {
    seedConfig({ locale: 'ru' });
    useSessionStore.getState().setAccount(account({ is_registration_completed: false }));
    server = fakeServer({
      'auth.logout': { data: 1 },
      'account.getInfo': { data: guest() },
      'metadata.getgeneralinfo': { data: useSessionStore.getState().general },
    });
    const loggedOut = jest.fn();
    const off = bus.on('auth:logout', loggedOut);
    const { user } = await renderAuth(<CompleteRegistrationDialog />, { locale: 'ru' });
    await user.click(screen.getByRole('button', { name: 'Выйти из аккаунта' }));
    await waitFor(() => expect(loggedOut).toHaveBeenCalledWith({ reason: 'user' }));
    expect(useSessionStore.getState().account?.uid).toBe(0);
    expect(server.navigations).toEqual(['/ru']);
    off();
  });
});
