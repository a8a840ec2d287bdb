import { createHash } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { ApiError, CONTRACT_MAJOR, isRemoteName, slowCanaryVerdict, type RegistryEntry, type RemoteName, type SlowCanaryPolicy } from '@casino/contract';
import type { DB, ReleasesTable } from '../../db/schema';
import { json } from '../../db/sql';
import type { ReleaseFile, ReleaseStorage } from './storage';
import { ServedCounter } from './served';
import { servedTokenSecret, signPreviewServed, signServed } from '../../ops/served-token';
import { PREVIEW_TTL_MS, previewSecret, signPreview, verifyPreview, type PreviewPass } from './preview';
import { metrics } from '../../observability/metrics';
import { addToHour, hourOf, lcpOf, vitalsSince } from './vitals';
import { canaryVerdict, type HealthPolicy } from './verdict';

export type { HealthPolicy };
import { isReleaseFileType, RELEASE_FILE_TYPES } from './file-types';
import { MissingReleases } from './missing';
import { recordOpsAction } from '../../ops/audit/ops-audit';

/** Counted loads reach the database at most this often per instance. */
const SERVED_FLUSH_MS = 5000;
const SERVED_CLIENTS_PER_INSERT = 1000;

/** The shared table keeps a digest of the client's address, not the address. */
export function servedClientKey(client: string): string {
  return createHash('sha256').update(client).digest('base64url').slice(0, 22);
}

export interface ReleaseRecord {
  remote: RemoteName;
  release: string;
  version: string;
  contentHash: string;
  gitCommit: string | null;
  createdAt: string;
  createdBy: string;
  prefixes: string[];
  contract: number;
  shared: Record<string, string>;
  fileCount: number;
  byteSize: number;
}

export const DEFAULT_HEALTH_POLICY: HealthPolicy = { failureRate: 0.2, minFailures: 5, minReporters: 20 };

export type ReportKind = 'failure' | 'timing';

/** Hash over every file's path and bytes: the same build always gets the same release id. */
export function releaseContentHash(files: readonly ReleaseFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    hash.update(file.path);
    hash.update('\0');
    hash.update(file.data);
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

interface BuildInfo {
  name: string;
  version: string;
  contract: number;
  prefixes: string[];
  shared: Record<string, string>;
}

const VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]{1,40})?$/;

/** Only the kinds of files a remote's build is made of (file-types.ts); the refusal names the file. */
function checkFileTypes(files: readonly ReleaseFile[]): void {
  const other = files.find((f) => !isReleaseFileType(f.path));
  if (other) {
    throw new ApiError(
      'InvalidParameter',
      `The release holds ${other.path}: a release may only hold ${RELEASE_FILE_TYPES.join(', ')} files (and their .br/.gz copies)`,
      {
        files: `${other.path}: not a file type of a remote's build`,
      },
    );
  }
}

function readBuildInfo(remote: RemoteName, files: readonly ReleaseFile[]): BuildInfo {
  const file = files.find((f) => f.path === 'release.json');
  if (!file) throw new ApiError('InvalidParameter', 'The release has no release.json', { files: 'release.json missing' });
  if (!files.some((f) => f.path === 'remoteEntry.js')) {
    throw new ApiError('InvalidParameter', 'The release has no remoteEntry.js', { files: 'remoteEntry.js missing' });
  }
  let info: Partial<BuildInfo>;
  try {
    info = JSON.parse(file.data.toString('utf8')) as Partial<BuildInfo>;
  } catch {
    throw new ApiError('InvalidParameter', 'release.json is not JSON', { files: 'release.json malformed' });
  }
  const fields: Record<string, string> = {};
  if (info.name !== remote) fields.name = `release.json is for "${String(info.name)}", not "${remote}"`;
  if (typeof info.version !== 'string' || !VERSION.test(info.version)) fields.version = 'not a semantic version';
  if (typeof info.contract !== 'number' || !Number.isInteger(info.contract)) fields.contract = 'not an integer';
  if (!Array.isArray(info.prefixes) || !info.prefixes.every((p) => typeof p === 'string' && /^[a-z0-9_-]{1,40}$/.test(p))) {
    fields.prefixes = 'not a list of path segments';
  }
  if (Object.keys(fields).length) throw new ApiError('InvalidParameter', 'release.json does not describe this remote', fields);
  return { name: remote, version: info.version!, contract: info.contract!, prefixes: info.prefixes!, shared: info.shared ?? {} };
}

type Row = Selectable<ReleasesTable>;

function toRecord(row: Row): ReleaseRecord {
  return {
    remote: row.remote as RemoteName,
    release: row.release,
    version: row.version,
    contentHash: row.content_hash,
    gitCommit: row.git_commit,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    prefixes: row.prefixes,
    contract: row.contract,
    shared: row.shared,
    fileCount: row.file_count,
    byteSize: Number(row.byte_size),
  };
}

/** Activation history as a stack: activating pushes, a plain rollback pops (ARCHITECTURE §6). */
export function activeStack(events: readonly { action: string; release: string | null; detail: Record<string, unknown> }[]): string[] {
  const stack: string[] = [];
  for (const e of events) {
    if ((e.action === 'activate' || e.action === 'canary_promote') && e.release) stack.push(e.release);
    else if (e.action === 'rollback') {
      if (e.detail?.explicit && e.release) stack.push(e.release);
      else stack.pop();
    }
  }
  return stack;
}

export class ReleaseService {
  private readonly served = new ServedCounter();
  /** Live releases' loads, for the charts: a budget of clients of their own, so they never crowd out a canary's. */
  private readonly servedLive = new ServedCounter();
  private lastFlush = Date.now();
  private flushing: Promise<void> | null = null;
  /** Releases this instance looked for and did not find (the release file route). */
  readonly missing = new MissingReleases();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: ReleaseStorage,
    private readonly policy: HealthPolicy = DEFAULT_HEALTH_POLICY,
  ) {}

  /**
   * Adds the loads counted in memory to the database, per release and hour. A named client's load
   * counts only if no instance recorded that client for the release in the same window
   * (insert-or-nothing on the shared table), so a visitor whose requests a load balancer spreads counts once.
   */
  async flushServed(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (!this.served.hasPending && !this.servedLive.hasPending) return;
    const counts = [...this.served.take(), ...this.servedLive.take()];
    this.lastFlush = Date.now();
    this.flushing = (async () => {
      for (const c of counts) {
        let n = c.n;
        for (let i = 0; i < c.clients.length; i += SERVED_CLIENTS_PER_INSERT) {
          const rows = c.clients.slice(i, i + SERVED_CLIENTS_PER_INSERT).map((s) => ({
            remote: c.remote,
            release: c.release,
            client: servedClientKey(s.client),
            served_window: s.window,
          }));
          const fresh = await this.db
            .insertInto('release_served_clients')
            .values(rows)
            .onConflict((oc) => oc.doNothing())
            .returning('client')
            .execute();
          n += fresh.length;
        }
        if (n === 0) continue;
        await this.db
          .updateTable('remote_activations')
          .set({ canary_served: sql`canary_served + ${n}` })
          .where('remote', '=', c.remote)
          .where('canary_release', '=', c.release)
          .execute();
        await this.db
          .updateTable('release_health')
          .set({ served: sql`served + ${n}` })
          .where('remote', '=', c.remote)
          .where('release', '=', c.release)
          .execute();
        await addToHour(this.db, c.remote, c.release, new Date(c.hour), { loads: n });
      }
      // Windows before the previous one can no longer be met again.
      await this.db
        .deleteFrom('release_served_clients')
        .where('served_window', '<', this.served.currentWindow() - 1)
        .execute();
    })();
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
    }
  }

  rows(remote?: string) {
    let q = this.db.selectFrom('releases').selectAll().orderBy('created_at', 'desc').orderBy('release', 'desc');
    if (remote) q = q.where('remote', '=', remote);
    return q.execute();
  }

  private static remote(name: string): RemoteName {
    if (!isRemoteName(name)) throw new ApiError('InvalidParameter', `Unknown remote "${name}"`, { remote: 'unknown remote' });
    return name;
  }

  /** Stores an immutable release. Publishing the same content again is a no-op. */
  async publish(input: { remote: string; files: readonly ReleaseFile[]; gitCommit?: string | null; actor: string }) {
    const remote = ReleaseService.remote(input.remote);
    checkFileTypes(input.files);
    const info = readBuildInfo(remote, input.files);
    const contentHash = releaseContentHash(input.files);
    const release = `${info.version}-${contentHash}`;
    const existing = await this.db.selectFrom('releases').selectAll().where('remote', '=', remote).where('release', '=', release).executeTakeFirst();
    if (existing) return { release: toRecord(existing), created: false };

    await this.storage.write(remote, release, input.files); // files first: a row never points at missing files
    const row = await this.db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('releases')
        .values({
          remote,
          release,
          version: info.version,
          content_hash: contentHash,
          git_commit: input.gitCommit ?? null,
          created_by: input.actor,
          prefixes: json(info.prefixes),
          contract: info.contract,
          shared: json(info.shared),
          file_count: input.files.length,
          byte_size: input.files.reduce((n, f) => n + f.data.length, 0),
        })
        .onConflict((oc) => oc.columns(['remote', 'release']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) return null; // published concurrently by someone else
      await tx
        .insertInto('release_health')
        .values({ remote, release })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await this.event(tx, { remote, action: 'publish', release, actor: input.actor });
      return inserted;
    });
    this.missing.forget(remote, release);
    if (!row) return { release: toRecord((await this.get(remote, release))!), created: false };
    return { release: toRecord(row), created: true };
  }

  private async get(remote: RemoteName, release: string) {
    return this.db.selectFrom('releases').selectAll().where('remote', '=', remote).where('release', '=', release).executeTakeFirst();
  }

  private async event(
    tx: Kysely<DB>,
    e: { remote: string; action: string; release?: string | null; from?: string | null; actor: string; detail?: Record<string, unknown> },
  ) {
    await tx
      .insertInto('release_events')
      .values({ remote: e.remote, action: e.action, release: e.release ?? null, from_release: e.from ?? null, actor: e.actor, detail: json(e.detail ?? {}) })
      .execute();
    await recordOpsAction(tx, {
      actor: e.actor === 'health-check' ? 'system' : e.actor,
      area: e.action === 'rollback' ? 'rollback' : e.action.startsWith('canary') ? 'canary' : 'releases',
      action: e.action,
      subject: e.remote,
      details: { ...(e.release ? { release: e.release } : {}), ...(e.from ? { from: e.from } : {}), ...e.detail },
    });
  }

  /** Locks the remote's activation row for the rest of the transaction (created when missing). */
  private async lockActivation(tx: Kysely<DB>, remote: RemoteName) {
    await tx
      .insertInto('remote_activations')
      .values({ remote, active_release: null, canary_release: null })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return tx.selectFrom('remote_activations').selectAll().where('remote', '=', remote).forUpdate().executeTakeFirstOrThrow();
  }

  /** A release players may be served: one this server has, built for the shell's contract (an older one would only show the area's fallback). */
  private async servable(remote: RemoteName, release: string | null) {
    const row = release ? await this.get(remote, release) : undefined;
    if (!row) throw new ApiError('InvalidParameter', `No release ${release} of ${remote}`, { release: 'unknown release' });
    if (row.contract !== CONTRACT_MAJOR) {
      throw new ApiError('InvalidParameter', `${remote} ${release} is built for contract ${row.contract}; the shell needs ${CONTRACT_MAJOR}`, {
        release: `built for contract ${row.contract}`,
      });
    }
    return row;
  }

  private async setActive(
    remote: RemoteName,
    release: string,
    actor: string,
    action: 'activate' | 'rollback' | 'canary_promote',
    detail: Record<string, unknown> = {},
  ) {
    await this.servable(remote, release);
    return this.db.transaction().execute(async (tx) => {
      const current = await this.lockActivation(tx, remote);
      const canaryDone = current.canary_release === release;
      await tx
        .updateTable('remote_activations')
        .set({
          active_release: release,
          ...(canaryDone ? { canary_release: null, canary_percent: 0 } : {}),
          updated_at: sql`now()`,
        })
        .where('remote', '=', remote)
        .execute();
      await this.event(tx, { remote, action, release, from: current.active_release, actor, detail });
      return { remote, active: release, previous: current.active_release };
    });
  }

  activate(remote: string, release: string, actor: string) {
    return this.setActive(ReleaseService.remote(remote), release, actor, 'activate');
  }

  /** Back to the release active before the current one, or to a named one. Touches no other remote. */
  async rollback(remoteName: string, actor: string, to?: string) {
    const remote = ReleaseService.remote(remoteName);
    if (to) return this.setActive(remote, to, actor, 'rollback', { explicit: true });
    const events = await this.db
      .selectFrom('release_events')
      .select(['action', 'release', 'detail'])
      .where('remote', '=', remote)
      .orderBy('id', 'asc')
      .execute();
    const stack = activeStack(events);
    const previous = stack.at(-2);
    if (!previous) throw new ApiError('InvalidParameter', `${remote} has no earlier release to go back to`, { remote: 'nothing to roll back to' });
    return this.setActive(remote, previous, actor, 'rollback');
  }

  /** Serves `release` to `percent` % of players (sticky by bucket); 0 stops the canary. */
  async canary(remoteName: string, release: string | null, percent: number, actor: string) {
    const remote = ReleaseService.remote(remoteName);
    if (!Number.isInteger(percent) || percent < 0 || percent > 100)
      throw new ApiError('InvalidParameter', 'percent must be 0–100', { percent: 'out of range' });
    if (percent > 0) await this.servable(remote, release);
    return this.db.transaction().execute(async (tx) => {
      const current = await this.lockActivation(tx, remote);
      const next = percent > 0 ? release : null;
      await tx
        .updateTable('remote_activations')
        .set({ canary_release: next, canary_percent: next ? percent : 0, canary_served: 0, canary_failures: 0, updated_at: sql`now()` })
        .where('remote', '=', remote)
        .execute();
      // A canary started or changed counts its reporters afresh, as its failures.
      await tx.deleteFrom('canary_reporters').where('remote', '=', remote).execute();
      await this.event(tx, { remote, action: next ? 'canary' : 'canary_stop', release: next ?? current.canary_release, actor, detail: { percent } });
      return { remote, canary: next, percent: next ? percent : 0 };
    });
  }

  async promoteCanary(remoteName: string, actor: string) {
    const remote = ReleaseService.remote(remoteName);
    const current = await this.db.selectFrom('remote_activations').selectAll().where('remote', '=', remote).executeTakeFirst();
    if (!current?.canary_release) throw new ApiError('InvalidParameter', `${remote} has no canary`, { remote: 'no canary' });
    return this.setActive(remote, current.canary_release, actor, 'canary_promote');
  }

  /**
   * The registry document for one visitor: the active release of every remote, or its canary
   * when the visitor's bucket (0–99) falls inside the canary's share. Each entry carries a signed
   * token of what was served; loads are counted in memory, once per `client` in a while,
   * and reach the database in batches, never while answering. With an operator's `preview` (a
   * verified pass), that remote's entry is the previewed release, marked `preview`, with a preview
   * token and not counted.
   */
  async registry(bucket: number, client: string | null = null, preview: Pick<PreviewPass, 'remote' | 'release'> | null = null): Promise<RegistryEntry[]> {
    const rows: Array<{
      remote: string;
      release: string;
      version: string;
      prefixes: string[];
      contract: number;
      shared: Record<string, string>;
      canary_release: string | null;
      preview?: true;
    }> = await this.db
      .selectFrom('remote_activations as a')
      .innerJoin('releases as r', (j) =>
        j
          .onRef('r.remote', '=', 'a.remote')
          .on((eb) =>
            eb.or([
              eb.and([eb('a.canary_release', 'is not', null), eb('a.canary_percent', '>', bucket), eb('r.release', '=', eb.ref('a.canary_release'))]),
              eb.and([eb.or([eb('a.canary_release', 'is', null), eb('a.canary_percent', '<=', bucket)]), eb('r.release', '=', eb.ref('a.active_release'))]),
            ]),
          ),
      )
      .select(['r.remote', 'r.release', 'r.version', 'r.prefixes', 'r.contract', 'r.shared', 'a.canary_release'])
      .orderBy('r.remote')
      .execute();
    // An operator's preview: that remote's previewed release instead, for this browser only (preview.ts).
    const previewed = preview ? await this.get(preview.remote as RemoteName, preview.release) : undefined;
    if (previewed && previewed.contract === CONTRACT_MAJOR) {
      const at = rows.findIndex((r) => r.remote === previewed.remote);
      const row = {
        remote: previewed.remote,
        release: previewed.release,
        version: previewed.version,
        prefixes: previewed.prefixes,
        contract: previewed.contract,
        shared: previewed.shared,
        canary_release: null,
        preview: true as const,
      };
      if (at >= 0) rows[at] = row;
      else {
        rows.push(row);
        rows.sort((a, b) => a.remote.localeCompare(b.remote));
      }
    }
    // Every release's loads per hour (the console's chart); the canary's also count towards its failure rate. A preview's never count.
    for (const r of rows) {
      if (r.preview) continue;
      const canary = r.canary_release === r.release;
      (canary ? this.served : this.servedLive).count(r.remote, r.release, client);
      metrics.releaseServed.inc({ remote: r.remote, release: r.release, role: canary ? 'canary' : 'live' });
    }
    // A release handed out exists, even if this instance looked for it before another one published it.
    for (const r of rows) this.missing.forget(r.remote, r.release);
    if ((this.served.hasPending || this.servedLive.hasPending) && Date.now() - this.lastFlush >= SERVED_FLUSH_MS && !this.flushing) {
      // Not awaited: the answer does not wait for the counters; a lost batch only undercounts.
      this.flushServed().catch(() => {});
    }
    const secret = await servedTokenSecret(this.db);
    return rows.map((r) => ({
      name: r.remote as RemoteName,
      release: r.release,
      version: r.version,
      entry: `/releases/${r.remote}/${r.release}/remoteEntry.js`,
      prefixes: r.prefixes,
      contract: r.contract,
      shared: r.shared,
      token: r.preview
        ? signPreviewServed(secret, { remote: r.remote, release: r.release })
        : signServed(secret, { remote: r.remote, release: r.release, bucket }),
      ...(r.preview ? { preview: true } : {}),
    }));
  }

  /**
   * A preview pass for `release` of a remote (preview.ts), for the operator `actor`: the release
   * must be one players could be served (this server has it, built for the shell's contract).
   * Recorded in the audit log as `preview`.
   */
  async issuePreview(remoteName: string, release: string, actor: string, now = Date.now()): Promise<{ pass: string; expires: string; version: string }> {
    const remote = ReleaseService.remote(remoteName);
    const row = await this.servable(remote, release);
    const expires = now + PREVIEW_TTL_MS;
    await recordOpsAction(this.db, {
      actor,
      area: 'releases',
      action: 'preview',
      subject: remote,
      details: { release, version: row.version, expires: new Date(expires).toISOString() },
    });
    const pass = signPreview(await previewSecret(this.db), { operator: actor, remote, release, expires });
    return { pass, expires: new Date(expires).toISOString(), version: row.version };
  }

  /** The preview a pass (the player site's cookie) opens: genuine and not expired, else null. */
  async previewOf(pass: string | undefined, now = Date.now()): Promise<PreviewPass | null> {
    if (!pass) return null;
    return verifyPreview(await previewSecret(this.db), pass, now);
  }

  /**
   * Records a failure a browser reported; a canary failing too often is rolled back. `bucket` is
   * the bucket the report's served token was signed for (never a cookie): a report counts towards
   * a canary's health only from a visitor who was served that canary.
   */
  async recordFailure(
    f: { remote: string; release?: string | null; kind: string; message: string; url?: string | null },
    bucket: number | null = null,
    reporter: string | null = null,
  ) {
    if (!isRemoteName(f.remote)) return { rolledBack: false };
    await this.flushServed();
    const release = f.release ?? null;
    await this.db
      .insertInto('release_failures')
      .values({ remote: f.remote, release, kind: f.kind, message: f.message.slice(0, 2000), url: f.url ?? null })
      .execute();
    if (!release) return { rolledBack: false };
    const activation = await this.db.selectFrom('remote_activations').selectAll().where('remote', '=', f.remote).executeTakeFirst();
    const isCanary = activation?.canary_release === release;
    if (isCanary && (bucket === null || bucket >= activation.canary_percent)) return { rolledBack: false };
    await this.db
      .updateTable('release_health')
      .set({ failures: sql`failures + 1` })
      .where('remote', '=', f.remote)
      .where('release', '=', release)
      .execute();
    await addToHour(this.db, f.remote, release, hourOf(Date.now()), { failures: 1 });
    // Only releases being served become label values: a report cannot invent one.
    if (isCanary || activation?.active_release === release) metrics.releaseFailures.inc({ remote: f.remote, release, role: isCanary ? 'canary' : 'live' });
    if (!isCanary) return { rolledBack: false };
    await this.noteReporter(f.remote, release, 'failure', reporter);
    return this.db.transaction().execute(async (tx) => {
      const current = await this.lockActivation(tx, f.remote as RemoteName);
      if (current.canary_release !== release) return { rolledBack: false };
      const served = Number(current.canary_served);
      const failures = Number(current.canary_failures) + 1;
      const reporters = await this.reporters(tx, f.remote, release, 'failure');
      const over = failures >= this.policy.minFailures && failures >= served * this.policy.failureRate && reporters >= this.minReporters;
      await tx
        .updateTable('remote_activations')
        .set(over ? { canary_release: null, canary_percent: 0, canary_failures: failures, updated_at: sql`now()` } : { canary_failures: failures })
        .where('remote', '=', f.remote)
        .execute();
      if (!over) return { rolledBack: false };
      await this.event(tx, {
        remote: f.remote,
        action: 'canary_rollback',
        release,
        actor: 'health-check',
        detail: { served, failures, reporters, policy: this.policy },
      });
      return { rolledBack: true };
    });
  }

  private get minReporters(): number {
    return this.policy.minReporters ?? DEFAULT_HEALTH_POLICY.minReporters!;
  }

  /** Records who reported on a canary (a digest of its address or /64), once per kind. */
  async noteReporter(remote: string, release: string, kind: ReportKind, reporter: string | null): Promise<void> {
    if (!reporter) return;
    await this.db
      .insertInto('canary_reporters')
      .values({ remote, release, kind, reporter: servedClientKey(`reporter:${reporter}`) })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  private async reporters(db: Kysely<DB>, remote: string, release: string, kind: ReportKind): Promise<number> {
    const row = await db
      .selectFrom('canary_reporters')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('remote', '=', remote)
      .where('release', '=', release)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The current canary's page timings against the live release's since the canary started (or
   * its share last changed), with the slow-canary rule's verdict; null without a canary.
   */
  async canaryTimings(remoteName: string, policy: SlowCanaryPolicy) {
    if (!isRemoteName(remoteName)) return null;
    const a = await this.db.selectFrom('remote_activations').selectAll().where('remote', '=', remoteName).executeTakeFirst();
    if (!a?.canary_release) return null;
    const started = await this.db
      .selectFrom('release_events')
      .select('at')
      .where('remote', '=', remoteName)
      .where('action', '=', 'canary')
      .where('release', '=', a.canary_release)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const since = hourOf(new Date(started?.at ?? a.updated_at).getTime());
    const releases = [a.canary_release, ...(a.active_release ? [a.active_release] : [])];
    const vitals = await vitalsSince(this.db, remoteName, since, releases);
    const canary = lcpOf(vitals.find((v) => v.release === a.canary_release));
    const live = lcpOf(vitals.find((v) => v.release === a.active_release));
    const served = Number(a.canary_served);
    const failures = Number(a.canary_failures);
    return {
      remote: remoteName,
      canaryRelease: a.canary_release,
      liveRelease: a.active_release,
      since: since.toISOString(),
      canary,
      live,
      verdict: slowCanaryVerdict(canary, live, policy),
      served,
      failures,
      // What the operator is told: healthy, not enough data yet, failing or slow, and the rule that decided it.
      judgement: canaryVerdict({ served, failures, canary, live }, this.policy, policy),
    };
  }

  /**
   * After new timings of a canary: when the rule finds it slow and `rollback` is set, the canary
   * is stopped like a failing one and the audit log says why (actor `health-check`).
   */
  async checkSlowCanary(remote: string, release: string, policy: SlowCanaryPolicy, rollback: boolean) {
    const timings = await this.canaryTimings(remote, policy);
    if (!timings || timings.canaryRelease !== release || timings.verdict !== 'slow' || !rollback)
      return { slow: timings?.verdict === 'slow', rolledBack: false };
    // Slow timings from a handful of reporters stop nothing.
    const reporters = await this.reporters(this.db, remote, release, 'timing');
    if (reporters < this.minReporters) return { slow: true, rolledBack: false };
    return this.db.transaction().execute(async (tx) => {
      const current = await this.lockActivation(tx, remote as RemoteName);
      if (current.canary_release !== release) return { slow: true, rolledBack: false };
      await tx
        .updateTable('remote_activations')
        .set({ canary_release: null, canary_percent: 0, updated_at: sql`now()` })
        .where('remote', '=', remote)
        .execute();
      await this.event(tx, {
        remote,
        action: 'canary_rollback',
        release,
        actor: 'health-check',
        detail: {
          reason: 'slow',
          lcpP75: timings.canary.p75,
          liveLcpP75: timings.live.p75,
          samples: timings.canary.samples,
          liveSamples: timings.live.samples,
          reporters,
          policy,
        },
      });
      return { slow: true, rolledBack: true };
    });
  }

  /** Every release with its state and health, newest first. */
  async list(remote?: string) {
    await this.flushServed();
    const [rows, activations, health] = await Promise.all([
      this.rows(remote),
      this.db.selectFrom('remote_activations').selectAll().execute(),
      this.db.selectFrom('release_health').selectAll().execute(),
    ]);
    return rows.map((row) => {
      const a = activations.find((x) => x.remote === row.remote);
      const h = health.find((x) => x.remote === row.remote && x.release === row.release);
      return {
        ...toRecord(row),
        active: a?.active_release === row.release,
        canaryPercent: a?.canary_release === row.release ? a.canary_percent : 0,
        served: Number(h?.served ?? 0),
        failures: Number(h?.failures ?? 0),
      };
    });
  }

  async events(remote?: string, limit = 100) {
    let q = this.db
      .selectFrom('release_events')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(Math.min(Math.max(limit, 1), 1000));
    if (remote) q = q.where('remote', '=', remote);
    return (await q.execute()).map((e) => ({ ...e, at: new Date(e.at).toISOString() }));
  }
}
