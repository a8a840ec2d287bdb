import { CURRENCY_SWITCH_ERRORS } from '@casino/shared';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { canChooseCurrency, currencyChoices, reasonKey } from './rules';

describe('the currency rules', () => {
  it('offers the operator’s currencies, the account’s own first when no longer offered', () => {
    expect(currencyChoices(['USD', 'UZS'], 'UZS')).toEqual(['USD', 'UZS']);
    expect(currencyChoices(['USD', 'UZS'], 'EUR')).toEqual(['EUR', 'USD', 'UZS']);
    expect(canChooseCurrency(['USD'], 'USD')).toBe(false);
    expect(canChooseCurrency(['USD'], 'EUR')).toBe(true);
  });

  it('words every refusal of the server in both languages', () => {
    for (const code of CURRENCY_SWITCH_ERRORS) {
      const path = reasonKey(code).split('.');
      const text = (messages: unknown) => path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);
      expect([code, typeof text(uz), typeof text(ru)]).toEqual([code, 'string', 'string']);
    }
  });
});
