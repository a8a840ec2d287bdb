import { act, screen, within } from '@testing-library/react';
import { useConfigStore } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { ContactsPage } from './ContactsPage';

const PHONE_SETTINGS = {
  data: {
    country_codes: [
      { country: 'UZ', code: '998' },
      { country: 'KZ', code: '7' },
    ],
    default_country: 'UZ',
  },
};
const profile = (contacts: object) => ({ data: { first_name: null, last_name: null, contacts: { email: null, phone: null, ...contacts } } });
const PHONE_MASKS = { '998': '+998 ## ###-##-##', '7': '+7 (###) ###-##-##' };
const EMAIL = { value: 'player@mail.uz', is_confirmed: false, is_subscribed: false };

let profileRemote: RemoteUnderTest;
afterEach(() => {
  profileRemote.stop();
  resetStores();
});

const card = (name: string) => screen.getByRole('region', { name });

describe('/profile/contacts', () => {
  it('sends a code, refuses a wrong one with the spec text, confirms with the right one', async () => {
    profileRemote = await startRemoteForTest(app, {
      api: {
        'account.getprofileinfo': profile({ email: EMAIL }),
        'account.getContactPhoneSettings': PHONE_SETTINGS,
        'account.sendconfirmationtocontact': { data: { resend_time: 60 } },
        'account.confirmContact': [{ error: { type: 'InvalidParameterException', fields: { code: 'Code is invalid' } } }, { data: 1 }],
      },
    });
    const { user } = await profileRemote.render(<ContactsPage />);
    expect(await screen.findByText('player@mail.uz')).toBeInTheDocument();
    const email = card(uz.contacts.email.label);
    expect(within(email).getByText(uz.contacts.notConfirmed)).toBeInTheDocument();
    await user.click(within(email).getByRole('button', { name: uz.contacts.send }));
    expect(await within(email).findByRole('button', { name: /Qayta yuborish 60 s/ })).toBeDisabled();
    expect(profileRemote.callsTo('account.sendconfirmationtocontact')[0]!.body).toMatchObject({ contact: 'email' });

    const code = within(email).getByRole('textbox', { name: /Tasdiqlash kodi/ });
    await user.type(code, '123');
    await user.click(within(email).getByRole('button', { name: uz.contacts.confirm }));
    expect(await within(email).findByText('Min length is 6')).toBeInTheDocument();
    expect(profileRemote.callsTo('account.confirmContact')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(within(email).getByRole('button', { name: uz.contacts.confirm }));
    expect(await within(email).findByText('Elektron pochtadan kelgan kod notoʻgʻri')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(email).getByRole('button', { name: uz.contacts.confirm }));
    expect(await within(email).findByText(uz.contacts.isConfirmed)).toBeInTheDocument();
    expect(profileRemote.callsTo('account.confirmContact')[1]!.body).toMatchObject({ contact: 'email', code: '654321' });
  });

  it('adds a phone under the chosen country code; a refused number shows the spec text (ru)', async () => {
    profileRemote = await startRemoteForTest(app, {
      locale: 'ru',
      api: {
        'account.getprofileinfo': [
          profile({ email: EMAIL }),
          profile({ email: EMAIL, phone: { value: '77011234567', phone_country_code: '7', is_confirmed: false, is_subscribed: false } }),
        ],
        'account.getContactPhoneSettings': PHONE_SETTINGS,
        'account.addcontact': [{ error: { type: 'InvalidParameterException', fields: { contact: 'Wrong phone format' } } }, { data: 1 }],
      },
    });
    const { user } = await profileRemote.render(<ContactsPage />);
    const phone = await screen.findByRole('region', { name: ru.contacts.phone.label });
    expect(within(phone).getByText(ru.contacts.phone.none)).toBeInTheDocument();
    await user.click(within(phone).getByRole('button', { name: ru.contacts.save }));
    expect(within(phone).getByRole('textbox', { name: /Номер телефона/ })).toHaveFocus();
    expect(profileRemote.callsTo('account.addcontact')).toHaveLength(0);
    await user.selectOptions(within(phone).getByRole('combobox', { name: ru.contacts.phone.country }), 'KZ');
    await user.type(within(phone).getByRole('textbox', { name: /Номер телефона/ }), '7011234567');
    await user.click(within(phone).getByRole('button', { name: ru.contacts.save }));
    expect(await within(phone).findByText(ru.contacts.errors.phone)).toBeInTheDocument();
    await user.click(within(phone).getByRole('button', { name: ru.contacts.save }));
    expect(await within(phone).findByText('+77011234567')).toBeInTheDocument();
    expect(profileRemote.callsTo('account.addcontact')[1]!.body).toEqual({ contact: '77011234567', phone_country_code: '7' });
  });

  it('formats the number with the country’s mask from forms-config as it is typed, pasted and the country changes', async () => {
    profileRemote = await startRemoteForTest(app, {
      api: {
        'account.getprofileinfo': [
          profile({ email: EMAIL }),
          profile({ email: EMAIL, phone: { value: '998901234567', phone_country_code: '998', is_confirmed: false, is_subscribed: false } }),
        ],
        'account.getContactPhoneSettings': PHONE_SETTINGS,
        'account.addcontact': { data: 1 },
      },
    });
    act(() => useConfigStore.getState().setConfig({ 'forms-config': { profileSettings: [{ name: 'phone', mask: PHONE_MASKS }] } }));
    const { user } = await profileRemote.render(<ContactsPage />);
    const phone = await screen.findByRole('region', { name: uz.contacts.phone.label });
    const input = within(phone).getByRole('textbox', { name: /Telefon raqami/ }) as HTMLInputElement;
    await user.type(input, '9012345');
    expect(input).toHaveValue('90 123-45');
    await user.selectOptions(within(phone).getByRole('combobox', { name: uz.contacts.phone.country }), 'KZ');
    expect(input).toHaveValue('(901) 234-5');
    await user.selectOptions(within(phone).getByRole('combobox', { name: uz.contacts.phone.country }), 'UZ');
    await user.tripleClick(input);
    await user.paste('+998 90 123 45 67');
    expect(input).toHaveValue('90 123-45-67');
    expect(input.selectionStart).toBe(12);
    await user.click(within(phone).getByRole('button', { name: uz.contacts.save }));
    expect(await within(phone).findByText('+998901234567')).toBeInTheDocument();
    expect(profileRemote.callsTo('account.addcontact')[0]!.body).toEqual({ contact: '998901234567', phone_country_code: '998' });
  });

  it('subscribes and unsubscribes a contact', async () => {
    profileRemote = await startRemoteForTest(app, {
      api: {
        'account.getprofileinfo': profile({ email: { ...EMAIL, is_confirmed: true } }),
        'account.getContactPhoneSettings': PHONE_SETTINGS,
        'account.changeSubscription': { data: 1 },
      },
    });
    const { user } = await profileRemote.render(<ContactsPage />);
    const box = await screen.findByRole('checkbox', { name: uz.contacts.email.subscribe });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await screen.findByRole('checkbox', { name: uz.contacts.email.subscribe, checked: true })).toBeInTheDocument();
    await user.click(box);
    expect(await screen.findByRole('checkbox', { name: uz.contacts.email.subscribe, checked: false })).toBeInTheDocument();
    expect(profileRemote.callsTo('account.changeSubscription').map((c) => c.body.subscription)).toEqual(['1', '0']);
  });

  it('shows the empty state, and an error with a retry that loads again', async () => {
    profileRemote = await startRemoteForTest(app, {
      api: { 'account.getprofileinfo': [{ networkError: true }, profile({})], 'account.getContactPhoneSettings': PHONE_SETTINGS },
    });
    const { user } = await profileRemote.render(<ContactsPage />);
    await user.click(await screen.findByRole('button', { name: uz.contacts.retry }));
    expect(await screen.findByText(uz.contacts.empty)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Elektron pochta manzili/ })).toBeInTheDocument();
  });
});
