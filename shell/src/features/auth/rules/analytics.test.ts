import { bus } from '@casino/shared';
import { signedInEvents, signedOutEvents, track } from './analytics';

describe('auth analytics (spec §4)', () => {
  it('sign-in and registration identify the player; sign-out anonymises', () => {
    expect(signedInEvents('login', 7, 'password')).toEqual([
      { event: 'auth_login', uid: 7, method: 'password' },
      { event: 'promo_identify', uid: 7 },
    ]);
    expect(signedInEvents('register', 7, 'social')[0]).toEqual({ event: 'auth_register', uid: 7, method: 'social' });
    expect(signedOutEvents('user')).toEqual([{ event: 'auth_logout', reason: 'user' }, { event: 'promo_anonymise' }]);
  });

  it('pushes to the data layer and never throws', () => {
    const layer: Record<string, unknown>[] = [];
    track({ event: 'auth_login_error', error_code: 'AuthorizationException', method: 'password' }, layer);
    expect(layer).toEqual([{ event: 'auth_login_error', error_code: 'AuthorizationException', method: 'password' }]);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      track(
        { event: 'promo_anonymise' },
        {
          push: () => {
            throw new Error('blocked');
          },
        },
      ),
    ).not.toThrow();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('hands every event to the bus too, for the server (events.handle)', () => {
    const heard: unknown[] = [];
    const off = bus.on('analytics:event', (e) => heard.push(e));
    track({ event: 'auth_logout_error', error_code: 'UnknownErrorException' }, []);
    off();
    expect(heard).toEqual([{ event: 'auth_logout_error', error_code: 'UnknownErrorException' }]);
  });
});
