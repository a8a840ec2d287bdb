import type { MessagesMap } from '@casino/shared/validation';
import { act, screen, waitFor } from '@testing-library/react';
import { useConfigStore, useSessionStore, type AccountInfo } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import { SecurityPage } from './SecurityPage';
import { issuesOf } from '../../testing/schema';
import { fakeNameSchema, passwordChangeSchema, twoFactorCodeSchema, type PasswordValues } from './rules';
import app from '../../app';

let profile: RemoteUnderTest | undefined;
afterEach(() => {
  profile?.stop();
  resetStores();
});

const signIn = (two_factor_auth = false) =>
  act(() => useSessionStore.getState().setAccount({ uid: 7, login: 'a@example.org', fakename: 'Aziz', two_factor_auth } as AccountInfo));

const validatePasswordChange = (values: PasswordValues, messages: MessagesMap) => issuesOf(passwordChangeSchema(messages), values);
const validateFakeName = (fakename: string, messages: MessagesMap) => issuesOf(fakeNameSchema(messages), { fakename });
const validateCode = (code: string, messages: MessagesMap) => issuesOf(twoFactorCodeSchema(messages), { code });

describe('security rules (spec §5)', () => {
  it('check the new password, its repeat, the fake name and the code', () => {
    expect(validatePasswordChange({ old_password: '', password: 'abc', password_confirmation: 'abd' }, {})).toEqual({
      old_password: 'Field is required',
      password: 'Min length is 6',
      password_confirmation: expect.any(String),
    });
    expect(validatePasswordChange({ old_password: 'x', password: 'secret12', password_confirmation: 'secret13' }, {})).toEqual({
      password_confirmation: 'Same as field',
    });
    expect(validateFakeName('abc', {})).toEqual({ fakename: 'Min length is 4' });
    expect(validateFakeName('ab c!', {})).toEqual({ fakename: 'Wrong fake name' });
    expect(validateFakeName('a'.repeat(33), {})).toEqual({ fakename: 'Max length is 32' });
    expect(validateFakeName('Aziz2024', {})).toEqual({});
    expect(validateCode('12345', {}).code).toBeTruthy();
    expect(validateCode('123456', {})).toEqual({});
  });
});

describe('the security page', () => {
  it('changes the password and tells a wrong current one', async () => {
    profile = await startRemoteForTest(app, {
      api: {
        'account.changepassword': [
          { error: { type: 'InvalidParameterException', message: 'Invalid', fields: { old_password: 'Wrong password' } } },
          { data: 1 },
        ],
      },
    });
    signIn();
    const { user } = await profile!.render(<SecurityPage />, { route: '/profile/security' });
    // Nothing typed: every field is asked for, the cursor in the first, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Parolni oʻzgartirish' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(3);
    expect(screen.getByLabelText(/Joriy parol/)).toHaveFocus();
    expect(profile!.callsTo('account.changepassword')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Joriy parol/), 'wrong1');
    await user.type(screen.getByLabelText(/^Yangi parol( \*)?$/), 'secret34');
    await user.type(screen.getByLabelText(/Yangi parolni takrorlang/), 'secret34');
    await user.click(screen.getByRole('button', { name: 'Parolni oʻzgartirish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Joriy parol notoʻgʻri');
    expect(screen.getByLabelText(/Joriy parol/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Joriy parol/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Parolni oʻzgartirish' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Parol oʻzgartirildi');
    expect(profile!.callsTo('account.changepassword')[1]!.body).toEqual({ old_password: 'wrong1', password: 'secret34', password_confirmation: 'secret34' });
  });

  it('turns two-factor sign-in on with the code sent; a wrong code is marked on its field', async () => {
    profile = await startRemoteForTest(app, {
      api: {
        'account.changeTwoFactorAuth': { data: { resend_time: 60 } },
        'account.confirmTwoFactorAuth': [
          { error: { type: 'InvalidParameterException', message: 'Invalid', fields: { code: 'Code is invalid' } } },
          { data: 1 },
        ],
      },
    });
    signIn();
    const { user } = await profile!.render(<SecurityPage />, { route: '/profile/security' });
    await user.click(screen.getByRole('button', { name: 'Yoqish' }));
    const code = await screen.findByRole('textbox', { name: /Xabardagi kod/ });
    expect(code).toHaveFocus();
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByText('Min length is 6')).toBeInTheDocument();
    expect(profile!.callsTo('account.confirmTwoFactorAuth')).toHaveLength(0);
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('Kod notoʻgʻri');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByText('Ikki bosqichli kirish yoqildi.')).toBeInTheDocument();
    expect(useSessionStore.getState().account?.two_factor_auth).toBe(true);
    expect(screen.getByRole('button', { name: 'Oʻchirish' })).toBeInTheDocument();
  });

  it('hides two-factor when the operator switches it off, and saves a fake name in Russian', async () => {
    profile = await startRemoteForTest(app, { locale: 'ru', api: { 'account.changefakename': { data: 1 } } });
    signIn();
    act(() => useConfigStore.getState().setConfig({ 'prazer-config': { features: { twoFactorAuth: false } } }));
    const { user } = await profile!.render(<SecurityPage />, { route: '/ru/profile/security' });
    expect(screen.queryByRole('heading', { name: 'Двухфакторная авторизация' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Псевдоним/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Сохранить псевдоним' }));
    expect(await screen.findByText('Min length is 4')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Псевдоним/ }), 'd');
    await user.click(screen.getByRole('button', { name: 'Сохранить псевдоним' }));
    await waitFor(() => expect(useSessionStore.getState().account?.fakename).toBe('abcd'));
    expect(screen.getByRole('status')).toHaveTextContent('Псевдоним сохранён.');
  });
});
