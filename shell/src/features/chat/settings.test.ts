import type { AccountInfo } from '@casino/shared';
import { CHAT_PROVIDERS } from './providers';
import { badgeCss, badgeSelector, chatBadgeHidden, chatPlayerOf, chatSettingsFrom, safeScriptUrl, settingsKey } from './settings';
import { CHAT_TYPES } from './types';

describe('chat settings (spec §3: chat type plus per-provider config)', () => {
  const providers = { liveChat: { license: 1 }, jivoSite: { widgetId: 'abcd' } };

  it("reads the type and that provider's config from prazer-config", () => {
    expect(chatSettingsFrom({ 'prazer-config': { chat: { type: 'jivoSite', isEnabled: true, providers } } })).toEqual({
      type: 'jivoSite',
      config: { widgetId: 'abcd' },
    });
    expect(chatSettingsFrom({ 'prazer-config': { chat: { type: 'liveChat', providers } } })?.config).toEqual({ license: 1 });
  });

  it('is off when disabled, without a type, of an unknown type or missing', () => {
    expect(chatSettingsFrom({ 'prazer-config': { chat: { type: 'liveChat', isEnabled: false, providers } } })).toBeNull();
    expect(chatSettingsFrom({ 'prazer-config': { chat: { type: null, providers } } })).toBeNull();
    expect(chatSettingsFrom({ 'prazer-config': { chat: { type: 'zendesk' } } })).toBeNull();
    expect(chatSettingsFrom({})).toBeNull();
  });

  it('has a loader for every provider of spec §1', () => {
    expect([...CHAT_TYPES].sort()).toEqual(['betunlim', 'comm100', 'freshChat', 'jivoSite', 'liveChat', 'live_tex', 'verbox']);
    for (const type of CHAT_TYPES) expect(CHAT_PROVIDERS[type].type).toBe(type);
  });

  it('keys settings so only real changes reload the widget', () => {
    const a = chatSettingsFrom({ 'prazer-config': { chat: { type: 'liveChat', providers } } });
    const b = chatSettingsFrom({ 'prazer-config': { chat: { type: 'liveChat', providers: { ...providers } } } });
    expect(settingsKey(a)).toBe(settingsKey(b));
    expect(settingsKey(null)).toBe('');
  });
});

describe('chat badge (spec §2: hidden on betting and game pages)', () => {
  it.each([
    ['/betting', true],
    ['/betting/live', true],
    ['/ru/betting', true],
    ['/game/aurora_lucky', true],
    ['/ru/game/aurora_lucky', true],
    ['/gamehall', false],
    ['/bettingtips', false],
    ['/', false],
    ['/ru', false],
    ['/cashier/deposit', false],
  ])('%s hidden: %s', (path, hidden) => {
    expect(chatBadgeHidden(path)).toBe(hidden);
  });

  it('hides the launcher by a rule that also covers elements added later', () => {
    expect(badgeCss('#chat-widget-container')).toBe('html[data-chat-badge="hidden"] :is(#chat-widget-container) { display: none !important; }');
  });

  it("takes a config's launcher selector only when it is a plain selector", () => {
    const provider = CHAT_PROVIDERS.liveChat;
    expect(badgeSelector(provider, { badgeSelector: '#my-chat, .chat-button' })).toBe('#my-chat, .chat-button');
    expect(badgeSelector(provider, { badgeSelector: 'x} body{display:none' })).toBe('#chat-widget-container');
    expect(badgeSelector(provider, {})).toBe('#chat-widget-container');
  });
});

describe('safeScriptUrl', () => {
  it.each([
    ['https://cdn.example/w.js', 'https://cdn.example/w.js'],
    ['/dev/chat-widget.js?global=X', '/dev/chat-widget.js?global=X'],
    ['http://cdn.example/w.js', null],
    ['//cdn.example/w.js', null],
    ['javascript:alert(1)', null],
    ['https://a.example/"onload="x', null],
    [42, null],
  ])('%s → %s', (value, expected) => {
    expect(safeScriptUrl(value)).toBe(expected);
  });
});

describe('chatPlayerOf', () => {
  const account = { uid: 7, login: 'lucky@example.com', fakename: 'Lucky' } as AccountInfo;

  it('names the player by fake name, with the login as e-mail or phone', () => {
    expect(chatPlayerOf(account, 'uz')).toEqual({ uid: 7, name: 'Lucky', email: 'lucky@example.com', locale: 'uz' });
    expect(chatPlayerOf({ ...account, login: '+998 90 123 45 67', fakename: null }, 'ru')).toEqual({
      uid: 7,
      name: '+998 90 123 45 67',
      phone: '+998 90 123 45 67',
      locale: 'ru',
    });
  });

  it('is null for guests', () => {
    expect(chatPlayerOf({ ...account, uid: 0 }, 'uz')).toBeNull();
    expect(chatPlayerOf(null, 'uz')).toBeNull();
  });
});
