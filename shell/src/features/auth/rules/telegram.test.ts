import { deserialiseLaunch, parseTelegramLaunch, serialiseLaunch, telegramRegistration } from './telegram';

const user = { id: 5550001, first_name: 'Ann', username: 'ann_tg', language_code: 'ru' };
const initData = new URLSearchParams({ query_id: 'AAH', user: JSON.stringify(user), auth_date: '1700000000', hash: 'ab'.repeat(32) }).toString();
const hash = `#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=7.0&tgWebAppPlatform=ios`;

describe('Telegram mini-app mode (spec §1)', () => {
  it('is detected by tgWebAppData in the hash', () => {
    expect(parseTelegramLaunch(hash)).toEqual({ initData, version: '7.0', platform: 'ios', startParam: null });
    expect(parseTelegramLaunch('#real')).toBeNull();
    expect(parseTelegramLaunch('')).toBeNull();
  });

  it('registration sends is_tg, id, username, hash, language_code and the raw init data as payload', () => {
    expect(telegramRegistration(parseTelegramLaunch(hash)!)).toEqual({
      is_tg: true,
      id: '5550001',
      username: 'ann_tg',
      hash: 'ab'.repeat(32),
      language_code: 'ru',
      payload: initData,
    });
    expect(telegramRegistration({ initData: 'user=%7B%7D', version: null, platform: null, startParam: null })).toBeNull();
  });

  it('launch parameters survive a round trip through storage', () => {
    const launch = parseTelegramLaunch(hash)!;
    expect(deserialiseLaunch(serialiseLaunch(launch))).toEqual(launch);
    expect(deserialiseLaunch('{')).toBeNull();
    expect(deserialiseLaunch(null)).toBeNull();
  });
});
