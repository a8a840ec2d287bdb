import { DEFAULT_MESSAGES, formMessages, formatMessage, messageFor, messagesFromFormConfig, toMessageKey } from './messages';

describe('default messages of spec §5', () => {
  it('are word for word', () => {
    expect(Object.values(DEFAULT_MESSAGES)).toEqual([
      'Field is required',
      'Wrong email address',
      'Min length is $$min$$',
      'Max length is $$max$$',
      'Wrong phone number',
      'Wrong fake name',
      'Wrong password',
      'Wrong symbols in name',
      'Wrong address',
      'Wrong iban',
      'Same as field',
      'Field regex',
      'Field Card number',
      'Min value is $$min$$',
      'Max value is $$max$$',
      'Wrong date',
    ]);
  });

  it('fill $$placeholders$$', () => {
    expect(messageFor({ type: 'minLength', params: { min: 6 } })).toBe('Min length is 6');
    expect(messageFor({ type: 'maxValue', params: { max: '5,000' } })).toBe('Max value is 5,000');
    expect(formatMessage('Keep $$unknown$$', {})).toBe('Keep $$unknown$$');
  });

  it('list invalid symbols, appended unless the template places them', () => {
    expect(messageFor({ type: 'password', params: { symbols: '€ ™' } })).toBe('Wrong password: € ™');
    expect(formatMessage('Not allowed: $$symbols$$.', { symbols: '€' })).toBe('Not allowed: €.');
  });
});

describe('operator overrides', () => {
  const messages = {
    password: { required: 'Parol kiriting', minLength: 'Kamida $$min$$ ta belgi' },
    '*': { required: 'Toʻldiring' },
  };

  it('prefer the field, then the form-wide entry, then the default', () => {
    expect(messageFor({ type: 'required' }, 'password', messages)).toBe('Parol kiriting');
    expect(messageFor({ type: 'minLength', params: { min: 6 } }, 'password', messages)).toBe('Kamida 6 ta belgi');
    expect(messageFor({ type: 'required' }, 'login', messages)).toBe('Toʻldiring');
    expect(messageFor({ type: 'email' }, 'login', messages)).toBe('Wrong email address');
  });

  it('read forms-config in its list form, tolerating other spellings and junk', () => {
    const config = {
      registration: {
        fields: [
          { name: 'login', messages: { required: 'Login kerak', min_length: 'Qisqa', bogus: 'x', email: 42 } },
          { messages: { required: 'no name' } },
          null,
        ],
      },
    };
    expect(formMessages(config, 'registration')).toEqual({ login: { required: 'Login kerak', minLength: 'Qisqa' } });
    expect(formMessages(config, 'restore')).toEqual({});
    expect(formMessages(null, 'registration')).toEqual({});
  });

  it('give every field of a form the operator texts of forms-config.messages, below the form own ones', () => {
    const config = {
      messages: { minValue: 'Eng kam qiymat $$min$$', required: 'Majburiy maydon', bogus: 'x' },
      deposit: {
        fields: [
          { name: '*', messages: { required: 'Toʻldiring' } },
          { name: 'amount', messages: { regex: 'Raqam' } },
        ],
      },
    };
    expect(formMessages(config, 'deposit')).toEqual({
      '*': { minValue: 'Eng kam qiymat $$min$$', required: 'Toʻldiring' },
      amount: { regex: 'Raqam' },
    });
    expect(formMessages(config, 'withdraw')).toEqual({ '*': { minValue: 'Eng kam qiymat $$min$$', required: 'Majburiy maydon' } });
  });

  it('read forms-config in its keyed form', () => {
    expect(messagesFromFormConfig({ email: { messages: { Email: 'Notoʻgʻri pochta' } }, other: 'x' })).toEqual({
      email: { email: 'Notoʻgʻri pochta' },
    });
  });

  it('map error-type spellings', () => {
    expect(toMessageKey('MIN-VALUE')).toBe('minValue');
    expect(toMessageKey('card_number')).toBe('cardNumber');
    expect(toMessageKey('nope')).toBeUndefined();
  });
});
