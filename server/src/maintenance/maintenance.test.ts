import { ApiError } from '@casino/contract';
import { isMaintenanceStatus } from '@casino/contract/maintenance/index';
import { maintenanceError, maintenanceStatus, type MaintenanceMode } from './service';
import { parseCommand } from '../cli/kit';
import { MAINTENANCE_PROGRAM, namedScope } from './cli';

const mode = (scope: MaintenanceMode['scope'], message: string | null = null, more: Partial<MaintenanceMode> = {}): MaintenanceMode => ({
  scope,
  message,
  message_ru: null,
  starts_at: null,
  ends_at: null,
  switched_by: 'ops:t',
  switched_at: '2026-01-01T00:00:00.000Z',
  ...more,
});

describe('maintenance modes', () => {
  it('lets every call through when nothing is on', () => {
    expect(maintenanceError([], 'games.get', 'uz')).toBeNull();
  });

  it('disables the whole site with the operator message', () => {
    const error = maintenanceError([mode('site', 'Back at 10')], 'games.get', 'ru');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ type: 'ApplicationDisabledException', status: 503, fields: { scope: 'site', message: 'Back at 10' } });
  });

  it('disables one language only', () => {
    expect(maintenanceError([mode('ru')], 'games.get', 'uz')).toBeNull();
    expect(maintenanceError([mode('ru')], 'games.get', 'ru')).toMatchObject({ type: 'ApplicationDisabledException' });
  });

  it('stops only the cashier in cashier mode', () => {
    expect(maintenanceError([mode('cashier')], 'games.get', 'uz')).toBeNull();
    expect(maintenanceError([mode('cashier')], 'cashier.getdepositsettings', 'uz')).toMatchObject({
      type: 'ApplicationUnavailableException',
      fields: { scope: 'cashier' },
    });
  });

  it('reads the scope from the command line, and never assumes the whole site', () => {
    const scope = (...argv: string[]) => namedScope(parseCommand(MAINTENANCE_PROGRAM.commands.on!, argv));
    expect(scope()).toBeNull();
    expect(scope('cashier', '--message=Soon')).toBe('cashier');
    expect(scope('--scope', 'ru')).toBe('ru');
    expect(scope('--site')).toBe('site');
    expect(() => scope('moon')).toThrow(/scope is one of/);
    expect(() => scope('cashier', '--site')).toThrow(/once/);
    expect(() => scope('--sight')).toThrow(/unknown option --sight/);
  });

  it("pauses one part with its message in the caller's language", () => {
    const loyalty = mode('loyalty', 'Tez orada', { message_ru: 'Скоро' });
    expect(maintenanceError([loyalty], 'games.get', 'uz')).toBeNull();
    expect(maintenanceError([loyalty], 'loyalty.getinfo', 'ru')).toMatchObject({
      type: 'ApplicationUnavailableException',
      fields: { scope: 'loyalty', message: 'Скоро' },
    });
    expect(maintenanceError([loyalty], 'loyalty.getinfo', 'uz')).toMatchObject({ fields: { message: 'Tez orada' } });
  });

  it('tells players of windows in force and of those starting within the notice period, not of others', () => {
    const now = Date.parse('2026-12-02T12:00:00Z');
    const status = maintenanceStatus(
      [
        mode('casino', 'Oʻyinlar', { message_ru: 'Игры', starts_at: '2026-12-02T11:00:00Z', ends_at: '2026-12-02T13:00:00Z' }),
        mode('cashier', null, { starts_at: '2026-12-02T18:00:00Z', ends_at: '2026-12-02T19:00:00Z' }),
        mode('loyalty', null, { starts_at: '2026-12-05T18:00:00Z' }),
        mode('profile', null, { starts_at: '2026-12-02T10:00:00Z', ends_at: '2026-12-02T11:00:00Z' }),
      ],
      'ru',
      false,
      now,
    );
    expect(status.windows).toEqual([
      { scope: 'casino', message: 'Игры', starts_at: '2026-12-02T11:00:00Z', ends_at: '2026-12-02T13:00:00Z', active: true },
      { scope: 'cashier', message: null, starts_at: '2026-12-02T18:00:00Z', ends_at: '2026-12-02T19:00:00Z', active: false },
    ]);
    // The shape players' pages check before they use it.
    expect(isMaintenanceStatus(status)).toBe(true);
  });
});
