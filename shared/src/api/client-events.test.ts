import { SCHEMAS } from './schemas';
import { CLIENT_EVENT_NAMES, clientEventRequest, isClientEventName, type ClientEvent, type ClientEventName } from './client-events';

const examples: { [N in ClientEventName]: Extract<ClientEvent, { event: N }> } = {
  auth_login: { event: 'auth_login', uid: 7, method: 'password' },
  auth_register: { event: 'auth_register', uid: 7, method: 'password' },
  auth_logout: { event: 'auth_logout', reason: 'user' },
  auth_login_error: { event: 'auth_login_error', error_code: 'AuthorizationException', method: 'password' },
  auth_logout_error: { event: 'auth_logout_error', error_code: 'UnknownErrorException' },
  promo_identify: { event: 'promo_identify', uid: 7 },
  promo_anonymise: { event: 'promo_anonymise' },
  deposit_page_opened: { event: 'deposit_page_opened', method: 'visa' },
};

describe('client events (spec §7 events.handle)', () => {
  it('lists every event once', () => {
    expect(new Set(CLIENT_EVENT_NAMES).size).toBe(CLIENT_EVENT_NAMES.length);
    expect([...CLIENT_EVENT_NAMES].sort()).toEqual(Object.keys(examples).sort());
    expect(isClientEventName('auth_login_error')).toBe(true);
    expect(isClientEventName('banner_click')).toBe(false);
  });

  it('turns each event into parameters events.handle accepts', () => {
    for (const event of Object.values(examples)) {
      const request = clientEventRequest(event);
      const parsed = SCHEMAS['events.handle'].params.parse(request);
      const { event: name, ...params } = event;
      expect(parsed).toEqual({ event_name: name, event_params: params });
    }
  });

  it('carries the error code of a failed sign-in (spec §8)', () => {
    expect(clientEventRequest(examples.auth_login_error)).toEqual({
      event_name: 'auth_login_error',
      event_params: '{"error_code":"AuthorizationException","method":"password"}',
    });
  });
});
