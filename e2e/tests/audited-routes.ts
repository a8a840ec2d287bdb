import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * Every page of the site (spec §2 and the route tables of the shell and the remotes), as the
 * accessibility audit walks it. `route` is the route's pattern (parameters written `:name`, the
 * rest `*`); `path` the address audited (a function finds a real id on the site); `player` pages
 * are opened signed in (the guest guard sends guests home from them).
 */
export interface AuditedRoute {
  route: string;
  path: string | ((page: Page, prefix: string) => Promise<string>);
  player?: boolean;
  /** What shows that the page has rendered, besides the default: a level-1 heading in the main area. */
  ready?: (page: Page) => Promise<void>;
}

const h2 = (page: Page) => expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toBeVisible();

/** The address of the first link in the main area of a list page (the one just audited, or opened) whose path starts with `under`. */
function firstLink(list: string, under: string, suffix = '') {
  return async (page: Page, prefix: string) => {
    if (new URL(page.url()).pathname !== `${prefix}${list}`) await page.goto(`${prefix}${list}`);
    const link = page.locator(`main a[href^="${prefix}${under}"]`).first();
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute('href'))!, 'http://site').pathname;
    return `${href.slice(prefix.length)}${suffix}`;
  };
}

export const AUDITED_ROUTES: AuditedRoute[] = [
  // The shell's own pages.
  { route: '', path: '/' },
  { route: '', path: '/', player: true },
  { route: ':slug', path: '/about' },
  { route: '_icons', path: '/_icons' },
  { route: 'forms/sign_in', path: '/forms/sign_in', ready: (p) => expect(p.locator('main form').first()).toBeVisible() },
  { route: 'forms/sign_up', path: '/forms/sign_up', ready: (p) => expect(p.locator('main form').first()).toBeVisible() },
  { route: 'confirmation', path: '/confirmation', player: true },
  { route: 'confirmation/success', path: '/confirmation/success', player: true },
  { route: 'unsubscribe', path: '/unsubscribe', ready: (p) => expect(p.getByRole('alert')).toBeVisible() },
  { route: 'support', path: '/support', ready: h2 },
  { route: 'responsible-game', path: '/responsible-game' },
  { route: 'bets/*', path: '/bets/sport', player: true },
  { route: 'maintenance', path: '/maintenance' },
  { route: 'forbidden', path: '/forbidden' },
  { route: 'user-block', path: '/user-block' },
  { route: '*', path: '/no-such-page/deeper' },
  // Casino.
  { route: 'gamehall', path: '/gamehall' },
  { route: 'gamehall/:id', path: '/gamehall/slots' },
  { route: 'game/:sysname', path: '/game/nebula_desert_caravan_deluxe' },
  { route: 'betting', path: '/betting' },
  { route: 'providers', path: '/providers' },
  { route: 'jackpots', path: '/jackpots' },
  { route: 'jackpots/:id', path: firstLink('/jackpots', '/jackpots/') },
  { route: 'winners', path: '/winners' },
  { route: 'tournaments', path: '/tournaments' },
  { route: 'tournaments/:id', path: firstLink('/tournaments', '/tournaments/') },
  { route: 'tournaments/:id/gamehall', path: firstLink('/tournaments', '/tournaments/', '/gamehall') },
  // Promotions.
  { route: 'offers', path: '/offers' },
  { route: 'offers/:id', path: firstLink('/offers', '/offers/') },
  { route: 'promotions', path: '/promotions' },
  { route: 'promotions/:id', path: firstLink('/promotions', '/promotions/') },
  // Loyalty.
  { route: 'loyalty', path: '/loyalty', player: true },
  { route: 'loyalty/shop', path: '/loyalty/shop', player: true },
  { route: 'loyalty/:sysname', path: '/loyalty/star-club', player: true },
  // Cashier.
  { route: 'cashier', path: '/cashier', player: true },
  { route: 'cashier/billing', path: '/cashier/billing', player: true },
  { route: 'cashier/deposit', path: '/cashier/deposit', player: true },
  { route: 'cashier/deposit/:sysname', path: '/cashier/deposit/visa_mastercard', player: true },
  { route: 'cashier/withdraw', path: '/cashier/withdraw', player: true },
  { route: 'cashier/history', path: '/cashier/history', player: true },
  { route: 'cashier/wallet', path: '/cashier/wallet', player: true },
  { route: 'cashier/receipt', path: '/cashier/receipt', player: true },
  { route: 'cashier/paysuccess', path: '/cashier/paysuccess', player: true },
  { route: 'cashier/paysuccess/:transaction', path: '/cashier/paysuccess/1', player: true },
  { route: 'cashier/payfail', path: '/cashier/payfail', player: true },
  { route: 'cashier/payfail/:transaction', path: '/cashier/payfail/1', player: true },
  { route: 'cashier/paypending', path: '/cashier/paypending', player: true },
  { route: 'cashier/paypending/:transaction', path: '/cashier/paypending/1', player: true },
  { route: 'cashier/paycancel', path: '/cashier/paycancel', player: true },
  { route: 'cashier/paymobile', path: '/cashier/paymobile', player: true },
  { route: 'cashier/paynewwindow', path: '/cashier/paynewwindow', player: true },
  // Profile.
  { route: 'profile', path: '/profile', player: true },
  { route: 'profile/settings', path: '/profile/settings', player: true },
  { route: 'profile/security', path: '/profile/security', player: true },
  { route: 'profile/contacts', path: '/profile/contacts', player: true },
  { route: 'profile/bets', path: '/profile/bets', player: true },
  { route: 'profile/bets/history', path: '/profile/bets/history', player: true },
  { route: 'profile/bets/exports', path: '/profile/bets/exports', player: true },
  { route: 'profile/notification', path: '/profile/notification', player: true },
  { route: 'profile/loyalty', path: '/profile/loyalty', player: true },
  { route: 'profile/cashback', path: '/profile/cashback', player: true },
  { route: 'profile/verification', path: '/profile/verification', player: true },
  { route: 'profile/responsible-game', path: '/profile/responsible-game', player: true },
  { route: 'profile/bonuses', path: '/profile/bonuses', player: true },
];

/** Spec §2's routes, as its table lists them (without the locale prefix). */
export const SPEC_ROUTES = [
  '',
  ':slug',
  '_icons',
  'betting',
  'cashier',
  ...[
    'billing',
    'deposit',
    'deposit/:sysname',
    'history',
    'paycancel',
    'payfail',
    'payfail/:transaction',
    'paymobile',
    'paynewwindow',
    'paypending',
    'paypending/:transaction',
    'paysuccess',
    'paysuccess/:transaction',
    'receipt',
    'wallet',
    'withdraw',
  ].map((c) => `cashier/${c}`),
  'confirmation',
  'confirmation/success',
  'forms/sign_in',
  'forms/sign_up',
  'game/:sysname',
  'gamehall',
  'gamehall/:id',
  'jackpots',
  'jackpots/:id',
  'loyalty',
  'loyalty/:sysname',
  'loyalty/shop',
  'offers',
  'offers/:id',
  'profile',
  ...['bets', 'bets/exports', 'bets/history', 'bonuses', 'cashback', 'loyalty', 'notification', 'responsible-game', 'security', 'settings', 'verification'].map(
    (c) => `profile/${c}`,
  ),
  'promotions',
  'promotions/:id',
  'providers',
  'support',
  'unsubscribe',
  'winners',
  'tournaments',
  'tournaments/:id',
  'tournaments/:id/gamehall',
  'responsible-game',
  'bets/*',
  'maintenance',
  '*',
];

const workspace = join(import.meta.dirname, '..', '..');

/**
 * The route paths a route table's source declares, nested paths joined: each `{ … }` object is a
 * frame, and a `path: '…'` belongs to the innermost one.
 */
export function declaredPaths(source: string): string[] {
  const frames: (string | null)[] = [];
  const out: string[] = [];
  const token = /path:\s*['`]([^'`]*)['`]|[{}]/g;
  for (let m = token.exec(source); m; m = token.exec(source)) {
    if (m[0] === '{') frames.push(null);
    else if (m[0] === '}') frames.pop();
    else if (frames.length > 0) {
      frames[frames.length - 1] = m[1]!;
      out.push(frames.filter((f): f is string => f !== null && f !== '').join('/'));
    }
  }
  return out;
}

/** Every route the shell's table and the remotes' tables declare, and each remote's area prefixes. */
export function codeRoutes(): { routes: string[]; prefixes: string[] } {
  const shellTable = readFileSync(join(workspace, 'shell/src/app/routes.tsx'), 'utf8');
  const routes: string[] = declaredPaths(shellTable).filter((p) => p !== '${prefix}/*');
  // The feature route tables the shell's table spreads (`...authRoutes`), read from their feature folders.
  for (const [, name] of shellTable.matchAll(/\.\.\.(\w+)(?=,)/g)) {
    const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '([^']+)'`).exec(shellTable)?.[1];
    if (!from) continue;
    const dir = join(workspace, 'shell/src/app', from);
    const file = readdirSync(dir).find((f) => /^index\.tsx?$/.test(f))!;
    routes.push(...declaredPaths(readFileSync(join(dir, file), 'utf8')));
  }
  const prefixes: string[] = [];
  for (const dir of readdirSync(workspace).filter((d) => d.startsWith('mfe-'))) {
    routes.push(...declaredPaths(readFileSync(join(workspace, dir, 'src/routes.ts'), 'utf8')));
    const pkg = JSON.parse(readFileSync(join(workspace, dir, 'package.json'), 'utf8')) as { federation: { prefixes: string[] } };
    prefixes.push(...pkg.federation.prefixes);
  }
  return { routes: [...new Set(routes)], prefixes };
}

/** A route pattern with its parameters' names dropped (`:id`, `{id}` and `*` alike). */
export const routeShape = (route: string) => route.replace(/:\w+|\*/g, ':');
