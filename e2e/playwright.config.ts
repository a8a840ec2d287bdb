import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// The ops console's origin of its own (docs/operations/console.md): the server's second port; workers inherit it.
const opsPort = Number(process.env.E2E_OPS_PORT ?? port + 1);
process.env.E2E_OPS_URL ??= `http://127.0.0.1:${opsPort}`;
// A fresh database for every run; workers inherit the variable from the main process.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'casino-e2e-'));

/** Debian's Chromium when present (no browser download here); otherwise Playwright's own. */
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './tests',
  // CI's machines differ in kind: on a slow one the longest flows take over 20 s, and a retry records its trace.
  timeout: process.env.CI ? 45_000 : 30_000,
  expect: { timeout: 10_000 },
  // A `test.only` left in a suite would run alone and pass the build: CI refuses it.
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A trace records a screencast of every frame: recorded for every test it doubled the browsers' CPU on two
    // cores and slowed every suite. A test that fails is run again, and that run keeps its trace.
    trace: 'on-first-retry',
    // The offline-shell worker would answer requests past page.route; suites that test it opt in.
    serviceWorkers: 'block',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // The browser suites share one server and run side by side.
    { name: 'site', testIgnore: /releases\.spec\.ts$/ },
    // Release suites build remotes with webpack on every core and start servers of their own: run after the
    // site's suites, they cannot starve a browser test that waits on a page (a redirect, a first paint).
    { name: 'releases', testMatch: /releases\.spec\.ts$/, dependencies: ['site'] },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // A fresh database: publish the built remotes as live releases, then serve.
        command: 'node --import tsx src/domains/releases/cli.ts release --all --activate --no-build && node --import tsx src/main.ts',
        cwd: join(import.meta.dirname, '../server'),
        url: `${baseURL}/healthz`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          HOST: '127.0.0.1',
          PORT: String(port),
          OPS_PORT: String(opsPort),
          OPS_ORIGIN: process.env.E2E_OPS_URL,
          DATA_DIR: process.env.E2E_DATA_DIR,
          LOG_LEVEL: 'warn',
          // The suites stand for many players: like a proxy on this machine, each sends its own X-Forwarded-For,
          // so the per-address limits (registration, sign-in) apply per suite, as they would per player.
          TRUST_PROXY: '127.0.0.1',
          // The suites sign in through the outbox page, the development OAuth provider and the demo payments.
          DEMO: '1',
          // Hundreds of sign-ups and sign-ins: at the production cost (2^17, 128 MiB) each hash takes the server
          // up to a second of a core on a slow machine, which the browsers beside it wait for. Refused in production.
          PASSWORD_COST: '12',
          // A shell built elsewhere (`webpack --output-path …`) instead of shell/dist.
          ...(process.env.SHELL_DIR ? { SHELL_DIR: process.env.SHELL_DIR } : {}),
          // Signs the Telegram mini-app init data the auth suite makes.
          TELEGRAM_BOT_TOKEN: process.env.E2E_TELEGRAM_BOT_TOKEN ?? 'e2e-telegram-bot-token',
        },
      },
});
