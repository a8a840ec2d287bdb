import { NOTIFICATION_KINDS, type NotificationParams } from '@casino/shared';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { appendPage, markedRead, wordNotification } from './rules';
import type { NotificationEntry } from './api';

/** A `t` over a strings file, with i18next's {{name}} interpolation; an unknown key comes back as itself. */
const translator =
  (strings: unknown) =>
  (key: string, params: Record<string, unknown> = {}) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
    return typeof found === 'string' ? found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? '')) : key;
  };

/** Parameters of every kind, as the server writes them. */
const SAMPLES: { [K in keyof NotificationParams]: NotificationParams[K][] } = {
  'verification.approved': [{}],
  'verification.rejected': [{ reasons: ['blurry'] }],
  'verification.retry': [{}],
  'withdrawal.approved': [{ id: 12, amount: 1500, currency: 'USD' }],
  'withdrawal.paid': [{ id: 12, amount: 1500, currency: 'USD' }],
  'withdrawal.rejected': [{ id: 12, amount: 1500, currency: 'USD' }],
  'bonus.credited': [{ id: 3, amount: 25.5, currency: 'UZS' }],
  'freespins.credited': [{ id: 4, count: 20, game: 'Lucky Seven' }],
  'cashback.credited': [{ id: 5, amount: 12.345, currency: 'EUR' }],
  'loyalty.level_up': [{ level: 'Gold' }],
  'responsible.exclusion': [
    { kind: 'self_exclusion', until: '2031-05-14T00:00:00.000Z' },
    { kind: 'self_exclusion', until: null },
  ],
  'security.password_changed': [{}],
  'security.two_factor_changed': [{ enabled: true }, { enabled: false }],
};

const entry = (id: number, read = false): NotificationEntry => ({ id, kind: 'verification.approved', params: {}, created_at: 1_700_000_000 + id, read });

describe('the wording of notifications', () => {
  it.each([
    ['uz', uz],
    ['ru', ru],
  ])('words every kind in %s, with nothing left unfilled', (_locale, strings) => {
    const t = translator(strings);
    for (const kind of NOTIFICATION_KINDS) {
      for (const params of SAMPLES[kind] as Record<string, unknown>[]) {
        const { title, text } = wordNotification({ kind, params }, t);
        expect([kind, title]).not.toEqual([kind, expect.stringMatching(/^notifications\.|\{\{/)]);
        expect([kind, text]).not.toEqual([kind, expect.stringMatching(/^notifications\.|\{\{/)]);
        expect(title.length).toBeGreaterThan(3);
        expect(text.length).toBeGreaterThan(3);
      }
    }
  });

  it('formats amounts as money everywhere, and tells the variants apart', () => {
    const t = translator(ru);
    expect(wordNotification({ kind: 'withdrawal.paid', params: { id: 12, amount: 1500, currency: 'USD' } }, t).text).toBe(
      'По заявке №12 выплачено 1,500.00 USD.',
    );
    expect(wordNotification({ kind: 'cashback.credited', params: { id: 5, amount: 12.345, currency: 'EUR' } }, translator(uz)).text).toBe(
      'Balansingizga 12.35 EUR keshbek qoʻshildi.',
    );
    expect(wordNotification({ kind: 'security.two_factor_changed', params: { enabled: false } }, t).title).toBe('Двухфакторная авторизация отключена');
    expect(wordNotification({ kind: 'responsible.exclusion', params: { kind: 'x', until: '2031-05-14T12:00:00.000Z' } }, t).text).toBe(
      'Ограничение ответственной игры действует до 14.05.2031.',
    );
  });

  it('gives a kind it does not know yet the general wording', () => {
    expect(wordNotification({ kind: 'tournament.won', params: {} }, translator(uz))).toEqual({
      title: 'Yangi xabar',
      text: 'Hisobingizda yangi voqea roʻy berdi.',
    });
  });
});

describe('the list', () => {
  it('appends a page without the ones already shown', () => {
    expect(appendPage([entry(5), entry(4)], [entry(4), entry(3)]).map((n) => n.id)).toEqual([5, 4, 3]);
  });

  it('marks some or all read', () => {
    const list = [entry(3), entry(2, true), entry(1)];
    expect(markedRead(list, new Set([3])).map((n) => n.read)).toEqual([true, true, false]);
    expect(markedRead(list, 'all').every((n) => n.read)).toBe(true);
  });
});
