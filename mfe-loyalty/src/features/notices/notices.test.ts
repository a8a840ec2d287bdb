import { act } from '@testing-library/react';
import { useConfigStore, useSessionStore } from '@casino/shared';
import { createBus, type Platform } from '@casino/shared';
import { createFakeApi, resetStores } from '@casino/shared/testing';
import { PLAYER } from '../../testing/fixtures';
import { addTranslations, initI18n } from '@casino/shared';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { noticeText, startNotices } from './notices';

afterEach(() => resetStores());

const NOTICE = {
  id: 1,
  trigger: 'level_up',
  type: 'other',
  amount: 0,
  amountType: 'level',
  title: 'Yangi daraja!',
  message: 'Siz «Kumush» darajasiga chiqdingiz',
  image: '',
};

function setup(items: unknown[]) {
  const fake = createFakeApi({ 'loyalty.getnotifications': { data: { items, total: items.length } } }, { locale: () => 'uz' });
  const bus = createBus();
  const platform: Platform = { api: fake.api, bus, locale: () => 'uz', navigate: () => undefined };
  const toasts: unknown[] = [];
  bus.on('toast:show', (t) => void toasts.push(t));
  const waits: number[] = [];
  const sounds: Array<[string, number]> = [];
  const stop = startNotices(platform, { wait: async (ms) => void waits.push(ms), playSound: (src, volume) => void sounds.push([src, volume]) });
  return { fake, bus, toasts, waits, sounds, stop };
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('loyalty notices', () => {
  it('after a round: fetched, shown 300 ms later for 5 s, the sound at volume 0.5', async () => {
    act(() => {
      useSessionStore.getState().setAccount(PLAYER);
      useConfigStore.setState({ config: { loyalty: { notification: { sound: '/sounds/level.mp3' } } } });
    });
    const s = setup([NOTICE]);
    s.bus.emit('balance:changed', { reason: 'game' });
    await settle();
    expect(s.waits).toEqual([300]);
    expect(s.toasts).toEqual([
      {
        text: 'Yangi daraja!: Siz «Kumush» darajasiga chiqdingiz',
        type: 'success',
        time: 5000,
        icon: 'bell',
        component: 'loyalty-notification',
        data: { title: 'Yangi daraja!', message: 'Siz «Kumush» darajasiga chiqdingiz', trigger: 'level_up' },
      },
    ]);
    expect(s.sounds).toEqual([['/sounds/level.mp3', 0.5]]);
    s.stop();
  });

  it('after sign-in too; not for other balance changes, nor for guests', async () => {
    const s = setup([]);
    s.bus.emit('auth:login', { uid: 7 });
    await settle();
    expect(s.fake.calls).toHaveLength(0);
    act(() => useSessionStore.getState().setAccount(PLAYER));
    s.bus.emit('balance:changed', { reason: 'deposit' });
    s.bus.emit('auth:login', { uid: 7 });
    await settle();
    expect(s.fake.calls.map((c) => c.method)).toEqual(['loyalty.getnotifications']);
    expect(s.toasts).toEqual([]);
    s.stop();
  });
});

describe('a credit notice', () => {
  const credit = (amount: number) => ({
    id: 2,
    trigger: 'points' as const,
    type: 'credit' as const,
    amount,
    amountType: 'points' as const,
    title: 'Начислены очки',
    message: `На ваш счёт поступило ${amount} звёзды`,
    image: '',
  });
  it('names the points by the alias with the plural form of the count', async () => {
    await initI18n('ru');
    addTranslations('loyalty', 'ru', ru);
    addTranslations('loyalty', 'uz', uz);
    const alias = { one: 'звезда', few: 'звезды', many: 'звёзд', other: 'звезды' };
    expect([1, 2, 5, 21, 500].map((n) => noticeText(credit(n), alias, 'ru'))).toEqual([
      'На ваш счёт поступило: 1 звезда',
      'На ваш счёт поступило: 2 звезды',
      'На ваш счёт поступило: 5 звёзд',
      'На ваш счёт поступило: 21 звезда',
      'На ваш счёт поступило: 500 звёзд',
    ]);
    expect(noticeText(credit(10), { one: 'yulduz', other: 'yulduz' }, 'uz')).toBe('Hisobingizga 10 yulduz tushdi');
    expect(noticeText(credit(5), null, 'ru')).toBe('На ваш счёт поступило: 5 баллов');
    expect(noticeText(NOTICE as never, alias, 'ru')).toBe('Yangi daraja!: Siz «Kumush» darajasiga chiqdingiz');
  });
});
