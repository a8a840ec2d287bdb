import { readOperatorSettings, OPERATOR_FEATURE_DEFAULTS } from './settings';

describe('operator settings of prazer-config', () => {
  it('read the site name, logos, flags, loader and the auth popup switch', () => {
    const settings = readOperatorSettings({
      'prazer-config': {
        siteName: '  Silk Fortune ',
        logos: { desktop: '/media/logo.svg', mobile: { url: '/media/sf.svg' }, footer: 'https://cdn.example.org/f.svg' },
        features: { twoFactorAuth: false, bettingNotice: true, clickableTitle: false },
        loader: { type: 'logo', image: '/media/sf.svg' },
        popups: { authPopupEnabled: false },
      },
    });
    expect(settings).toEqual({
      siteName: 'Silk Fortune',
      logos: { desktop: '/media/logo.svg', mobile: '/media/sf.svg', footer: 'https://cdn.example.org/f.svg' },
      features: { ...OPERATOR_FEATURE_DEFAULTS, twoFactorAuth: false, bettingNotice: true, clickableTitle: false },
      loader: { type: 'logo', image: '/media/sf.svg' },
      authPopupEnabled: false,
    });
  });

  it('fall back to defaults when the section is missing or malformed', () => {
    expect(readOperatorSettings({})).toEqual({
      siteName: '',
      logos: { desktop: null, mobile: null, footer: null },
      features: OPERATOR_FEATURE_DEFAULTS,
      loader: { type: 'spinner', image: null },
      authPopupEnabled: true,
    });
    const odd = readOperatorSettings({
      'prazer-config': {
        siteName: 7,
        logos: { desktop: 'javascript:alert(1)', mobile: '//evil.example' },
        features: { betHistory: 'no' },
        popups: { authPopupEnabled: 'false' },
      },
    });
    expect(odd.siteName).toBe('');
    expect(odd.logos).toEqual({ desktop: null, mobile: null, footer: null });
    expect(odd.features.betHistory).toBe(true);
    expect(odd.authPopupEnabled).toBe(true);
  });

  it('the mobile and footer logos fall back to the desktop one', () => {
    expect(readOperatorSettings({ 'prazer-config': { logos: { desktop: '/l.svg' } } }).logos).toEqual({
      desktop: '/l.svg',
      mobile: '/l.svg',
      footer: '/l.svg',
    });
  });
});
