import type { Money } from '@casino/contract';
import type { GameKind } from './engines';
import type { Launch } from '../../domains/rounds';
import { stakeLimits } from '../../domains/catalogue';
import { TEXTS, type GameLocale } from './texts';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** JSON inside a `<script type="application/json">`: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
  'Referrer-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
} as const;

function shell(locale: GameLocale, title: string, kind: string, body: string, scripts: string[] = []): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/platform/game/assets/game.css"></head>
<body class="game game--${kind}">${body}${scripts.map((s) => `<script src="/platform/game/assets/${s}"></script>`).join('')}</body></html>`;
}

/** A page that only says something (not found, no demo, sign in first); `action` asks the site around it. */
export function messagePage(locale: GameLocale, text: string, action?: { label: string; message: string }): string {
  const button = action ? `<button type="button" class="primary" data-parent-message="${escapeHtml(action.message)}">${escapeHtml(action.label)}</button>` : '';
  return shell(locale, text, 'message', `<main class="message"><p>${escapeHtml(text)}</p>${button}</main>`, action ? ['message.js'] : []);
}

/** Chip values and the default stake per currency (minor units). */
export function stakeSteps(currency: string): number[] {
  const { min, max } = stakeLimits(currency);
  const steps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].map((m) => min * m).filter((v) => v <= max);
  return steps;
}

const SYMBOL_SPRITE = `<svg width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false"><defs>
<symbol id="sym-cherry" viewBox="0 0 64 64"><path d="M22 40 C26 22 34 12 46 8 M42 40 C42 26 44 16 46 8" stroke="#3fa34d" stroke-width="4" fill="none"/><circle cx="20" cy="44" r="12" fill="#e0243b"/><circle cx="42" cy="44" r="12" fill="#c81d33"/></symbol>
<symbol id="sym-lemon" viewBox="0 0 64 64"><ellipse cx="32" cy="34" rx="24" ry="17" fill="#f7d51d"/><path d="M8 34 l-4 -2 M56 34 l4 -2" stroke="#e2b90f" stroke-width="4"/></symbol>
<symbol id="sym-orange" viewBox="0 0 64 64"><circle cx="32" cy="35" r="21" fill="#f7931e"/><path d="M32 14 q8 -8 14 -4 q-6 6 -14 4" fill="#3fa34d"/></symbol>
<symbol id="sym-plum" viewBox="0 0 64 64"><ellipse cx="32" cy="36" rx="19" ry="21" fill="#7d3cb5"/><path d="M32 16 q2 10 0 40" stroke="#5e2a8a" stroke-width="3" fill="none"/></symbol>
<symbol id="sym-bell" viewBox="0 0 64 64"><path d="M32 8 c12 0 18 10 18 24 l4 14 H10 l4 -14 C14 18 20 8 32 8z" fill="#f5b50a"/><circle cx="32" cy="52" r="6" fill="#d59a00"/></symbol>
<symbol id="sym-star" viewBox="0 0 64 64"><polygon points="32,4 40,24 61,24 44,37 50,58 32,45 14,58 20,37 3,24 24,24" fill="#ffd54a" stroke="#e0a800" stroke-width="2"/></symbol>
<symbol id="sym-seven" viewBox="0 0 64 64"><path d="M12 10 H52 V18 C40 30 32 42 28 58 H16 C20 42 28 30 38 20 H12z" fill="#ff3b5c" stroke="#fff" stroke-width="2"/></symbol>
</defs></svg>`;

function slotMarkup(t: (typeof TEXTS)[GameLocale]): string {
  const cells = [0, 1, 2]
    .map(
      (reel) =>
        `<div class="reel" data-reel="${reel}">${[0, 1, 2]
          .map(() => `<div class="cell"><svg class="symbol" aria-hidden="true" focusable="false"><use href="#sym-seven"></use></svg></div>`)
          .join('')}</div>`,
    )
    .join('');
  return `${SYMBOL_SPRITE}<section class="slot" aria-label="${escapeHtml(t.reels)}"><div class="reels" id="reels" role="img" aria-label="">${cells}</div>
<p class="lines">${escapeHtml(t.lines)}</p></section>
<div class="controls">${stakeControl(t)}<button type="button" class="primary spin" id="spin">${escapeHtml(t.spin)}</button></div>`;
}

function stakeControl(t: (typeof TEXTS)[GameLocale]): string {
  return `<div class="stake" role="group" aria-labelledby="stake-label"><span id="stake-label">${escapeHtml(t.stake)}</span>
<button type="button" class="ghost" id="stake-less" aria-label="${escapeHtml(t.lessStake)}">−</button><output id="stake" aria-live="polite"></output>
<button type="button" class="ghost" id="stake-more" aria-label="${escapeHtml(t.moreStake)}">+</button></div>`;
}

function rouletteMarkup(t: (typeof TEXTS)[GameLocale]): string {
  const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  const numbers = Array.from({ length: 36 }, (_, i) => i + 1)
    .map((n) => `<button type="button" class="spot ${red.has(n) ? 'red' : 'black'}" data-kind="straight" data-value="${n}">${n}</button>`)
    .join('');
  const outside = (['low', 'even', 'red', 'black', 'odd', 'high'] as const)
    .map((k) => `<button type="button" class="spot outside ${k === 'red' || k === 'black' ? k : ''}" data-kind="${k}">${escapeHtml(t[k])}</button>`)
    .join('');
  const dozens = [1, 2, 3]
    .map((n) => `<button type="button" class="spot outside" data-kind="dozen" data-value="${n}">${escapeHtml(t.dozen.replace('{n}', String(n)))}</button>`)
    .join('');
  const columns = [1, 2, 3]
    .map((n) => `<button type="button" class="spot outside" data-kind="column" data-value="${n}">${escapeHtml(t.column.replace('{n}', String(n)))}</button>`)
    .join('');
  return `<section class="roulette"><div class="wheel" id="wheel" aria-live="polite"><span id="wheel-number">–</span></div>
<div class="board" role="group" aria-label="${escapeHtml(t.board)}"><button type="button" class="spot green zero" data-kind="straight" data-value="0">0</button>
<div class="numbers">${numbers}</div><div class="row3">${columns}</div><div class="row3">${dozens}</div><div class="row6">${outside}</div></div></section>
<div class="controls">${stakeControl(t).replace(escapeHtml(t.stake), escapeHtml(t.chip))}<button type="button" class="ghost" id="clear">${escapeHtml(t.clear)}</button>
<button type="button" class="primary spin" id="spin">${escapeHtml(t.spin)}</button></div>`;
}

function crashMarkup(t: (typeof TEXTS)[GameLocale]): string {
  return `<section class="crash"><div class="sky" id="sky"><svg viewBox="0 0 300 150" preserveAspectRatio="none" aria-hidden="true" focusable="false"><polyline id="curve" points="0,150" fill="none" stroke="#f5b50a" stroke-width="3"/></svg>
<output class="multiplier" id="multiplier" aria-live="off">1.00×</output></div></section>
<div class="controls">${stakeControl(t)}<label class="target">${escapeHtml(t.target)} <input id="target" type="number" min="1.01" max="1000" step="0.01" value="2.00" inputmode="decimal"></label>
<button type="button" class="primary spin" id="spin">${escapeHtml(t.play)}</button></div>`;
}

function sportsbookMarkup(t: (typeof TEXTS)[GameLocale]): string {
  return `<div class="book"><section class="events" aria-labelledby="events-title"><h2 id="events-title">${escapeHtml(t.events)}</h2><div id="events" aria-busy="true"></div></section>
<aside class="slip" aria-labelledby="slip-title"><h2 id="slip-title">${escapeHtml(t.betslip)}</h2><ul id="slip"></ul><p id="slip-empty">${escapeHtml(t.emptySlip)}</p>
<div id="slip-footer" hidden><p>${escapeHtml(t.totalOdds)}: <strong id="slip-odds"></strong></p>${stakeControl(t)}
<p>${escapeHtml(t.potentialWin)}: <strong id="slip-win"></strong></p><button type="button" class="primary" id="place">${escapeHtml(t.placeBet)}</button></div>
<h2>${escapeHtml(t.myBets)}</h2><ul id="bets" class="bets"></ul></aside></div>`;
}

function handMarkup(id: string, title: string): string {
  return `<div class="hand"><h2 id="${id}-title">${escapeHtml(title)} <output id="${id}-total" class="total"></output></h2><ul class="cards" id="${id}-cards" aria-labelledby="${id}-title"></ul></div>`;
}

function blackjackMarkup(t: (typeof TEXTS)[GameLocale]): string {
  return `<section class="table">${handMarkup('dealer', t.dealer)}${handMarkup('player', t.you)}</section>
<div class="controls">${stakeControl(t)}<button type="button" class="primary spin" id="deal" disabled>${escapeHtml(t.deal)}</button>
<button type="button" class="ghost" id="hit" hidden>${escapeHtml(t.hit)}</button><button type="button" class="ghost" id="stand" hidden>${escapeHtml(t.standAction)}</button>
<button type="button" class="ghost" id="double" hidden>${escapeHtml(t.double)}</button></div>`;
}

function baccaratMarkup(t: (typeof TEXTS)[GameLocale]): string {
  const sides = (['player', 'tie', 'banker'] as const)
    .map((side) => `<button type="button" class="spot outside" data-side="${side}" disabled>${escapeHtml(side === 'player' ? t.playerSide : t[side])}</button>`)
    .join('');
  return `<section class="table">${handMarkup('player', t.playerSide)}${handMarkup('banker', t.banker)}</section>
<div class="board baccarat-board" role="group" aria-label="${escapeHtml(t.tableBets)}">${sides}</div>
<div class="controls">${stakeControl(t).replace(escapeHtml(t.stake), escapeHtml(t.chip))}<button type="button" class="ghost" id="clear">${escapeHtml(t.clear)}</button>
<button type="button" class="primary spin" id="deal" disabled>${escapeHtml(t.deal)}</button></div>`;
}

const MARKUP: Record<GameKind, (t: (typeof TEXTS)[GameLocale]) => string> = {
  slot: slotMarkup,
  roulette: rouletteMarkup,
  crash: crashMarkup,
  sportsbook: sportsbookMarkup,
  blackjack: blackjackMarkup,
  baccarat: baccaratMarkup,
};

export interface GamePageInput {
  launch: Launch;
  kind: GameKind;
  token: string;
  balance: Money;
  /** The player's free spins of this slot: spins left and the stake of each (minor units). */
  freespins?: { remaining: number; stake: number } | null;
}

/** The game page of a launch: the bar (name, mode, balance), the game and its script. */
export function gamePage({ launch, kind, token, balance, freespins = null }: GamePageInput): string {
  const locale = launch.locale;
  const t = TEXTS[locale];
  const markup = MARKUP[kind](t);
  const config = {
    token,
    kind,
    locale,
    mode: launch.mode,
    guest: launch.accountId === null,
    game: { sysname: launch.game.sysname, name: launch.game.name },
    currency: launch.currency,
    balance,
    stakes: stakeSteps(launch.currency),
    freespins,
    texts: t,
  };
  const body = `<header class="bar"><h1>${escapeHtml(launch.game.name)}</h1><span class="provider">${escapeHtml(launch.game.provider_name)}</span>
<span class="mode mode--${launch.mode}">${escapeHtml(launch.mode === 'real' ? t.real : t.demo)}</span>
<span class="balance">${escapeHtml(t.balance)}: <output id="balance" data-testid="game-balance"></output></span></header>
<main class="stage"><p class="freespins" id="freespins" role="status" data-testid="game-freespins" hidden></p>${markup}<p class="status" id="status" role="status" aria-live="polite" data-testid="game-status"></p><div class="actions" id="actions"></div></main>
<script type="application/json" id="config">${scriptJson(config)}</script>`;
  const cards = kind === 'blackjack' || kind === 'baccarat' ? ['cards.js'] : [];
  return shell(locale, launch.game.name, kind, body, ['common.js', ...cards, `${kind}.js`]);
}
