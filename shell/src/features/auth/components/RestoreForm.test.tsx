import { screen, waitFor } from '@testing-library/react';
import { resetStores } from '@casino/shared/testing';
import { AuthPanel } from './AuthPanel';
import { fakeServer, renderAuth, seedConfig } from './testing';

let server: ReturnType<typeof fakeServer>;
afterEach(() => {
  server?.restore();
  resetStores();
});

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('password restore', () => {
  it('sends a code to the login, sets the new password with it, then offers sign-in with the login filled in', async () => {
    seedConfig();
    server = fakeServer({
      'auth.restore': (call) =>
        call.body.code === '000000' ? { error: { type: 'InvalidParameterException', message: 'Time expired', fields: { code: 'Time expired' } } } : { data: 1 },
    });
    const { user } = await renderAuth(<AuthPanel initialView="login" />);
    await user.type(field(/^Elektron pochta yoki telefon/), 'player@example.org');
    await user.click(screen.getByRole('button', { name: 'Parolni unutdingizmi?' }));

    expect(screen.getByRole('heading', { name: 'Parolni tiklash' })).toBeInTheDocument();
    expect(field(/^Elektron pochta yoki telefon/)).toHaveValue('player@example.org');
    await user.click(screen.getByRole('button', { name: 'Kod yuborish' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Agar player@example.org roʻyxatdan oʻtgan boʻlsa, unga kod yubordik.');
    expect(server.callsTo('auth.restore')[0]!.body).toEqual({ login: 'player@example.org' });
    expect(screen.getByRole('button', { name: /Kodni 1:00 dan soʻng/ })).toBeDisabled();

    await user.type(field(/^Kod/), '000000');
    await user.type(field(/^Yangi parol/), 'newpass12');
    await user.click(screen.getByRole('button', { name: 'Yangi parolni saqlash' }));
    expect(await screen.findByText('Kodning amal qilish muddati tugadi. Yangi kod soʻrang.')).toBeInTheDocument();

    await user.clear(field(/^Kod/));
    await user.type(field(/^Kod/), '123456');
    await user.click(screen.getByRole('button', { name: 'Yangi parolni saqlash' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Hisobga kirish' })).toBeInTheDocument());
    expect(server.callsTo('auth.restore').at(-1)!.body).toEqual({ login: 'player@example.org', code: '123456', password: 'newpass12' });
    expect(screen.getByRole('status')).toHaveTextContent('Parol oʻzgartirildi. Yangi parol bilan kiring.');
    expect(field(/^Elektron pochta yoki telefon/)).toHaveValue('player@example.org');
  });

  it('goes back to sign-in', async () => {
    seedConfig();
    server = fakeServer();
    const { user } = await renderAuth(<AuthPanel initialView="restore" />);
    await user.click(screen.getByRole('button', { name: 'Kirishga qaytish' }));
    expect(screen.getByRole('tab', { name: 'Kirish' })).toHaveAttribute('aria-selected', 'true');
  });
});
