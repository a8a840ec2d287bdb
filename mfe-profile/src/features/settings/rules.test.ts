import type { MessagesMap } from '@casino/shared/validation';
import { issuesOf } from '../../testing/schema';
import { personalDataSchema, returnPath, saveParams, toastTypeOf, valuesFromProfile, type PersonalDataFields, type PersonalValues } from './rules';

const FORM: PersonalDataFields = {
  document_type: 'cpf',
  fields: [
    { name: 'first_name', is_required: true },
    { name: 'last_name', is_required: true },
    { name: 'sex', is_required: false },
    { name: 'birth_date', is_required: true },
    { name: 'document_number', is_required: false },
    { name: 'country_code', is_required: false },
    { name: 'address', is_required: false },
    { name: 'postcode', is_required: false },
  ],
};
const EMPTY = valuesFromProfile(undefined);
const validatePersonalData = (values: PersonalValues, form: PersonalDataFields, messages: MessagesMap, today?: Date) =>
  issuesOf(personalDataSchema(form, messages, today), values);

describe('personal data rules (spec §5)', () => {
  it('ask for the required fields and leave empty optional ones alone', () => {
    expect(validatePersonalData(EMPTY, FORM, {})).toEqual({ first_name: 'Field is required', last_name: 'Field is required', birth_date: 'Field is required' });
  });

  it('check names, dates, the country code, address and postcode', () => {
    const today = new Date(2024, 0, 10);
    const values = {
      ...EMPTY,
      first_name: 'R2D2',
      last_name: 'Karimov',
      birth_date: '31.02.1990',
      country_code: 'UZB',
      address: 'Navoiy 1 <b>',
      postcode: '123456789',
    };
    expect(validatePersonalData(values, FORM, { '*': { name: 'Ismda belgilar notoʻgʻri' } }, today)).toEqual({
      first_name: 'Ismda belgilar notoʻgʻri',
      birth_date: 'Wrong date',
      country_code: 'Field regex',
      address: 'Wrong address',
      postcode: 'Max length is 8',
    });
    expect(
      validatePersonalData(
        { ...values, first_name: 'Aziz', birth_date: '11.01.2024', country_code: 'uz', address: 'Navoiy 1/2', postcode: '100000' },
        FORM,
        {},
        today,
      ),
    ).toEqual({
      birth_date: 'Max value is 10.01.2024',
    });
    expect(
      validatePersonalData({ ...values, first_name: 'Aziz', birth_date: '1899-12-31', country_code: 'uz', address: 'x', postcode: '1' }, FORM, {}, today),
    ).toEqual({
      birth_date: expect.stringMatching(/^Min value is/),
    });
  });

  it('prefill from the profile and send every shown field with the document type', () => {
    const values = valuesFromProfile({
      first_name: 'Dilnoza',
      last_name: null,
      sex: 2,
      birth_date: '1990-05-14',
      document_number: '123',
      country: null,
      country_code: 'UZ',
      region: null,
      home_town: null,
      address: null,
      postcode: null,
      contacts: { email: null, phone: null },
      document: { type: 'cpf', number: '123' },
    });
    expect(values).toMatchObject({ first_name: 'Dilnoza', last_name: '', sex: '2', birth_date: '14.05.1990', document_number: '123', country_code: 'UZ' });
    expect(saveParams({ ...values, country_code: 'uz ' }, FORM)).toEqual({
      first_name: 'Dilnoza',
      last_name: '',
      sex: 2,
      birth_date: '1990-05-14',
      document_number: '123',
      country_code: 'UZ',
      address: '',
      postcode: '',
      document_type: 'cpf',
    });
  });

  it('go back only to a path inside the site, relative to the locale root', () => {
    expect(returnPath('/cashier/withdraw')).toBe('/cashier/withdraw');
    expect(returnPath('/ru/cashier/withdraw?x=1')).toBe('/cashier/withdraw?x=1');
    expect(returnPath('https://evil.example/x')).toBeNull();
    expect(returnPath('//evil.example')).toBeNull();
    expect(returnPath('/%2F%2Fevil.example')).toBeNull();
    expect(returnPath('javascript:alert(1)')).toBeNull();
    expect(returnPath(null)).toBeNull();
    expect(toastTypeOf('warning')).toBe('warning');
    expect(toastTypeOf('<script>')).toBe('success');
  });
});
