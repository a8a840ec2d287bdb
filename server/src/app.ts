import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { configurePasswordHashing } from './auth/password';
import type { Config } from './config';
import {
  databaseReleaseSource,
  openReleaseStorage,
  PREVIEW_CACHE_CONTROL,
  registerPreviewRoutes,
  releasesPlugin,
  ReleaseService,
  workspaceReleaseSource,
  type ReleaseSource,
} from './domains/releases';
import { registerOpsRoutes } from './ops/routes';
import { registerOpsConsole } from './ops/console/routes';
import { operatorOpsRoutes } from './ops/console/operator-routes';
import { totpVaultOf } from './ops/console/totp-vault';
import { registerOpsOrigin } from './ops/console/origin';
import { cashbackPlugin } from './domains/cashback';
import { maintenanceOpsRoutes, registerMaintenanceStatus } from './maintenance/ops';
import { MAINTENANCE_RETRY_AFTER_SECONDS, pageMaintenance, withMaintenance } from './maintenance/page';
import { localeOfPath, type RegistryEntry } from '@casino/contract';
import { withFirstLoader } from './static/first-loader';
import { operatorLoader } from './seo/lookup';
import { activeModes } from './maintenance/service';
import { bearerMatches } from './ops/token';
import { operatorViewsSite } from './ops/console/access';
import { exclusionOpsRoutes } from './responsible/ops';
import { settingsAuditOpsRoutes } from './ops/settings-audit-routes';
import { bonusesPlugin } from './domains/bonuses';
import { loyaltyPlugin } from './domains/loyalty';
import { tokenOpsRoutes } from './ops/console/token-routes';
import { auditOpsRoutes } from './ops/audit/routes';
import { resolveOpsToken } from './ops/token';
import { registerFileSending, registerShellRoutes, shellPageReader } from './static/routes';
import { isMonolithPage, pageScripts, withRegistry } from './static/page-registry';
import { lcpImage } from './static/lcp-image';
import { parseCookies } from './auth/cookies';
import { sessionCookieName } from './auth/sessions';
import { registerSeoHead, seoPageRenderer } from './seo';
import { registerSite } from './site';
import { recordServerRenderFailure, registerBeacon } from './ops/beacon';
import { createPageRenderer, renderedPageParts } from './render';
import { guestPageCache, guestPageKey, keptGuestPage } from './render/guest-pages';
import { jsonForScript } from './seo/render';
import { registerVitalsBeacon } from './ops/vitals';
import type { Database } from './db/connection';
import { frameworkErrors, openPlatformDatabase, registerPlatform } from './platform';
import type { MessageSender } from './outbox/outbox';
import { registerOAuth } from './oauth/routes';
import { registerPayments } from './providers/payments';
import { payoutsPlugin } from './domains/payouts';
import { kycPlugin } from './domains/kyc';
import { selectProviders } from './providers';
import { registerSecurityHeaders } from './security/headers';
import { requestLogging } from './security/log-masking';
import { registerRequestObservation, requestIdOf } from './observability/requests';
import { registerObservability } from './observability/routes';
import { jobsOpsRoutes } from './jobs/ops';

export interface ServerDeps {
  releases?: ReleaseSource;
  /** An open, migrated database (tests); otherwise the configured one is opened and closed with the server. */
  database?: Database;
  /** The shell's page, instead of reading the shell build (tests). */
  shellPage?: string;
  /** Background workers such as the outbox sender (default on). */
  workers?: boolean;
  sender?: MessageSender;
}

export async function buildServer(config: Config, deps: ServerDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // A line per request only when debugging, secrets of its URL masked.
    ...requestLogging(config.logLevel),
    // A hop count trusts that many proxies in front of the server.
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    frameworkErrors,
    // X-Request-Id from a trusted proxy (nginx's $request_id), else a new one (observability/requests.ts).
    genReqId: requestIdOf(config.trustProxy),
  });

  // The ops console's origin of its own (OPS_ORIGIN): before any route, so every route is split.
  registerOpsOrigin(app, config);
  registerRequestObservation(app);
  app.get('/healthz', async () => ({ status: 'ok' }));
  configurePasswordHashing(config.protection);

  await registerFileSending(app);
  const database = deps.database ?? (await openPlatformDatabase(config, app.log));
  // Runs after the server stopped taking requests and in-flight ones finished.
  if (!deps.database) {
    app.addHook('onClose', async () => {
      await database.close();
      app.log.info('database closed');
    });
  }
  registerSecurityHeaders(app, { db: database.db, https: config.cookieSecure, scriptSources: config.cspScriptSources });
  // Remote releases: published to the registry (default), or live from the workspace builds (`pnpm dev`).
  const storage = openReleaseStorage(config.releases.storage, config.dataDir, database.db);
  const releaseService = new ReleaseService(database.db, storage, {
    failureRate: config.releases.canaryFailureRate,
    minFailures: config.releases.canaryMinFailures,
    minReporters: config.releases.canaryMinReporters,
  });
  const releases =
    deps.releases ??
    (config.releases.source === 'workspace' ? workspaceReleaseSource(config.rootDir) : databaseReleaseSource(releaseService, storage, config.cookieSecure));
  await app.register(releasesPlugin, { releases, refreshSeconds: config.releases.refreshSeconds, vitalsSampleRate: config.releases.vitals.sampleRate });
  // An operator's release preview on the player site (domains/releases/preview.ts).
  registerPreviewRoutes(app, releaseService, config.cookieSecure);
  registerBeacon(app, database.db, releaseService, { failuresPerClient: config.releases.canaryFailuresPerClient });
  registerVitalsBeacon(app, database.db, releaseService, config.releases.vitals);
  const opsToken = resolveOpsToken(config.opsToken, config.dataDir);
  // /metrics (ops origin or token) and /readyz (database, migrations, release storage).
  registerObservability(app, { database, storage: config.releases.source === 'workspace' ? null : storage, opsToken });
  // The ops console: operator sign-in, and its sessions as a second way into the ops routes.
  registerOpsConsole(app, {
    db: database.db,
    opsToken,
    dir: join(config.rootDir, 'ops-console/dist'),
    secure: config.cookieSecure,
    passwordCost: config.passwordCost,
    vault: totpVaultOf(config),
    demo: config.demo,
    releases: releaseService,
    vitals: config.releases.vitals,
  });
  registerMaintenanceStatus(app, database.db);
  registerOpsRoutes(app, releaseService, opsToken, [
    maintenanceOpsRoutes(database.db),
    exclusionOpsRoutes(database.db),
    settingsAuditOpsRoutes(database.db),
    operatorOpsRoutes(database.db, config.passwordCost, totpVaultOf(config)),
    jobsOpsRoutes(database.db),
    tokenOpsRoutes(database.db),
    auditOpsRoutes(database.db),
  ]);

  const workers = deps.workers ?? true;
  // Each domain registers its own routes (ops routes, webhooks) and starts its own workers.
  const domain = { db: database.db, opsToken, workers };
  await app.register(cashbackPlugin, { ...domain, checkSeconds: config.cashback.checkSeconds });
  await app.register(bonusesPlugin, domain);
  await app.register(loyaltyPlugin, domain);
  const providers = selectProviders(config, database.db);
  await registerPlatform(app, config, database, { workers, providers, ...(deps.sender ? { sender: deps.sender } : {}) });
  await registerOAuth(app, database.db, config);
  await registerPayments(app, database.db, providers.payments, {
    workers,
    seed: config.seedDemo,
    demoMethods: config.cashier.demoProvider,
    pendingDepositTtlMs: config.cashier.pendingDepositTtlMs,
  });
  await app.register(payoutsPlugin, { ...domain, provider: providers.payouts, settings: config.payouts });
  await providers.games.register(app, { workers, ...(database.listen ? { listen: database.listen } : {}) });
  // Identity verification: the provider's pages and webhooks, the operator's queue (src/domains/kyc/).
  await app.register(kycPlugin, { ...domain, provider: providers.identity });

  const shellPage = deps.shellPage;
  const page = shellPage !== undefined ? () => shellPage : shellPageReader(config.shellDir, { reread: config.watchFiles });
  registerSite(app, { db: database.db, config, page });
  registerSeoHead(app, database.db, config);
  const seoPage = seoPageRenderer(database.db, config, page);
  // The first view of public pages, rendered here with the visitor's releases (src/render/).
  const pageRenderer = createPageRenderer({
    app,
    shellDir: config.shellDir,
    settings: config.render,
    directory: releases.directory,
    reportFailure: (failure, request) =>
      recordServerRenderFailure(database.db, releaseService, failure, request.ip, { failuresPerClient: config.releases.canaryFailuresPerClient }),
  });
  const guestPages = guestPageCache(config.render.cacheSeconds);
  registerShellRoutes(app, config.shellDir, {
    // The visitor's registry goes into the page with preloads of the remote scripts the page needs:
    // the shell starts without fetching /remotes.json, and the remote files load alongside its own.
    async renderPage(url, request, reply) {
      const guest = !parseCookies(request.headers.cookie)[sessionCookieName(config)];
      // A guest's page kept a few seconds is answered as it is, once no maintenance covers it.
      let keepable = guest && pageRenderer.renders(url, request) && pageMaintenance(await activeModes(database.db).catch(() => []), url) === null;
      let registry: RegistryEntry[] | undefined;
      // An operator's preview (its registry names a previewed release): this browser's page only, never kept nor taken from the kept ones.
      const previewing = (remotes: RegistryEntry[]) => remotes.some((r) => r.preview);
      if (keepable) {
        registry = await releases.registry(request, reply);
        if (previewing(registry)) keepable = false;
      }
      if (keepable && registry) {
        const doc = { remotes: registry, refreshSeconds: config.releases.refreshSeconds, vitalsSampleRate: config.releases.vitals.sampleRate };
        const kept = guestPages.get(guestPageKey(request.host, url, doc));
        if (kept) return { kept, registry: jsonForScript(doc) };
      }
      let html = await seoPage(url, request);
      // The operator's loader (a logo) is the first paint, before the shell's scripts run.
      const loader = await operatorLoader(database.db, localeOfPath(url.split(/[?#]/)[0] || '/')).catch(() => null);
      const withLoader = (page: string) => (loader ? withFirstLoader(page, loader) : page);
      // Under maintenance the page says so itself (answered 503): no flash of the normal page
      // before the first API answer. Ops (token or console operator) see the site as it is.
      const maintenance = pageMaintenance(await activeModes(database.db).catch(() => []), url);
      const blocked = maintenance !== null && !bearerMatches(request.headers.authorization, opsToken) && !(await operatorViewsSite(request));
      if (blocked) {
        html = withMaintenance(withLoader(html), maintenance);
        reply.code(503).header('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
      }
      try {
        const [remotes, image] = await Promise.all([
          registry ?? releases.registry(request, reply),
          blocked ? null : lcpImage(database.db, url).catch(() => null),
        ]);
        const monolith = isMonolithPage(html);
        const scripts = blocked || monolith ? [] : await pageScripts(url, remotes, releases.directory, { guest });
        const doc = { remotes, refreshSeconds: config.releases.refreshSeconds, vitalsSampleRate: config.releases.vitals.sampleRate };
        html = withRegistry(html, doc, scripts, { image });
        // A player's page may hold their own parts once hydrated: never kept by a shared cache.
        if (!guest) reply.header('Cache-Control', 'private, no-cache');
        if (previewing(remotes)) {
          keepable = false;
          reply.header('Cache-Control', PREVIEW_CACHE_CONTROL);
        }
        if (blocked) return html;
        if (reply.statusCode !== 200) return withLoader(html);
        // The monolith's page is rendered by its own build's render (SHELL_DIR/server/render.cjs), as the federated one is.
        const rendered = await pageRenderer.render(url, doc, { request }).catch((error: unknown) => {
          request.log.error({ err: error, url }, 'page not rendered on the server: the browser renders it');
          return null;
        });
        if (rendered?.kind === 'redirect') return { redirect: rendered.location, status: rendered.status };
        if (!rendered) return withLoader(html);
        const parts = renderedPageParts(html, rendered);
        if (keepable && rendered.status === 200) {
          void Promise.all([parts.rest, rendered.rest])
            .then(([rest, body]) => {
              const page = body?.complete ? keptGuestPage(parts.first + rest, doc, rendered.status) : null;
              if (page) guestPages.set(guestPageKey(request.host, url, doc), page);
            })
            .catch((error: unknown) => request.log.error({ err: error, url }, 'page not kept'));
        }
        return { status: rendered.status, ...parts };
      } catch (error) {
        request.log.error({ err: error, url }, 'registry not rendered into the page');
        return blocked ? html : withLoader(html);
      }
    },
  });

  return app;
}
