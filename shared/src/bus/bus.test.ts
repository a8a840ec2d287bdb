import { bus, createBus, type PlatformEvents } from './index';

describe('event bus', () => {
  it('delivers typed payloads to every subscriber', () => {
    const b = createBus();
    const seen: PlatformEvents['balance:changed'][] = [];
    b.on('balance:changed', (p) => seen.push(p));
    b.on('balance:changed', (p) => seen.push({ reason: `second ${p.reason}` }));
    b.emit('balance:changed', { reason: 'deposit' });
    expect(seen).toEqual([{ reason: 'deposit' }, { reason: 'second deposit' }]);
  });

  it('keeps events apart', () => {
    const b = createBus();
    const login = jest.fn();
    b.on('auth:login', login);
    b.emit('auth:logout', {});
    expect(login).not.toHaveBeenCalled();
    b.emit('auth:login', { uid: 7 });
    expect(login).toHaveBeenCalledWith({ uid: 7 });
  });

  it('unsubscribes with the returned function', () => {
    const b = createBus();
    const handler = jest.fn();
    const off = b.on('locale:changed', handler);
    off();
    b.emit('locale:changed', { locale: 'ru' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('once fires a single time, and can be cancelled before', () => {
    const b = createBus();
    const handler = jest.fn();
    b.once('auth:register', handler);
    b.emit('auth:register', { uid: 1 });
    b.emit('auth:register', { uid: 2 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ uid: 1 });

    const cancelled = jest.fn();
    b.once('auth:register', cancelled)();
    b.emit('auth:register', { uid: 3 });
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('a throwing handler does not stop the others, and is reported', () => {
    const onError = jest.fn();
    const b = createBus(onError);
    const after = jest.fn();
    const boom = new Error('broken remote');
    b.on('toast:show', () => {
      throw boom;
    });
    b.on('toast:show', after);
    expect(() => b.emit('toast:show', { text: 'hi' })).not.toThrow();
    expect(after).toHaveBeenCalledWith({ text: 'hi' });
    expect(onError).toHaveBeenCalledWith('toast:show', boom);
  });

  it('logs handler failures by default', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const b = createBus();
    b.on('loyalty:changed', () => {
      throw new Error('x');
    });
    b.emit('loyalty:changed', {});
    expect(spy).toHaveBeenCalledWith('[bus] handler of "loyalty:changed" failed', expect.any(Error));
    spy.mockRestore();
  });

  it('lets a handler unsubscribe itself during emit without skipping the next one', () => {
    const b = createBus();
    const order: string[] = [];
    const off = b.on('favourites:changed', () => {
      order.push('a');
      off();
    });
    b.on('favourites:changed', () => order.push('b'));
    b.emit('favourites:changed', { sysnames: [] });
    b.emit('favourites:changed', { sysnames: [] });
    expect(order).toEqual(['a', 'b', 'b']);
  });

  it('does not call a handler removed by an earlier one during the same emit', () => {
    const b = createBus();
    const second = jest.fn();
    let offSecond = () => {};
    b.on('auth:logout', () => offSecond());
    offSecond = b.on('auth:logout', second);
    b.emit('auth:logout', { reason: 'user' });
    expect(second).not.toHaveBeenCalled();
  });

  it('does not call handlers added during an emit until the next one', () => {
    const b = createBus();
    const late = jest.fn();
    b.once('dialog:close', () => void b.on('dialog:close', late));
    b.emit('dialog:close', {});
    expect(late).not.toHaveBeenCalled();
    b.emit('dialog:close', {});
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('exports one page-wide bus', () => {
    const handler = jest.fn();
    const off = bus.on('dialog:open', handler);
    bus.emit('dialog:open', { id: 'auth' });
    off();
    expect(handler).toHaveBeenCalledWith({ id: 'auth' });
  });
});
