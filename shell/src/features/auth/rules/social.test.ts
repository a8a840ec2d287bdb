import { isSocialMessage, popupFeatures, socialInitUrl, socialOutcome, socialRedirectUrl, SOCIAL_CHANNEL } from './social';

describe('social login (spec §4)', () => {
  it('the popup goes to /oauth/init with service, redirect_url and type_auth', () => {
    const url = new URL(
      socialInitUrl({ service: 'dev', redirectUrl: 'https://oltin.example/ru', typeAuth: 'registration', locale: 'ru' }),
      'https://oltin.example',
    );
    expect(url.pathname).toBe('/oauth/init');
    expect(Object.fromEntries(url.searchParams)).toEqual({ service: 'dev', redirect_url: 'https://oltin.example/ru', type_auth: 'registration', locale: 'ru' });
    expect(socialRedirectUrl('https://oltin.example', 'uz')).toBe('https://oltin.example/');
  });

  it('the popup is 640 by 480, centred on the window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1240, outerHeight: 980 })).toBe('popup=yes,width=640,height=480,left=400,top=300');
  });

  it('reads the outcome the server put on the return address', () => {
    expect(socialOutcome('?social_auth=register')).toEqual({ status: 'register' });
    expect(socialOutcome('?social_auth=error&social_error=account_exists')).toEqual({ status: 'error', error: 'account_exists' });
    expect(socialOutcome('?social_auth=error&social_error=%3Cb%3E')).toEqual({ status: 'error', error: 'b' });
    expect(socialOutcome('?x=1')).toBeNull();
    // A time-out or self-exclusion: its reason and end (ISO; '' permanent or unreadable).
    expect(socialOutcome('?social_auth=error&social_error=excluded&social_reason=time_out&social_until=2030-01-01T10%3A00%3A00.000Z')).toEqual({
      status: 'error',
      error: 'excluded',
      reason: 'time_out',
      until: '2030-01-01T10:00:00.000Z',
    });
    expect(socialOutcome('?social_auth=error&social_error=excluded&social_reason=x&social_until=%3Cb%3E')).toEqual({
      status: 'error',
      error: 'excluded',
      reason: 'self_exclusion',
      until: '',
    });
    const ticket = 'k'.repeat(43);
    expect(socialOutcome(`?social_auth=two_factor&ticket=${ticket}&resend_time=60`)).toEqual({ status: 'two_factor', ticket, resend_time: 60 });
    // A two-factor answer without a usable ticket cannot finish: reported as a stale sign-in.
    expect(socialOutcome('?social_auth=two_factor&ticket=%3Cb%3E')).toEqual({ status: 'error', error: 'state' });
  });

  it('recognises only its own messages', () => {
    expect(isSocialMessage({ type: SOCIAL_CHANNEL, outcome: { status: 'login' } })).toBe(true);
    expect(isSocialMessage({ type: 'other', outcome: { status: 'login' } })).toBe(false);
    expect(isSocialMessage({ type: SOCIAL_CHANNEL, outcome: { status: 'hacked' } })).toBe(false);
    expect(isSocialMessage({ type: SOCIAL_CHANNEL, outcome: { status: 'two_factor', ticket: 'k'.repeat(43), resend_time: 60 } })).toBe(true);
    expect(isSocialMessage({ type: SOCIAL_CHANNEL, outcome: { status: 'two_factor', ticket: 42 } })).toBe(false);
  });
});
