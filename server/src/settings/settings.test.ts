import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, ROOT_DIR } from '../config';
import { readSettings, settingsSchema, settingDocs, SettingsError } from './index';
import { settingsTable, withSettingsTable, TABLE_BEGIN, TABLE_END } from './table';

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('a bad setting refuses the start, naming the setting, its value and what it takes', () => {
  it('PORT=abc', () => {
    expect(refusal({ PORT: 'abc' })).toBe('PORT=abc: expected a whole number from 0 to 65535');
  });

  it('CANARY_FAILURE_RATE=abc and =5 (a share above 0 and at most 1)', () => {
    expect(refusal({ CANARY_FAILURE_RATE: 'abc' })).toBe('CANARY_FAILURE_RATE=abc: expected a share above 0 and at most 1');
    expect(refusal({ CANARY_FAILURE_RATE: '5' })).toBe('CANARY_FAILURE_RATE=5: expected a share above 0 and at most 1');
    expect(refusal({ CANARY_FAILURE_RATE: '0' })).toBe('CANARY_FAILURE_RATE=0: expected a share above 0 and at most 1');
    expect(loadConfig({ CANARY_FAILURE_RATE: '0.35' }).releases.canaryFailureRate).toBe(0.35);
  });

  it('SERVER_WORKERS=x', () => {
    expect(refusal({ SERVER_WORKERS: 'x' })).toBe('SERVER_WORKERS=x: expected a count from 1 to 64, or auto (one per core)');
  });

  it('REGISTRY_REFRESH_SECONDS=0', () => {
    expect(refusal({ REGISTRY_REFRESH_SECONDS: '0' })).toBe('REGISTRY_REFRESH_SECONDS=0: expected a whole number from 1 to 86400');
  });

  it('flags take on or off, nothing else', () => {
    expect(refusal({ COOKIE_SECURE: 'maybe' })).toBe('COOKIE_SECURE=maybe: expected on or off (1/0, true/false, yes/no)');
    expect(loadConfig({ COOKIE_SECURE: 'yes' }).cookieSecure).toBe(true);
  });

  it('names every bad setting at once, in one message, and never echoes a secret', () => {
    const message = refusal({ PORT: 'abc', SERVER_WORKERS: 'x', OAUTH_PROVIDERS: 'client-secret-not-json' });
    expect(message).toBe(
      [
        'Bad settings:',
        '  PORT=abc: expected a whole number from 0 to 65535',
        '  SERVER_WORKERS=x: expected a count from 1 to 64, or auto (one per core)',
        '  OAUTH_PROVIDERS=***: expected a JSON list',
      ].join('\n'),
    );
    expect(() => readSettings({ PORT: 'abc' })).toThrow(SettingsError);
  });

  it('an unset or empty variable takes its default', () => {
    const s = readSettings({ PORT: '', CANARY_FAILURE_RATE: ' ' });
    expect(s.PORT).toBe(8080);
    expect(s.CANARY_FAILURE_RATE).toBe(0.2);
    expect(s.SERVER_WORKERS).toBe(1);
  });
});

describe('the configuration table', () => {
  it('describes every setting', () => {
    for (const [name, schema] of Object.entries(settingsSchema.shape)) {
      expect([name, (settingDocs.get(schema)?.description.length ?? 0) > 0]).toEqual([name, true]);
    }
    expect(settingsTable()).toContain('| `PORT` | `8080` | a whole number from 0 to 65535 |');
  });

  it("in docs/configuration.md is the schema's (pnpm --filter @casino/server docs:config writes it)", () => {
    const doc = readFileSync(join(ROOT_DIR, 'docs/configuration.md'), 'utf8');
    expect(doc).toContain(TABLE_BEGIN);
    expect(doc).toContain(TABLE_END);
    expect(withSettingsTable(doc)).toBe(doc);
  });
});

describe('the server process', () => {
  it('refuses to start on a bad setting, exit 1, the setting named on stderr', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(__dirname, '../..'),
      env: { PATH: process.env.PATH, DEMO: '1', PORT: 'abc', CANARY_FAILURE_RATE: '5', DATA_DIR: '/nonexistent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('PORT=abc: expected a whole number from 0 to 65535');
    expect(r.stderr).toContain('CANARY_FAILURE_RATE=5: expected a share above 0 and at most 1');
  }, 70_000);
});
