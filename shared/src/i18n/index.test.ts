import { addTranslations, i18n, initI18n, LOCALES, MESSAGE_FALLBACK_LOCALE } from './index';

describe('message layer (spec §9 default locale)', () => {
  it('falls back to Uzbek, the site default, not en-US: the site has no English strings', async () => {
    expect(MESSAGE_FALLBACK_LOCALE).toBe('uz');
    expect(LOCALES).not.toContain('en');
    await initI18n('ru');
    addTranslations('check', 'uz', { only: 'Faqat oʻzbekcha', both: 'Ikkalasi' });
    addTranslations('check', 'ru', { both: 'Оба' });
    expect(i18n.t('both', { ns: 'check' })).toBe('Оба');
    expect(i18n.t('only', { ns: 'check' })).toBe('Faqat oʻzbekcha');
    expect(i18n.options.fallbackLng).toEqual(['uz']);
  });
});
