import { screen } from '@testing-library/react';
import { Route, Routes, type Locale } from '@casino/shared';
import { createFakeFetch, renderWithProviders, type FakeRoutes } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { SupportPage } from './SupportPage';
import { registerChatOpener } from '../../platform/chat-open';

const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
  jest.restoreAllMocks();
});

const SETTINGS = {
  data: {
    channels: [
      { type: 'chat', value: 'chat', label: 'Chat' },
      { type: 'email', value: 'help@example.com', label: 'help@example.com' },
    ],
    hours: '24/7',
    faq: [{ question: 'How do I deposit?', answer: '<p>In the <b>cashier</b>.</p>' }],
  },
};

async function open(routes: FakeRoutes, locale: Locale = 'uz') {
  const fake = createFakeFetch({ 'support.getsettings': SETTINGS, ...routes });
  globalThis.fetch = fake.fetch;
  const page = await renderWithProviders(
    <Routes>
      <Route path={locale === 'ru' ? '/ru/support' : '/support'} element={<SupportPage />} />
    </Routes>,
    { route: locale === 'ru' ? '/ru/support' : '/support', locale, translations: { shell: locale === 'uz' ? uz : ru } },
  );
  return { ...page, fake };
}

describe('/support', () => {
  it('shows the channels and questions, checks the form, then sends it and confirms', async () => {
    const { user, fake } = await open({ 'support.sendFeedback': { data: { id: 12 } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Yordam' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByText('How do I deposit?')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Ismingiz/ }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: /Elektron pochta/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Yuborish' }));
    expect(screen.getByRole('textbox', { name: /Elektron pochta/ })).toHaveAccessibleDescription(uz.supportPage.errors.email);
    expect(screen.getByRole('textbox', { name: /Elektron pochta/ })).toHaveFocus();
    expect(fake.callsTo('support.sendFeedback')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /Elektron pochta/ }));
    await user.type(screen.getByRole('textbox', { name: /Elektron pochta/ }), 'ann@example.org');
    await user.selectOptions(screen.getByRole('combobox', { name: /Mavzu/ }), 'payments');
    await user.type(screen.getByRole('textbox', { name: /Xabar/ }), 'My deposit did not arrive.');
    await user.click(screen.getByRole('button', { name: 'Yuborish' }));
    expect(await screen.findByRole('status')).toHaveTextContent('№12');
    expect(fake.callsTo('support.sendFeedback')[0]!.body).toEqual({
      name: 'Ann',
      email: 'ann@example.org',
      topic: 'payments',
      message: 'My deposit did not arrive.',
    });
  }, 20_000);

  it('ru: opens the chat, or says it is not there', async () => {
    const { user } = await open({}, 'ru');
    const spy = jest.fn().mockReturnValueOnce(true).mockReturnValueOnce(false);
    registerChatOpener(spy);
    await user.click(await screen.findByRole('button', { name: 'Открыть чат' }));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(ru.supportPage.chatUnavailable)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Открыть чат' }));
    expect(screen.getByRole('status')).toHaveTextContent(ru.supportPage.chatUnavailable);
  });
});
