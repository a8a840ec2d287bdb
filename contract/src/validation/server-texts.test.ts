import { DEFAULT_MESSAGES, formatMessage, MESSAGE_KEYS, messageFor, serverTextIssue } from '.';

describe('the error-text parser', () => {
  it('reads a validator text of the server back as its issue, placeholders as parameters', () => {
    expect(serverTextIssue('Field is required')).toEqual({ type: 'required' });
    expect(serverTextIssue('Min length is 3')).toEqual({ type: 'minLength', params: { min: '3' } });
    expect(serverTextIssue('Max value is 1 000 000')).toEqual({ type: 'maxValue', params: { max: '1 000 000' } });
    // The union of the forms' old tables: cashier's and profile's texts both parse.
    for (const text of [
      'Field Card number',
      'Wrong iban',
      'Wrong phone number',
      'Wrong address',
      'Wrong date',
      'Wrong fake name',
      'Same as field',
      'Field regex',
      'Wrong symbols in name',
    ]) {
      expect(serverTextIssue(text)).not.toBeNull();
    }
  });

  it('reads back every default message the server words, each as its own issue', () => {
    for (const type of MESSAGE_KEYS.filter((key) => key !== 'password')) {
      const issue = serverTextIssue(formatMessage(DEFAULT_MESSAGES[type], { min: 3, max: 12 }));
      expect(issue?.type).toBe(type);
      for (const value of Object.values(issue?.params ?? {})) expect(['3', '12']).toContain(value);
    }
  });

  it('leaves any other text, and the password text that lists characters, as sent', () => {
    expect(serverTextIssue('Login is already registered')).toBeNull();
    expect(serverTextIssue('Wrong password: <')).toBeNull();
    expect(serverTextIssue('Field is required!')).toBeNull();
  });

  it('words the issue with the form’s own messages', () => {
    const issue = serverTextIssue('Min length is 3')!;
    expect(messageFor(issue, 'login', { login: { minLength: 'Kamida $$min$$ belgi' } })).toBe('Kamida 3 belgi');
  });
});
