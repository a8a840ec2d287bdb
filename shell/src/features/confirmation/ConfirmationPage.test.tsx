import { screen } from '@testing-library/react';
import { Route, Routes } from '@casino/shared';
import { createFakeFetch, renderWithProviders, type FakeRoutes } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { ConfirmationPage } from './ConfirmationPage';
import { ConfirmationSuccessPage } from './SuccessPage';

const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
});

const PROFILE = (phone: object | null) => ({ data: { contacts: { email: null, phone } } });
const PHONE = { value: '998901234567', phone_country_code: '998', is_confirmed: false, is_subscribed: false };

async function open(route: string, routes: FakeRoutes, locale: 'uz' | 'ru' = 'uz') {
  const fake = createFakeFetch(routes);
  globalThis.fetch = fake.fetch;
  const base = locale === 'ru' ? '/ru' : '';
  const page = await renderWithProviders(
    <Routes>
      <Route path={`${base}/confirmation`} element={<ConfirmationPage />} />
      <Route path={`${base}/confirmation/success`} element={<ConfirmationSuccessPage />} />
      <Route path={`${base}/profile/contacts`} element={<p>contacts page</p>} />
    </Routes>,
    { route, locale, translations: { shell: locale === 'uz' ? uz : ru } },
  );
  return { ...page, fake };
}

describe('/confirmation', () => {
  it('sends a code to the phone, refuses a wrong one, confirms and leads to the success page and back to a safe redirectUrl', async () => {
    const { user, fake } = await open('/confirmation?contact=phone&redirectUrl=%2Fcashier%2Fwithdraw', {
      'account.getprofileinfo': PROFILE(PHONE),
      'account.sendconfirmationtocontact': { data: { resend_time: 60 } },
      'account.confirmContact': [{ error: { type: 'InvalidParameterException', fields: { code: 'Code is invalid' } } }, { data: 1 }],
    });
    expect(await screen.findByText(/\+998901234567/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: uz.confirmation.send }));
    expect(await screen.findByRole('button', { name: /Qayta yuborish 60 s/ })).toBeDisabled();
    expect(fake.callsTo('account.sendconfirmationtocontact')[0]!.body).toMatchObject({ contact: 'phone' });

    const code = screen.getByRole('textbox', { name: /Tasdiqlash kodi/ });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: uz.confirmation.confirm }));
    expect(await screen.findByText(uz.confirmation.codeFormat)).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: uz.confirmation.confirm }));
    expect(await screen.findByText('SMS kodi notoʻgʻri')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: uz.confirmation.confirm }));
    expect(await screen.findByRole('heading', { level: 1, name: uz.confirmation.success.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: uz.confirmation.success.back })).toHaveAttribute('href', '/cashier/withdraw');
    expect(fake.callsTo('account.confirmContact')[1]!.body).toMatchObject({ contact: 'phone', code: '654321' });
  });

  it('success page without a safe redirectUrl leads to the contacts page (ru)', async () => {
    await open('/ru/confirmation/success?contact=email&redirectUrl=%2F%2Fevil.example', {}, 'ru');
    expect(screen.getByRole('heading', { level: 1, name: ru.confirmation.success.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ru.confirmation.toContacts })).toHaveAttribute('href', '/ru/profile/contacts');
  });

  it('without a contact, offers both and keeps the way back in their links', async () => {
    await open('/confirmation?redirectUrl=%2Fcashier%2Fwithdraw', {});
    expect(screen.getByRole('link', { name: uz.confirmation.contact.email })).toHaveAttribute(
      'href',
      '/confirmation?contact=email&redirectUrl=%2Fcashier%2Fwithdraw',
    );
    expect(screen.getByRole('link', { name: uz.confirmation.contact.phone })).toHaveAttribute(
      'href',
      '/confirmation?contact=phone&redirectUrl=%2Fcashier%2Fwithdraw',
    );
  });

  it('a contact confirmed already leads straight back to the redirectUrl (ru)', async () => {
    await open(
      '/ru/confirmation?contact=phone&redirectUrl=%2Fcashier%2Fwithdraw',
      { 'account.getprofileinfo': PROFILE({ ...PHONE, is_confirmed: true }) },
      'ru',
    );
    expect(await screen.findByText(ru.confirmation.already.phone)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ru.confirmation.success.back })).toHaveAttribute('href', '/ru/cashier/withdraw');
  });

  it('says when the contact is missing, and offers a retry when loading fails', async () => {
    await open('/confirmation?contact=phone', { 'account.getprofileinfo': PROFILE(null) });
    expect(await screen.findByText(uz.confirmation.missing.phone)).toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    const { user } = await open('/confirmation?contact=phone', { 'account.getprofileinfo': [{ networkError: true }, PROFILE(PHONE)] });
    await user.click(await screen.findByRole('button', { name: uz.confirmation.retry }));
    expect(await screen.findByRole('button', { name: uz.confirmation.send })).toBeInTheDocument();
  });
});
