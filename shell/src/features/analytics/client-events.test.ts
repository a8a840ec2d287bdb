import { bus } from '@casino/shared';
import { api } from '../../platform/api';
import { depositPageEvent, reportClientEvent, sendClientEvents } from './client-events';

jest.mock('../../platform/api', () => ({ api: { call: jest.fn() } }));
const call = api.call as jest.Mock;

let stop: () => void = () => {};
beforeEach(() => {
  call.mockReset();
  delete (window as { dataLayer?: unknown }).dataLayer;
});
afterEach(() => stop());

describe('client events (spec §7 events.handle)', () => {
  it('sends each event of the bus to the server, with its name and its parameters as JSON', () => {
    call.mockResolvedValue(1);
    stop = sendClientEvents();
    bus.emit('analytics:event', { event: 'auth_login_error', error_code: 'AuthorizationException', method: 'password' });
    expect(call).toHaveBeenCalledWith('events.handle', {
      event_name: 'auth_login_error',
      event_params: '{"error_code":"AuthorizationException","method":"password"}',
    });
  });

  it('never blocks or throws for the player when the server refuses or is away', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const refused = Promise.reject(new Error('TooManyRequestsException'));
    call.mockReturnValueOnce(refused);
    stop = sendClientEvents();
    expect(() => bus.emit('analytics:event', { event: 'promo_anonymise' })).not.toThrow();
    await refused.catch(() => {});
    await Promise.resolve();
    expect(warned).toHaveBeenCalled();
    const broken = jest.fn(() => {
      throw new Error('no network');
    });
    stop();
    stop = sendClientEvents(broken);
    expect(() => bus.emit('analytics:event', { event: 'auth_logout', reason: 'user' })).not.toThrow();
    expect(broken).toHaveBeenCalledTimes(1);
    warned.mockRestore();
  });

  it('stops sending once stopped', () => {
    const send = jest.fn(() => Promise.resolve(1));
    sendClientEvents(send)();
    bus.emit('analytics:event', { event: 'promo_identify', uid: 3 });
    expect(send).not.toHaveBeenCalled();
  });

  it('knows the deposit page, with or without the locale prefix and the method', () => {
    expect(depositPageEvent('/cashier/deposit')).toEqual({ event: 'deposit_page_opened', method: '' });
    expect(depositPageEvent('/ru/cashier/deposit/visa')).toEqual({ event: 'deposit_page_opened', method: 'visa' });
    expect(depositPageEvent('/cashier/deposit/%E0')).toEqual({ event: 'deposit_page_opened', method: '%E0' });
    expect(depositPageEvent('/cashier/withdraw')).toBeNull();
    expect(depositPageEvent('/cashier/deposit/visa/extra')).toBeNull();
    expect(depositPageEvent('/promotions/cashier/deposit')).toBeNull();
  });

  it("reports the shell's own event to the data layer and, through the bus, to the server", () => {
    call.mockResolvedValue(1);
    stop = sendClientEvents();
    reportClientEvent({ event: 'deposit_page_opened', method: 'visa' });
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([{ event: 'deposit_page_opened', method: 'visa' }]);
    expect(call).toHaveBeenCalledWith('events.handle', { event_name: 'deposit_page_opened', event_params: '{"method":"visa"}' });
  });
});
