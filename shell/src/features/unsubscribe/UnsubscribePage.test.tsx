import { screen } from '@testing-library/react';
import { Route, Routes, type Locale } from '@casino/shared';
import { createFakeFetch, renderWithProviders, type FakeRoutes } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { UnsubscribePage } from './UnsubscribePage';

const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
});

const TOKEN = '7.e.1900000000.abcdefghijk.' + 'x'.repeat(43);

async function open(route: string, routes: FakeRoutes, locale: Locale = 'uz') {
  const fake = createFakeFetch(routes);
  globalThis.fetch = fake.fetch;
  const page = await renderWithProviders(
    <Routes>
      <Route path={locale === 'ru' ? '/ru/unsubscribe' : '/unsubscribe'} element={<UnsubscribePage />} />
    </Routes>,
    { route, locale, translations: { shell: locale === 'uz' ? uz : ru } },
  );
  return { ...page, fake };
}

describe('/unsubscribe', () => {
  it('sends the link’s token, without a session, and says the e-mail is unsubscribed', async () => {
    const { fake } = await open(`/unsubscribe?token=${encodeURIComponent(TOKEN)}`, { 'account.unsubscribe': { data: { contact: 'email' } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Obunani bekor qilish' })).toBeInTheDocument();
    expect(await screen.findByText(uz.unsubscribe.done.email)).toHaveAttribute('role', 'status');
    expect(fake.callsTo('account.unsubscribe')[0]!.body).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Bosh sahifaga' })).toHaveAttribute('href', '/');
  });

  it('ru: a forged or expired link is refused with its text and the way to the contacts', async () => {
    await open(
      `/ru/unsubscribe?token=${TOKEN}`,
      { 'account.unsubscribe': { error: { type: 'InvalidParameterException', message: 'Link has expired', fields: { token: 'Link has expired' } } } },
      'ru',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка неверна или устарела.');
    expect(screen.getByRole('heading', { level: 1, name: 'Отписка' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти к контактам' })).toHaveAttribute('href', '/ru/profile/contacts');
  });

  it('a link without a token asks nothing of the server', async () => {
    const { fake } = await open('/unsubscribe', {});
    expect(screen.getByRole('alert')).toHaveTextContent(uz.unsubscribe.invalid.text);
    expect(fake.calls).toHaveLength(0);
  });

  it('offers a retry when the server could not answer', async () => {
    const { user, fake } = await open(`/unsubscribe?token=${TOKEN}`, {
      'account.unsubscribe': [{ status: 502, text: 'Bad gateway' }, { data: { contact: 'phone' } }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(uz.unsubscribe.failed.text);
    await user.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByText(uz.unsubscribe.done.phone)).toHaveAttribute('role', 'status');
    expect(fake.callsTo('account.unsubscribe')).toHaveLength(2);
  });
});
