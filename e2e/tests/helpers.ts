import type { Page, Request } from '@playwright/test';

/** URLs of the release files a page downloaded, grouped by remote name. */
export function trackRemoteDownloads(page: Page): Map<string, string[]> {
  const byRemote = new Map<string, string[]>();
  page.on('request', (request: Request) => {
    const match = new URL(request.url()).pathname.match(/^\/releases\/([^/]+)\//);
    if (!match?.[1]) return;
    byRemote.set(match[1], [...(byRemote.get(match[1]) ?? []), request.url()]);
  });
  return byRemote;
}

/** Page errors (uncaught exceptions) collected while the test runs. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** The demo player seeded into every fresh database (server/src/seed). */
export const DEMO_PLAYER = { login: 'demo@example.com', password: 'demo1234' };

/** Signs the page's browser context in through the real player API (same-origin form POST). */
export async function signIn(
  page: Page,
  credentials: { login: string; password: string } = DEMO_PLAYER,
  origin = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`,
): Promise<void> {
  const baseURL = new URL(origin).origin;
  const response = await page.request.post(`${baseURL}/api/auth.login?v=2.34&locale=uz`, {
    form: credentials,
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/**
 * Registers a fresh player through the real player API and leaves the page's browser context
 * signed in as them (registration starts a session), so tests never share a balance.
 */
export async function registerPlayer(
  page: Page,
  origin = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`,
  // Dollars unless asked: without a currency the server would pick the language's (UZS, RUB).
  { locale = 'uz', name = 'e2e', currency = 'USD' }: { locale?: 'uz' | 'ru'; name?: string; currency?: string } = {},
): Promise<{ login: string; password: string; uid: number }> {
  const baseURL = new URL(origin).origin;
  const login = `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const password = 'secret12';
  const response = await page.request.post(`${baseURL}/api/auth.register?v=2.34&locale=${locale}`, {
    form: { login, password, terms: '1', currency },
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { uid: number } };
  return { login, password, uid: data.uid };
}

/**
 * The sign-in popup, by the title it shows: the step it is on (sign-in, registration, password
 * restore, the code of a two-factor sign-in) names the dialog.
 */
export const AUTH_DIALOG_TITLE = {
  uz: /^(Hisobga kirish|Roʻyxatdan oʻtish|Parolni tiklash|Tasdiqlash kodi)$/,
  ru: /^(Вход в аккаунт|Регистрация|Восстановление пароля|Код подтверждения)$/,
} as const;
