import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError } from '@casino/contract';
import type { Config } from '../../config';
import type { GameProvider } from '../game-provider';
import type { DB, SportsbookPick } from '../../db/schema';
import { readSession, sessionIdOf } from '../../auth/sessions';
import { bearerMatches, resolveOpsToken } from '../../ops/token';
import { money } from '../../domains/wallet';
import { kindOf } from './engines';
import { addressKey, hit } from '../../auth/rate-limit';
import { bearerOf, createLaunch, findGame, GUEST_LAUNCH_LIMIT, LaunchCache, launchByToken, type Launch, type LaunchGame } from '../../domains/rounds';
import { keptWhileHeard, type Listen } from '../../cache/sessions';
import { DEMO_BALANCE, stakeLimits } from '../../domains/catalogue';
import { gamePage, messagePage, PAGE_HEADERS } from './pages';
import { playRound } from '../../domains/rounds';
import { fastPathsOf } from '../../domains/payments';
import { actBlackjack, dealBlackjack, openBlackjack, settleIdleBlackjack } from '../../domains/rounds';
import { ensureEvents, listBets, listEvents, placeBet, settleDue, settleEvent } from '../../domains/rounds';
import { TEXTS } from './texts';
import { repeatEvery } from '../callbacks/delivery';
import { balanceNow, lock, move } from '../../domains/rounds';
import { awardJackpot } from '../../domains/rounds';
import { spinsLeft } from '../../domains/bonuses';
import { metrics } from '../../observability/metrics';

/**
 * The demo game provider, launched in the game page's iframe (spec §2: `/platform/game/{sysname}/play`,
 * custom games at `/platform/game/custom/{custom}/play`). Every catalogue game plays here: slots as
 * a fruit machine, games tagged `blackjack` or `baccarat` as themselves, other table and live games
 * as roulette, fast games as crash, `dgt_sportsbook` as a sportsbook. The page holds a launch token bound to player + game + currency + mode; the game's
 * calls under `/platform/game/api/` carry it, and money moves in database transactions keyed by
 * the round (or bet slip) id.
 */
export interface GameProviderOptions {
  /** Settle due sportsbook events this often (ms); 0 leaves it to requests and the admin call. */
  settleEveryMs?: number;
  /** The embedded database's LISTEN: launches are kept in memory only while the changes are heard. */
  listen?: Listen;
}

const ASSETS_DIR = fileURLToPath(new URL('./assets/', import.meta.url));
const ASSETS: Record<string, string> = {
  'game.css': 'text/css; charset=utf-8',
  'common.js': 'text/javascript; charset=utf-8',
  'message.js': 'text/javascript; charset=utf-8',
  'slot.js': 'text/javascript; charset=utf-8',
  'roulette.js': 'text/javascript; charset=utf-8',
  'crash.js': 'text/javascript; charset=utf-8',
  'sportsbook.js': 'text/javascript; charset=utf-8',
  'cards.js': 'text/javascript; charset=utf-8',
  'blackjack.js': 'text/javascript; charset=utf-8',
  'baccarat.js': 'text/javascript; charset=utf-8',
};

type Locale = 'uz' | 'ru';
const localeOf = (value: unknown, fallback: Locale): Locale => (value === 'uz' || value === 'ru' ? value : fallback);

function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply.code(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
}

function sendError(reply: FastifyReply, error: ApiError) {
  return reply.code(error.status).header('Cache-Control', 'no-store').send(error.toEnvelope());
}

/** The demo game provider behind the game provider interface; due sportsbook events settle every 15 s while workers run. */
export function demoGameProvider(db: Kysely<DB>, config: Config): GameProvider {
  return {
    name: 'demo',
    register: (app, { workers, listen }) => registerGameProvider(app, db, config, { settleEveryMs: workers ? 15_000 : 0, ...(listen ? { listen } : {}) }),
  };
}

export async function registerGameProvider(app: FastifyInstance, db: Kysely<DB>, config: Config, options: GameProviderOptions = {}): Promise<void> {
  const assetCache = new Map<string, Buffer>();
  const asset = (name: string) => {
    let body = assetCache.get(name);
    if (!body || config.watchFiles) assetCache.set(name, (body = readFileSync(`${ASSETS_DIR}${name}`)));
    return body;
  };

  // Live launches in memory while the database's session and catalogue notices reach this instance.
  const launches = await keptWhileHeard(app, { db, config, listen: options.listen }, (ttlMs) => new LaunchCache(ttlMs), { catalogue: true });
  // Rounds try their one-trip path as the configuration says (`FAST_PATHS`), with this database's kept programme.
  const paths = fastPathsOf(db, config.fastPaths);

  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof ApiError) return sendError(reply, error);
      const status = (error as { statusCode?: number }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) return sendError(reply, new ApiError('InvalidRequest', 'Malformed request'));
      request.log.error({ err: error }, 'game provider call failed');
      return sendError(reply, new ApiError('InternalServerError', 'Internal server error'));
    });

    /** Opens a game: the player's session (cookie) decides who plays; guests play demo only. */
    const launchPage = async (request: FastifyRequest, reply: FastifyReply, game: LaunchGame | null) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const rawId = sessionIdOf(request, config);
      const session = rawId ? await readSession(db, rawId, config) : null;
      const player = session && session.account.status === 'active' ? session.account : null;
      const locale = localeOf(query.locale, player?.locale ?? 'uz');
      const t = TEXTS[locale];
      if (!game) return sendPage(reply, messagePage(locale, t.notFound), 404);
      const mode = query.mode === 'real' || query.mode === 'demo' ? query.mode : player ? 'real' : 'demo';
      if (mode === 'real' && !player) return sendPage(reply, messagePage(locale, t.signIn, { label: t.signInButton, message: 'sign-in' }), 401);
      if (mode === 'demo' && !game.has_demo) return sendPage(reply, messagePage(locale, t.noDemo), 403);
      if (!player && (await hit(db, `launch:guest:${addressKey(request.ip)}`, GUEST_LAUNCH_LIMIT)) > GUEST_LAUNCH_LIMIT.max) {
        return sendPage(reply, messagePage(locale, t.tooManyLaunches), 429);
      }
      // Blackjack rounds left alone settle by standing before a table opens (a recent one continues).
      if (kindOf(game) === 'blackjack') await settleIdleBlackjack(db);
      const { token, launch } = await createLaunch(db, {
        game,
        accountId: player?.id ?? null,
        sessionHash: player && session ? session.idHash : null,
        currency: player?.currency ?? 'USD',
        mode,
        locale,
      });
      const balance = money(await balanceNow(db, launch), launch.currency);
      const freespins = mode === 'real' && player && kindOf(game) === 'slot' ? await spinsLeft(db, player.id, game.id) : null;
      return sendPage(reply, gamePage({ launch, kind: kindOf(game), token, balance, freespins }));
    };

    scope.get('/platform/game/:sysname/play', async (request, reply) => {
      const { sysname } = request.params as { sysname: string };
      return launchPage(request, reply, await findGame(db, sysname));
    });

    scope.get('/platform/game/custom/:custom/play', async (request, reply) => {
      const { custom } = request.params as { custom: string };
      const game = await findGame(db, custom);
      return launchPage(request, reply, game && game.tags.includes('custom') ? game : null);
    });

    scope.get('/platform/game/assets/:file', async (request, reply) => {
      const { file } = request.params as { file: string };
      const type = ASSETS[file];
      if (!type) return reply.code(404).send({ error: 'Not Found' });
      return reply.header('Cache-Control', 'public, max-age=300').header('X-Content-Type-Options', 'nosniff').type(type).send(asset(file));
    });

    // ---- calls of the game pages (launch token in `Authorization: Bearer`) ----
    const launchOf = async (request: FastifyRequest): Promise<Launch> => {
      const launch = await launchByToken(db, bearerOf(request.headers.authorization), launches);
      if (!launch) throw new ApiError('Authorization', 'Launch expired or unknown');
      return launch;
    };
    const body = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {});

    scope.get('/platform/game/api/session', async (request, reply) => {
      const launch = await launchOf(request);
      reply.header('Cache-Control', 'no-store');
      const freespins =
        launch.mode === 'real' && launch.accountId !== null && kindOf(launch.game) === 'slot' ? await spinsLeft(db, launch.accountId, launch.game.id) : null;
      return {
        data: {
          mode: launch.mode,
          game: launch.game.sysname,
          balance: money(await balanceNow(db, launch), launch.currency),
          limits: stakeLimits(launch.currency),
          freespins,
        },
      };
    });

    scope.post('/platform/game/api/round', { bodyLimit: 16 * 1024 }, async (request, reply) => {
      const launch = await launchOf(request);
      const answer = await playRound(db, launch, body(request), undefined, paths);
      metrics.rounds.inc();
      reply.header('Cache-Control', 'no-store');
      return { data: answer };
    });

    const blackjackLaunchOf = async (request: FastifyRequest): Promise<Launch> => {
      const launch = await launchOf(request);
      if (kindOf(launch.game) !== 'blackjack') throw new ApiError('InvalidRequest', 'Not a blackjack launch');
      return launch;
    };

    scope.get('/platform/game/api/blackjack/open', async (request, reply) => {
      const launch = await blackjackLaunchOf(request);
      reply.header('Cache-Control', 'no-store');
      return { data: { round: await openBlackjack(db, launch) } };
    });

    scope.post('/platform/game/api/blackjack/deal', { bodyLimit: 16 * 1024 }, async (request, reply) => {
      const launch = await blackjackLaunchOf(request);
      reply.header('Cache-Control', 'no-store');
      return { data: await dealBlackjack(db, launch, body(request)) };
    });

    scope.post('/platform/game/api/blackjack/action', { bodyLimit: 16 * 1024 }, async (request, reply) => {
      const launch = await blackjackLaunchOf(request);
      reply.header('Cache-Control', 'no-store');
      return { data: await actBlackjack(db, launch, body(request)) };
    });

    /** Demo money runs out: a player's fun balance (or a guest's launch) is topped up to the demo amount. */
    scope.post('/platform/game/api/demo/refill', async (request, reply) => {
      const launch = await launchOf(request);
      if (launch.mode !== 'demo') throw new ApiError('AccessDenied', 'Only demo money is refilled');
      const after = await db.transaction().execute(async (trx) => {
        const now = await lock(trx, launch);
        if (now >= DEMO_BALANCE) return now;
        return move(trx, launch, {
          amount: DEMO_BALANCE - now,
          kind: 'fun_grant',
          idempotencyKey: `fun-refill:${launch.id}:${Date.now()}`,
          reference: { reason: 'demo refill' },
        });
      });
      reply.header('Cache-Control', 'no-store');
      return { data: { balance: money(after, launch.currency) } };
    });

    scope.get('/platform/game/api/sportsbook/events', async (request, reply) => {
      await launchOf(request);
      await settleDue(db);
      await ensureEvents(db);
      reply.header('Cache-Control', 'no-store');
      return { data: { items: await listEvents(db) } };
    });

    scope.get('/platform/game/api/sportsbook/bets', async (request, reply) => {
      const launch = await launchOf(request);
      await settleDue(db);
      reply.header('Cache-Control', 'no-store');
      return { data: { items: await listBets(db, launch), balance: money(await balanceNow(db, launch), launch.currency) } };
    });

    scope.post('/platform/game/api/sportsbook/bets', { bodyLimit: 16 * 1024 }, async (request, reply) => {
      const launch = await launchOf(request);
      if (kindOf(launch.game) !== 'sportsbook') throw new ApiError('InvalidRequest', 'Not a sportsbook launch');
      reply.header('Cache-Control', 'no-store');
      return { data: await placeBet(db, launch, body(request)) };
    });

    // ---- the provider's back office (ops token) ----
    const opsToken = resolveOpsToken(config.opsToken, config.dataDir);
    const admin = (request: FastifyRequest) => {
      if (!bearerMatches(request.headers.authorization, opsToken)) throw new ApiError('Authorization', 'Ops token required');
    };

    scope.post('/platform/game/admin/sportsbook/events/:id/settle', async (request) => {
      admin(request);
      const id = Number((request.params as { id: string }).id);
      const result = body(request).result as SportsbookPick | undefined;
      if (!Number.isSafeInteger(id)) throw new ApiError('InvalidParameter', 'Wrong event', { id: 'Wrong value' });
      if (result !== undefined && !['home', 'draw', 'away'].includes(result)) throw new ApiError('InvalidParameter', 'Wrong result', { result: 'Wrong value' });
      return { data: { settled: await settleEvent(db, id, result) } };
    });

    scope.post('/platform/game/admin/jackpots/:sysname/award', async (request) => {
      admin(request);
      const { sysname } = request.params as { sysname: string };
      const uid = Number(body(request).uid);
      if (!Number.isSafeInteger(uid) || uid <= 0) throw new ApiError('InvalidParameter', 'Wrong player', { uid: 'Wrong value' });
      const game = typeof body(request).game === 'string' ? (body(request).game as string) : undefined;
      const awarded = await awardJackpot(db, sysname, uid, game);
      return { data: { winner_id: awarded.winnerId, amount: awarded.amount } };
    });
  });

  if (options.settleEveryMs && options.settleEveryMs > 0) {
    repeatEvery(app, options.settleEveryMs, 'sportsbook settlement', async () => {
      await settleDue(db);
    });
  }
}
