import { isMaintenanceStatus, isMaintenanceWindow } from './index';

const window = { scope: 'cashier', message: 'Kassa 30 daqiqaga toʻxtatildi', starts_at: null, ends_at: '2026-12-03T12:00:00.000Z', active: true };

it('accepts the status the server answers', () => {
  expect(isMaintenanceStatus({ windows: [window, { ...window, scope: 'site', message: null, active: false }], viewing: false })).toBe(true);
  expect(isMaintenanceStatus({ windows: [], viewing: true })).toBe(true);
});

it('refuses a window of another shape: an unknown scope, a time that is not a string, a missing flag', () => {
  expect(isMaintenanceWindow({ ...window, scope: 'sportsbook' })).toBe(false);
  expect(isMaintenanceWindow({ ...window, ends_at: 1_700_000_000 })).toBe(false);
  const { active: _active, ...withoutActive } = window;
  expect(isMaintenanceWindow(withoutActive)).toBe(false);
  expect(isMaintenanceWindow(null)).toBe(false);
});

it('refuses a status whose windows are not all windows, or without the viewing flag', () => {
  expect(isMaintenanceStatus({ windows: [window, { scope: 'site' }], viewing: false })).toBe(false);
  expect(isMaintenanceStatus({ windows: [window] })).toBe(false);
  expect(isMaintenanceStatus({ windows: {}, viewing: false })).toBe(false);
  expect(isMaintenanceStatus(undefined)).toBe(false);
});
