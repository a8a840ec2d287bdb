import { fieldMask, formSetting, localPhoneMask } from './field-masks';

const config = {
  profileSettings: [
    { name: 'birth_date', type: 'date', mask: '##.##.####' },
    { name: 'phone', type: 'phone', mask: { '998': '+998 ## ###-##-##', '7': '+7 (###) ###-##-##' } },
    { name: 'document_number', type: 'documentNumber', mask: { cpf: '###.###.###-##' } },
    { name: 'postcode', type: 'postcode' },
  ],
  withdraw: {
    fields: [
      { name: 'cardNumber', mask: '#### #### #### #### ###' },
      { name: 'broken', mask: '----' },
    ],
  },
  deposit: [{ name: 'phone', mask: { '*': '+998 ## ###-##-##' } }],
};

describe('field masks from forms-config', () => {
  it('reads a field’s mask, or the mask of its variant', () => {
    expect(fieldMask(config, 'profileSettings', 'birth_date')).toBe('##.##.####');
    expect(fieldMask(config, 'profileSettings', 'phone', '7')).toBe('+7 (###) ###-##-##');
    expect(fieldMask(config, 'profileSettings', 'phone', '998')).toBe('+998 ## ###-##-##');
    expect(fieldMask(config, 'profileSettings', 'phone', '44')).toBeNull();
    expect(fieldMask(config, 'profileSettings', 'document_number', 'cpf')).toBe('###.###.###-##');
    expect(fieldMask(config, 'profileSettings', 'document_number', 'passport')).toBeNull();
    expect(fieldMask(config, 'deposit', 'phone', '7')).toBe('+998 ## ###-##-##');
  });

  it('tries the names in order (a requisite by its name, then by its type)', () => {
    expect(fieldMask(config, 'withdraw', ['card_number', 'cardNumber'])).toBe('#### #### #### #### ###');
    expect(fieldMask(config, 'profileSettings', ['postcode', 'birth_date'])).toBe('##.##.####');
  });

  it('has none for unknown forms, fields and malformed settings', () => {
    expect(fieldMask(config, 'registration', 'login')).toBeNull();
    expect(fieldMask(config, 'profileSettings', 'address')).toBeNull();
    expect(fieldMask(config, 'withdraw', 'broken')).toBeNull();
    expect(fieldMask(null, 'profileSettings', 'birth_date')).toBeNull();
    expect(fieldMask({ profileSettings: 'x' }, 'profileSettings', 'birth_date')).toBeNull();
  });

  it('validates a form’s settings', () => {
    expect(formSetting.safeParse(config.profileSettings).success).toBe(true);
    expect(formSetting.safeParse([{ name: 'phone', mask: { '998': '' } }]).success).toBe(false);
    expect(formSetting.safeParse([{ name: 'x', mask: 'x'.repeat(65) }]).success).toBe(false);
    expect(formSetting.safeParse([{ mask: '##' }]).success).toBe(false);
  });

  it('takes the country code off a phone mask for a field under a country choice', () => {
    expect(localPhoneMask('+998 ## ###-##-##', '998')).toBe('## ###-##-##');
    expect(localPhoneMask('+7 (###) ###-##-##', '+7')).toBe('(###) ###-##-##');
    expect(localPhoneMask('+7 (###) ###-##-##', '998')).toBe('+7 (###) ###-##-##');
  });
});
