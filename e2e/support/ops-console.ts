import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';

/** The shared test server's ops console origin (its second port; playwright.config.ts). */
export const opsOrigin = (): string => process.env.E2E_OPS_URL ?? `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 1}`;

/** The documented demo operators (docs/operations/console.md). */
export const DEMO_OPERATORS = {
  admin: { login: 'ops-demo', password: 'ops-demo-password', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
  kyc: { login: 'ops-kyc', password: 'ops-demo-password', secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU' },
  cashback: { login: 'ops-cashback', password: 'ops-demo-password', secret: 'MNQXG2DCMFRWW3DPMNQXG2DCMFRWW3DP' },
};

function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const c of text) {
    value = (value << 5) | alphabet.indexOf(c);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The operator's authenticator: the TOTP code (RFC 6238) of a 30-second step. */
export function totp(secret: string, step: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32(secret)).update(message).digest();
  const o = mac[mac.length - 1]! & 15;
  return String((((mac[o]! & 127) << 24) | (mac[o + 1]! << 16) | (mac[o + 2]! << 8) | mac[o + 3]!) % 1_000_000).padStart(6, '0');
}

/**
 * Signs an operator in through the console's page. A code is accepted once and the server takes the
 * steps next to the current one, so suites signing the same operator in close together use the
 * next step's code when the current one is spent.
 */
export async function operatorSignIn(page: Page, base: string, who: (typeof DEMO_OPERATORS)[keyof typeof DEMO_OPERATORS]): Promise<void> {
  await page.goto(`${base}/ops/console/`);
  await page.getByLabel('Login').fill(who.login);
  await page.getByLabel('Password').fill(who.password);
  const now = Math.floor(Date.now() / 30_000);
  for (const step of [now - 1, now, now + 1]) {
    await page.getByLabel('Authenticator code').fill(totp(who.secret, step));
    const answer = page.waitForResponse((r) => r.url().endsWith('/ops/console/api/sign-in'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    if ((await answer).ok()) break;
  }
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}
