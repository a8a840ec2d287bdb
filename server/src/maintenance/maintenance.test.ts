import { ApiError } from '@casino/contract';
import { maintenanceError, type MaintenanceMode } from './service';
import { parseCommand } from '../cli/kit';
import { MAINTENANCE_PROGRAM, namedScope } from './cli';

const mode = (scope: MaintenanceMode['scope'], message: string | null = null): MaintenanceMode => ({ scope, message, switched_by: 'ops:t', switched_at: '2026-01-01T00:00:00.000Z' });

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
    expect(maintenanceError([mode('cashier')], 'cashier.getdepositsettings', 'uz')).toMatchObject({ type: 'ApplicationUnavailableException', fields: { scope: 'cashier' } });
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
});
