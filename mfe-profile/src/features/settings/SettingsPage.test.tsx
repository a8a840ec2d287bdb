import { act, screen, waitFor } from '@testing-library/react';
import { useConfigStore } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import { SettingsPage } from './SettingsPage';
import app from '../../app';

const FORM = {
  document_type: 'cpf',
  fields: [
    { name: 'first_name', is_required: true },
    { name: 'last_name', is_required: true },
    { name: 'sex', is_required: false },
    { name: 'birth_date', is_required: true },
    { name: 'document_number', is_required: false },
    { name: 'postcode', is_required: false },
  ],
};
const PROFILE = {
  first_name: 'Dilnoza',
  last_name: null,
  sex: 0,
  birth_date: '1990-05-14',
  document_number: null,
  country: null,
  country_code: null,
  region: null,
  home_town: null,
  address: null,
  postcode: null,
  contacts: { email: null, phone: null },
  document: { type: null, number: null },
};

let profile: RemoteUnderTest;
afterEach(() => {
  profile.stop();
  resetStores();
});

describe('the settings page', () => {
  it('prefills the fields the operator asks for and saves them, then goes back to `from` with a toast of `toastType`', async () => {
    profile = await startRemoteForTest(app, {
      api: { 'Account.getPersonalDataFields': { data: FORM }, 'account.getprofileinfo': { data: PROFILE }, 'account.saveProfileInfo': { data: 1 } },
    });
    const { user } = await profile.render(<SettingsPage />, { route: '/profile/settings?from=%2Fcashier%2Fwithdraw&toastType=info' });
    expect(screen.getByTestId('settings-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Ism/ })).toHaveValue('Dilnoza');
    expect(screen.getByRole('textbox', { name: /Tugʻilgan sana/ })).toHaveValue('14.05.1990');
    expect(screen.getByRole('textbox', { name: /CPF raqami/ })).not.toBeRequired();
    expect(screen.queryByRole('textbox', { name: /Manzil/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(profile.callsTo('account.saveProfileInfo')).toHaveLength(0);
    const last = screen.getByRole('textbox', { name: /Familiya/ });
    expect(last).toHaveFocus();
    await user.type(last, 'Rahimova');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jins' }), 'Ayol');
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(profile.callsTo('account.saveProfileInfo')).toHaveLength(1));
    expect(profile.callsTo('account.saveProfileInfo')[0]!.body).toMatchObject({
      first_name: 'Dilnoza',
      last_name: 'Rahimova',
      sex: '2',
      birth_date: '1990-05-14',
      document_type: 'cpf',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Maʼlumotlar saqlandi');
    expect(profile.events).toContainEqual({ event: 'toast:show', payload: { text: 'Maʼlumotlar saqlandi', type: 'info' } });
    expect(profile.navigations).toEqual(['/cashier/withdraw']);
  });

  it('formats the birth date and the CPF number with the masks of forms-config and saves what the server takes', async () => {
    profile = await startRemoteForTest(app, {
      api: {
        'Account.getPersonalDataFields': { data: FORM },
        'account.getprofileinfo': { data: { ...PROFILE, last_name: 'Rahimova', document: { type: 'cpf', number: '12345678909' } } },
        'account.saveProfileInfo': { data: 1 },
      },
    });
    act(() =>
      useConfigStore.getState().setConfig({
        'forms-config': {
          profileSettings: [
            { name: 'birth_date', mask: '##.##.####' },
            { name: 'document_number', mask: { cpf: '###.###.###-##' } },
          ],
        },
      }),
    );
    const { user } = await profile.render(<SettingsPage />);
    const cpf = await screen.findByRole('textbox', { name: /CPF raqami/ });
    expect(cpf).toHaveValue('123.456.789-09');
    const birth = screen.getByRole('textbox', { name: /Tugʻilgan sana/ });
    await user.clear(birth);
    await user.type(birth, '0103x1988');
    expect(birth).toHaveValue('01.03.1988');
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(profile.callsTo('account.saveProfileInfo')).toHaveLength(1));
    expect(profile.callsTo('account.saveProfileInfo')[0]!.body).toMatchObject({
      birth_date: '1988-03-01',
      document_number: '12345678909',
      document_type: 'cpf',
    });
  });

  it('goes back to `from` in Russian too, and stays when `from` is another site', async () => {
    const api = {
      'Account.getPersonalDataFields': { data: FORM },
      'account.getprofileinfo': { data: { ...PROFILE, last_name: 'Рахимова' } },
      'account.saveProfileInfo': { data: 1 },
    };
    profile = await startRemoteForTest(app, { locale: 'ru', api });
    const first = await profile.render(<SettingsPage />, { route: '/ru/profile/settings?from=%2Fru%2Fcashier%2Fwithdraw%3Fmethod%3Dcard' });
    await first.user.click(await screen.findByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(profile.navigations).toEqual(['/cashier/withdraw?method=card']));
    expect(profile.events).toContainEqual({ event: 'toast:show', payload: { text: 'Данные сохранены', type: 'success' } });
    first.unmount();

    const second = await profile.render(<SettingsPage />, { route: '/ru/profile/settings?from=https://evil.example/&toastType=%3Cb%3E' });
    await second.user.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Данные сохранены');
    expect(profile.navigations).toEqual(['/cashier/withdraw?method=card']);
    expect(profile.events.filter((e) => e.event === 'toast:show').at(-1)?.payload).toEqual({ text: 'Данные сохранены', type: 'success' });
  });

  it('puts the server field errors on their fields, and reads operator texts in Russian', async () => {
    profile = await startRemoteForTest(app, {
      locale: 'ru',
      api: {
        'Account.getPersonalDataFields': { data: FORM },
        'account.getprofileinfo': { data: { ...PROFILE, last_name: 'Рахимова' } },
        'account.saveProfileInfo': { error: { type: 'InvalidParameterException', message: 'Invalid', fields: { first_name: 'Wrong symbols in name' } } },
      },
    });
    act(() => useConfigStore.getState().setConfig({ 'forms-config': { messages: { name: 'Недопустимые символы в имени' } } }));
    const { user } = await profile.render(<SettingsPage />, { route: '/ru/profile/settings' });
    await user.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Недопустимые символы в имени')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Имя/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Исправьте отмеченные поля.');
  });

  const OPERATOR_FORM = {
    document_type: 'passport',
    document_types: ['passport', 'id_card'],
    fields: [
      { name: 'first_name', is_required: true },
      { name: 'birth_date', is_required: true },
      { name: 'document_type', is_required: false },
      { name: 'document_number', is_required: false },
      { name: 'country_code', is_required: false },
    ],
  };

  it.each([
    [
      'uz',
      '/profile/settings',
      /Tugʻilgan sana/,
      'Sizga kamida 18 yosh toʻlgan boʻlishi kerak',
      'Hujjat turi',
      ['Tanlanmagan', 'Pasport', 'ID-karta'],
      'Mamlakat',
      ['Tanlanmagan', 'Oʻzbekiston', 'Rossiya'],
      'Saqlash',
    ],
    [
      'ru',
      '/ru/profile/settings',
      /Дата рождения/,
      'Вам должно быть не меньше 18 лет',
      'Тип документа',
      ['Не выбран', 'Паспорт', 'ID-карта'],
      'Страна',
      ['Не выбрана', 'Узбекистан', 'Россия'],
      'Сохранить',
    ],
  ] as const)(
    '(%s) refuses a birth date under the legal age at once, offers the operator’s documents and a list of countries',
    async (locale, route, birthLabel, tooYoung, typeLabel, types, countryLabel, firstCountries, save) => {
      profile = await startRemoteForTest(app, {
        locale,
        api: { 'Account.getPersonalDataFields': { data: OPERATOR_FORM }, 'account.getprofileinfo': { data: PROFILE }, 'account.saveProfileInfo': { data: 1 } },
      });
      const { user } = await profile.render(<SettingsPage />, { route });
      const birth = await screen.findByRole('textbox', { name: birthLabel });
      await user.clear(birth);
      await user.type(birth, '01.01.2012');
      await user.tab();
      expect(await screen.findByText(tooYoung)).toBeInTheDocument();
      expect(birth).toHaveAttribute('aria-invalid', 'true');

      const type = screen.getByRole('combobox', { name: typeLabel });
      expect([...type.querySelectorAll('option')].map((o) => o.textContent)).toEqual(types);
      expect(type).toHaveValue('passport');
      const country = screen.getByRole('combobox', { name: countryLabel });
      const countries = [...country.querySelectorAll('option')];
      expect(countries.slice(0, 3).map((o) => o.textContent)).toEqual(firstCountries);
      expect(countries).toHaveLength(250);

      await user.click(screen.getByRole('button', { name: save }));
      expect(profile.callsTo('account.saveProfileInfo')).toHaveLength(0);
      await user.clear(birth);
      await user.type(birth, '14.05.1990');
      await user.selectOptions(type, 'id_card');
      await user.selectOptions(country, 'RU');
      await user.click(screen.getByRole('button', { name: save }));
      await waitFor(() => expect(profile.callsTo('account.saveProfileInfo')).toHaveLength(1));
      expect(profile.callsTo('account.saveProfileInfo')[0]!.body).toMatchObject({ birth_date: '1990-05-14', document_type: 'id_card', country_code: 'RU' });
    },
  );

  it('shows an error with a retry when the data do not load', async () => {
    profile = await startRemoteForTest(app, {
      api: {
        'Account.getPersonalDataFields': [{ error: { type: 'ApplicationUnavailableException' } }, { data: FORM }],
        'account.getprofileinfo': { data: PROFILE },
      },
    });
    const { user } = await profile.render(<SettingsPage />, { route: '/profile/settings' });
    await user.click(await screen.findByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('textbox', { name: /^Ism/ })).toHaveValue('Dilnoza');
  });
});
