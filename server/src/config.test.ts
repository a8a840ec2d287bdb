import { availableParallelism } from 'node:os';
import { loadConfig } from './config';
import { selectProviders } from './providers';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema';

describe('loadConfig', () => {
  it('reads RETURN_ORIGINS, the partner sites a backUrl may return to: none by default, exact origins only', () => {
    expect(loadConfig({}).returnOrigins).toEqual([]);
    expect(loadConfig({ RETURN_ORIGINS: ' https://partner.example/, https://bot.partner.example:8443' }).returnOrigins).toEqual([
      'https://partner.example',
      'https://bot.partner.example:8443',
    ]);
    expect(() => loadConfig({ RETURN_ORIGINS: 'https://partner.example/return' })).toThrow(
      'RETURN_ORIGINS=https://partner.example/return: expected origins such as https://casino.example',
    );
    expect(() => loadConfig({ RETURN_ORIGINS: 'partner.example' })).toThrow(/RETURN_ORIGINS/);
    expect(() => loadConfig({ RETURN_ORIGINS: 'javascript:alert(1)' })).toThrow(/RETURN_ORIGINS/);
  });

  it('reads the page timing settings: sample rate, the slow-canary rule and which remotes roll back on it', () => {
    const v = loadConfig({
      VITALS_SAMPLE_RATE: '1',
      CANARY_SLOW_MIN_SAMPLES: '5',
      CANARY_SLOW_LCP_RATIO: '2',
      CANARY_SLOW_LCP_MARGIN_MS: '300',
      CANARY_ROLLBACK_ON_SLOW: 'casino,cashier',
    }).releases.vitals;
    expect(v).toEqual({ sampleRate: 1, perClient: 4, slow: { minSamples: 5, ratio: 2, marginMs: 300 }, rollbackOnSlow: ['casino', 'cashier'] });
    expect(loadConfig({ VITALS_SAMPLE_RATE: '0', CANARY_ROLLBACK_ON_SLOW: '1' }).releases.vitals).toMatchObject({
      sampleRate: 0,
      rollbackOnSlow: ['casino', 'cashier', 'profile', 'loyalty', 'promotions'],
    });
    expect(() => loadConfig({ VITALS_SAMPLE_RATE: '1.5' })).toThrow(/VITALS_SAMPLE_RATE/);
    expect(() => loadConfig({ CANARY_ROLLBACK_ON_SLOW: 'casino,games' })).toThrow(
      'CANARY_ROLLBACK_ON_SLOW=casino,games: expected 1 (all), 0 (none) or some of casino, cashier, profile, loyalty, promotions',
    );
  });

  it('keeps the PostgreSQL pool of an instance between 1 and 200 connections, 10 by default, and refuses any other count', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE=0: expected a whole number from 1 to 200');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '5000' })).toThrow('DATABASE_POOL_SIZE=5000: expected a whole number from 1 to 200');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow('DATABASE_POOL_SIZE=many');
  });

  it('runs one server process unless SERVER_WORKERS asks for more (a count, or one per core)', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ SERVER_WORKERS: '2' }).workers).toBe(2);
    expect(loadConfig({ SERVER_WORKERS: 'auto' }).workers).toBe(availableParallelism());
    expect(() => loadConfig({ SERVER_WORKERS: '0' })).toThrow('SERVER_WORKERS=0: expected a count from 1 to 64, or auto (one per core)');
    expect(() => loadConfig({ SERVER_WORKERS: '65' })).toThrow(/SERVER_WORKERS/);
    expect(() => loadConfig({ SERVER_WORKERS: 'many' })).toThrow('SERVER_WORKERS=many: expected a count from 1 to 64');
  });

  it('keeps statements prepared on PostgreSQL connections unless told not to (a pooler that cannot keep them)', () => {
    expect(loadConfig({}).databasePrepare).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: '0' }).databasePrepare).toBe(false);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' }).databasePrepare).toBe(false);
  });

  it('tries the fast paths of rounds, deposits and settlements unless FAST_PATHS=off, and refuses any other value', () => {
    expect(loadConfig({}).fastPaths).toBe(true);
    expect(loadConfig({ FAST_PATHS: 'on' }).fastPaths).toBe(true);
    expect(loadConfig({ FAST_PATHS: 'off' }).fastPaths).toBe(false);
    expect(loadConfig({ FAST_PATHS: ' OFF ' }).fastPaths).toBe(false);
    expect(() => loadConfig({ FAST_PATHS: 'sometimes' })).toThrow('FAST_PATHS=sometimes: expected on or off');
  });

  it('has the documented defaults', () => {
    const config = loadConfig({ DEMO: '1' });
    expect(config.releases).toEqual({
      source: 'database',
      refreshSeconds: 30,
      canaryFailureRate: 0.2,
      canaryMinFailures: 5,
      canaryFailuresPerClient: 1,
      canaryMinReporters: 20,
      storage: { backend: 'disk', s3: null },
      vitals: {
        sampleRate: 0.1,
        perClient: 4,
        slow: { minSamples: 50, ratio: 1.25, marginMs: 500 },
        rollbackOnSlow: [],
      },
    });
    expect(config.watchFiles).toBe(false);
    expect(config.providers).toEqual({ payouts: 'demo', identity: 'demo', payments: 'demo', games: 'demo' });
    expect(config.payouts).toEqual({
      autoApprove: [{ currency: 'USD', max: 10_000 }],
      callbackSecret: null,
      callbackToleranceSeconds: 300,
      workerMs: 2000,
      demo: { delayMs: 2000, fail: [] },
    });
    expect(config.kyc).toEqual({
      webhookSecret: null,
      webhookToleranceSeconds: 300,
      accessTokenTtlSeconds: 600,
      documentMaxBytes: 8 * 1024 * 1024,
      autoDecision: null,
    });
    expect(config.cashier).toEqual({
      coolingOffMs: 86_400_000,
      withdrawalsPerDay: 5,
      trustedContactMinAgeMs: 15 * 60_000,
      demoProvider: true,
      callbackSecret: null,
      callbackToleranceSeconds: 300,
      checkoutTtlMinutes: 30,
      pendingDepositTtlMs: 30 * 60_000,
    });
  });

  it('reads the release, development and cashier settings', () => {
    const config = loadConfig({
      REGISTRY_SOURCE: 'workspace',
      REGISTRY_REFRESH_SECONDS: '1',
      CANARY_FAILURE_RATE: '0.5',
      CANARY_MIN_FAILURES: '3',
      CANARY_FAILURES_PER_CLIENT: '4',
      SHELL_WATCH: '1',
      WITHDRAWALS_PER_DAY: '2',
      PAYMENTS_CALLBACK_SECRET: ' s3cret ',
    });
    expect(config.releases).toEqual({
      source: 'workspace',
      refreshSeconds: 1,
      canaryFailureRate: 0.5,
      canaryMinFailures: 3,
      canaryFailuresPerClient: 4,
      canaryMinReporters: 20,
      storage: { backend: 'disk', s3: null },
      vitals: expect.any(Object),
    });
    expect(config.watchFiles).toBe(true);
    expect(config.cashier).toMatchObject({ withdrawalsPerDay: 2, callbackSecret: 's3cret', trustedContactMinAgeMs: 24 * 3_600_000 });
    expect(loadConfig({ DEMO: '1', WITHDRAWAL_CONTACT_MIN_AGE_HOURS: '2' }).cashier.trustedContactMinAgeMs).toBe(2 * 3_600_000);
    expect(loadConfig({ DEMO: '1', WITHDRAWAL_CONTACT_MIN_AGE_MINUTES: '5', WITHDRAWAL_CONTACT_MIN_AGE_HOURS: '2' }).cashier.trustedContactMinAgeMs).toBe(
      5 * 60_000,
    );
    expect(loadConfig({ DEMO: '1', DEPOSIT_PENDING_TTL_MINUTES: '10' }).cashier.pendingDepositTtlMs).toBe(10 * 60_000);
  });

  it('refuses nonsense canary and refresh numbers, naming every bad setting at once', () => {
    expect(() => loadConfig({ REGISTRY_REFRESH_SECONDS: 'x', CANARY_FAILURE_RATE: '-1', CANARY_MIN_FAILURES: '0' })).toThrow(
      [
        'Bad settings:',
        '  REGISTRY_REFRESH_SECONDS=x: expected a whole number from 1 to 86400',
        '  CANARY_FAILURE_RATE=-1: expected a share above 0 and at most 1',
        '  CANARY_MIN_FAILURES=0: expected a whole number, at least 1',
      ].join('\n'),
    );
  });

  it('turns the demo payment provider off outside the demo unless asked for', () => {
    expect(loadConfig({}).cashier.demoProvider).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', OAUTH_DEV_PROVIDER: '0' }).cashier.demoProvider).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', OAUTH_DEV_PROVIDER: '0', PAYMENTS_DEMO_PROVIDER: '1' }).cashier.demoProvider).toBe(true);
  });

  it("reads the payout settings: automatic approval per currency, the demo provider's failures", () => {
    const config = loadConfig({
      PAYOUTS_AUTO_APPROVE_MAX: 'UZS:1200000, USD:99.5',
      PAYOUTS_DEMO_FAIL: '13,66.50',
      PAYOUTS_DEMO_DELAY_SECONDS: '0',
      PAYOUTS_CALLBACK_SECRET: ' p4yout ',
    });
    expect(config.payouts).toMatchObject({
      autoApprove: [
        { currency: 'UZS', max: 120_000_000 },
        { currency: 'USD', max: 9950 },
      ],
      callbackSecret: 'p4yout',
      demo: { delayMs: 0, fail: [1300, 6650] },
    });
    expect(loadConfig({ DEMO: '1', PAYOUTS_AUTO_APPROVE_MAX: '0', PAYOUTS_DEMO_FAIL: 'all' }).payouts).toMatchObject({
      autoApprove: [],
      demo: { fail: 'all' },
    });
    expect(loadConfig({ DEMO: '1', PAYOUTS_PROVIDER: 'none' }).providers.payouts).toBe('none');
    expect(() => loadConfig({ PAYOUTS_AUTO_APPROVE_MAX: 'USD100' })).toThrow('PAYOUTS_AUTO_APPROVE_MAX=USD100: expected 0 (off) or CURRENCY:amount entries');
  });

  it('refuses a provider it has no implementation of', () => {
    expect(() => loadConfig({ PAYOUTS_PROVIDER: 'acme' })).toThrow('PAYOUTS_PROVIDER=acme: expected one of none, demo');
    expect(() => loadConfig({ KYC_PROVIDER: 'sumsub' })).toThrow('KYC_PROVIDER=sumsub: expected one of none, demo');
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow('PAYMENTS_PROVIDER=stripe: expected one of demo');
    expect(() => loadConfig({ GAMES_PROVIDER: 'aggregator' })).toThrow('GAMES_PROVIDER=aggregator: expected one of demo');
  });
});

it('reads the identity verification settings; the demo identity provider only in the demo unless asked for', () => {
  expect(loadConfig({}).providers.identity).toBe('none');
  expect(loadConfig({ KYC_PROVIDER: 'demo' }).providers.identity).toBe('demo');
  expect(loadConfig({ DEMO: '1', KYC_PROVIDER: 'none' }).providers.identity).toBe('none');
  const config = loadConfig({
    DEMO: '1',
    KYC_WEBHOOK_SECRET: ' k ',
    KYC_WEBHOOK_TOLERANCE_SECONDS: '60',
    KYC_ACCESS_TOKEN_TTL_SECONDS: '120',
    KYC_DOCUMENT_MAX_BYTES: '2048',
    KYC_DEMO_AUTO_DECISION: 'approve',
    KYC_DEMO_AUTO_DECISION_SECONDS: '5',
  });
  expect(config.kyc).toEqual({
    webhookSecret: 'k',
    webhookToleranceSeconds: 60,
    accessTokenTtlSeconds: 120,
    documentMaxBytes: 2048,
    autoDecision: { decision: 'approve', afterSeconds: 5 },
  });
  expect(loadConfig({ KYC_DEMO_AUTO_DECISION: 'off' }).kyc.autoDecision).toBeNull();
  expect(() => loadConfig({ KYC_DEMO_AUTO_DECISION: 'maybe' })).toThrow('KYC_DEMO_AUTO_DECISION=maybe: expected one of off, approve, reject');
});

describe('selectProviders', () => {
  it('picks the demo payment and game providers, and no payout or identity provider', () => {
    const providers = selectProviders(loadConfig({}), {} as Kysely<DB>);
    expect(providers.payments.name).toBe('demo');
    expect(providers.games.name).toBe('demo');
    expect(providers.payouts).toBeNull();
    expect(providers.identity).toBeNull();
    expect(selectProviders(loadConfig({ DEMO: '1' }), {} as Kysely<DB>).payouts?.name).toBe('demo');
    expect(selectProviders(loadConfig({ DEMO: '1' }), {} as Kysely<DB>).identity?.name).toBe('demo');
  });
});
