import { ApiError } from '@casino/shared';
import { fatalPageOf, FATAL_PAGE_PATHS, onFatalPage, renderedMaintenance, reportFatalError, watchFatalAnswers } from './fatal';

/** A Response-like answer (jsdom has no Response). */
function answerOf(text: string, status: number): Response {
  const make = (): Response =>
    ({
      ok: status >= 200 && status < 300,
      status,
      json: async () => JSON.parse(text) as unknown,
      text: async () => text,
      clone: make,
    }) as unknown as Response;
  return make();
}

const envelope = (type: string) => JSON.stringify({ error: { type: `${type}Exception`, message: 'x' } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fatal pages (spec §8)', () => {
  it.each([
    ['UserBanned', 'userBlock'],
    ['ApplicationDisabled', 'maintenance'],
    ['ApplicationUnavailable', 'maintenance'],
    ['AccessDenied', 'forbidden'],
  ] as const)('%s leads to %s', (name, page) => {
    expect(fatalPageOf(new ApiError(name, ''))).toBe(page);
  });

  it.each(['Authorization', 'InvalidParameter', 'MethodNotFound', 'UserNeedDeposit', 'TooManyRequests'] as const)('%s is handled where it happens', (name) => {
    expect(fatalPageOf(new ApiError(name, ''))).toBeNull();
  });

  it("leaves the cashier's own maintenance to the cashier", () => {
    expect(fatalPageOf(new ApiError('ApplicationUnavailable', '', { scope: 'cashier' }))).toBeNull();
    expect(fatalPageOf(new ApiError('ApplicationDisabled', '', { scope: 'site' }))).toBe('maintenance');
  });

  it('ignores errors that are not API errors', () => {
    expect(fatalPageOf(new Error('x'))).toBeNull();
    expect(fatalPageOf(undefined)).toBeNull();
  });

  it('has the paths of the system pages', () => {
    expect(FATAL_PAGE_PATHS).toEqual({ userBlock: '/user-block', maintenance: '/maintenance', forbidden: '/forbidden' });
  });

  it('keeps a fatal page reported before anyone listens and delivers it once', () => {
    const banned = new ApiError('UserBanned', '', { reason: 'time_out', until: '2030-01-01T00:00:00.000Z' });
    reportFatalError(banned);
    const first = jest.fn();
    const off = onFatalPage(first);
    // With the error itself: its fields tell the user block page more (an exclusion's end).
    expect(first).toHaveBeenCalledWith('userBlock', banned);
    off();
    const second = jest.fn();
    onFatalPage(second)();
    expect(second).not.toHaveBeenCalled();
  });
});

describe('watchFatalAnswers', () => {
  let seen: string[];
  let off: () => void;
  beforeEach(() => {
    seen = [];
    off = onFatalPage((page) => seen.push(page));
  });
  afterEach(() => off());

  it.each([
    [403, envelope('UserBanned'), 'userBlock'],
    [503, envelope('ApplicationDisabled'), 'maintenance'],
    [403, envelope('AccessDenied'), 'forbidden'],
    [503, '<html>proxy error</html>', 'maintenance'],
    [403, '<html>firewall</html>', 'forbidden'],
  ])('reports a %i answer %s as %s and hands it on unchanged', async (status, body, page) => {
    const answer = answerOf(body, status);
    const fetchImpl = watchFatalAnswers(async () => answer);
    const response = await fetchImpl('/api/account.getInfo');
    expect(response).toBe(answer);
    expect(await response.text()).toBe(body);
    await settle();
    expect(seen).toEqual([page]);
  });

  it('reports nothing for other answers, other 403s and network failures', async () => {
    await watchFatalAnswers(async () => answerOf(envelope('UserNeedDeposit'), 403))('/api/x');
    await watchFatalAnswers(async () => answerOf(envelope('Authorization'), 401))('/api/x');
    await watchFatalAnswers(async () => answerOf('{"data":1}', 200))('/api/x');
    await expect(watchFatalAnswers(async () => Promise.reject(new TypeError('Failed to fetch')))('/api/x')).rejects.toThrow('Failed to fetch');
    await settle();
    expect(seen).toEqual([]);
  });
});

describe('maintenance rendered into the page', () => {
  const pageWith = (json: string | null) => {
    const doc = document.implementation.createHTMLDocument('page');
    if (json !== null) {
      const script = doc.createElement('script');
      script.type = 'application/json';
      script.id = 'maintenance-state';
      script.textContent = json;
      doc.head.append(script);
    }
    return doc;
  };

  it('reads the scope and the operator message as the API error that leads to the maintenance page', () => {
    const error = renderedMaintenance(pageWith('{"scope":"site","message":"Back at noon"}'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.type).toBe('ApplicationDisabledException');
    expect(error?.fields).toEqual({ scope: 'site', message: 'Back at noon' });
    expect(fatalPageOf(error)).toBe('maintenance');
  });

  it('is none on a normal page or when the state cannot be read', () => {
    expect(renderedMaintenance(pageWith(null))).toBeNull();
    expect(renderedMaintenance(pageWith('not json'))).toBeNull();
    expect(renderedMaintenance(pageWith('[1]'))).toBeNull();
  });
});
