import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACT_MAJOR } from '@casino/contract';
import { openTestDatabase, type TestDatabase } from '../../testing/server';
import { activeStack, releaseContentHash, ReleaseService } from './service';
import { LocalDiskStorage, type ReleaseFile } from './storage';

function build(version: string, marker: string, name = 'casino', contract = CONTRACT_MAJOR): ReleaseFile[] {
  return [
    { path: 'release.json', data: Buffer.from(JSON.stringify({ name, version, contract, prefixes: ['gamehall', 'game'], shared: { react: '19.3.1' } })) },
    { path: 'remoteEntry.js', data: Buffer.from(`var mfe_${name} = "${marker}";`) },
    { path: 'chunk.0123abcd.js', data: Buffer.from(`console.log("${marker}")`) },
  ];
}

let database: TestDatabase;
let dir: string;
let service: ReleaseService;

beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'releases-'));
  service = new ReleaseService(database.db, new LocalDiskStorage(dir), { failureRate: 0.5, minFailures: 3, minReporters: 3 });
}, 60_000); // a fresh database with every migration: slow on a busy 2-core machine
afterAll(async () => {
  await database.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('publishing', () => {
  it('stores an immutable release named <version>-<contenthash> with its metadata', async () => {
    const files = build('1.0.0', 'one');
    const { release, created } = await service.publish({ remote: 'casino', files, actor: 'alice', gitCommit: 'abc1234' });
    expect(created).toBe(true);
    expect(release.release).toBe(`1.0.0-${releaseContentHash(files)}`);
    expect(release).toMatchObject({
      version: '1.0.0',
      createdBy: 'alice',
      gitCommit: 'abc1234',
      prefixes: ['gamehall', 'game'],
      contract: CONTRACT_MAJOR,
      fileCount: 3,
    });
    expect(readFileSync(join(dir, 'casino', release.release, 'remoteEntry.js'), 'utf8')).toContain('one');
  });

  it('publishing the same content twice is a no-op', async () => {
    const again = await service.publish({ remote: 'casino', files: build('1.0.0', 'one'), actor: 'bob' });
    expect(again.created).toBe(false);
    expect(again.release.createdBy).toBe('alice');
    expect((await service.list('casino')).length).toBe(1);
  });

  it('refuses a build of another remote, without release.json or remoteEntry.js, or with a bad path', async () => {
    await expect(service.publish({ remote: 'cashier', files: build('1.0.0', 'x'), actor: 'a' })).rejects.toMatchObject({ type: 'InvalidParameterException' });
    await expect(service.publish({ remote: 'casino', files: build('1.0.0', 'x').slice(1), actor: 'a' })).rejects.toMatchObject({
      type: 'InvalidParameterException',
    });
    await expect(service.publish({ remote: 'casino', files: [build('1.0.0', 'x')[0]!], actor: 'a' })).rejects.toMatchObject({
      type: 'InvalidParameterException',
    });
    await expect(
      service.publish({ remote: 'casino', files: [...build('1.0.1', 'x'), { path: '../evil.js', data: Buffer.from('') }], actor: 'a' }),
    ).rejects.toThrow(/Bad file path/);
    await expect(service.publish({ remote: 'nope', files: build('1.0.0', 'x', 'nope'), actor: 'a' })).rejects.toMatchObject({
      type: 'InvalidParameterException',
    });
  });
});

describe('activation and rollback', () => {
  let v1: string;
  let v2: string;
  let cashier: string;

  beforeAll(async () => {
    v1 = (await service.publish({ remote: 'casino', files: build('1.0.0', 'one'), actor: 'a' })).release.release;
    v2 = (await service.publish({ remote: 'casino', files: build('2.0.0', 'two'), actor: 'a' })).release.release;
    cashier = (await service.publish({ remote: 'cashier', files: build('1.0.0', 'c', 'cashier'), actor: 'a' })).release.release;
    await service.activate('cashier', cashier, 'a');
  });

  it('activating puts a release in the registry document', async () => {
    await service.activate('casino', v1, 'a');
    await service.activate('casino', v2, 'a');
    const doc = await service.registry(50);
    expect(doc.find((r) => r.name === 'casino')).toMatchObject({ release: v2, entry: `/releases/casino/${v2}/remoteEntry.js` });
  });

  it('rollback goes back to the previous release and leaves other remotes alone', async () => {
    const before = (await service.registry(50)).find((r) => r.name === 'cashier');
    expect(await service.rollback('casino', 'ops')).toMatchObject({ active: v1, previous: v2 });
    const after = await service.registry(50);
    expect(after.find((r) => r.name === 'casino')?.release).toBe(v1);
    expect(after.find((r) => r.name === 'cashier')).toEqual(before);
    await expect(service.rollback('casino', 'ops')).rejects.toMatchObject({ type: 'InvalidParameterException' });
  });

  it('rollback --to names a release; every change is audited with who', async () => {
    await service.rollback('casino', 'carol', v2);
    expect((await service.registry(0)).find((r) => r.name === 'casino')?.release).toBe(v2);
    const events = await service.events('casino', 10);
    expect(events[0]).toMatchObject({ action: 'rollback', release: v2, from_release: v1, actor: 'carol' });
    await expect(service.activate('casino', '9.9.9-nothing', 'a')).rejects.toMatchObject({ type: 'InvalidParameterException' });
  });

  it('never serves a release built for another contract: activating, rolling back to or a canary of it is refused', async () => {
    const { release: old } = await service.publish({ remote: 'casino', files: build('0.9.0', 'old-contract', 'casino', CONTRACT_MAJOR - 1), actor: 'ci' });
    const live = (await service.registry(0)).find((r) => r.name === 'casino')?.release;
    const refused = { type: 'InvalidParameterException', fields: { release: `built for contract ${CONTRACT_MAJOR - 1}` } };
    await expect(service.activate('casino', old.release, 'ops')).rejects.toMatchObject(refused);
    await expect(service.rollback('casino', 'ops', old.release)).rejects.toMatchObject(refused);
    await expect(service.canary('casino', old.release, 10, 'ops')).rejects.toMatchObject(refused);
    expect((await service.registry(0)).find((r) => r.name === 'casino')?.release).toBe(live);
  });
});

describe('canary', () => {
  it('serves the canary to buckets below the percentage only, and rolls it back when it fails too often', async () => {
    const stable = (await service.publish({ remote: 'profile', files: build('1.0.0', 'p1', 'profile'), actor: 'a' })).release.release;
    const canary = (await service.publish({ remote: 'profile', files: build('1.1.0', 'p2', 'profile'), actor: 'a' })).release.release;
    await service.activate('profile', stable, 'a');
    await service.canary('profile', canary, 50, 'a');

    const pick = async (bucket: number) => (await service.registry(bucket)).find((r) => r.name === 'profile')?.release;
    expect(await pick(10)).toBe(canary);
    expect(await pick(49)).toBe(canary);
    expect(await pick(50)).toBe(stable);
    expect(await pick(99)).toBe(stable);

    // Reports from visitors outside the canary do not count against it.
    for (let i = 0; i < 5; i++)
      expect((await service.recordFailure({ remote: 'profile', release: canary, kind: 'load', message: 'x' }, 80)).rolledBack).toBe(false);
    expect(await pick(10)).toBe(canary); // the third load served from the canary

    expect((await service.recordFailure({ remote: 'profile', release: canary, kind: 'load', message: 'boom' }, 10, '10.0.0.1')).rolledBack).toBe(false);
    expect((await service.recordFailure({ remote: 'profile', release: canary, kind: 'load', message: 'boom' }, 10, '10.0.0.2')).rolledBack).toBe(false);
    expect((await service.recordFailure({ remote: 'profile', release: canary, kind: 'render', message: 'boom' }, 20, '10.0.0.3')).rolledBack).toBe(true);
    expect(await pick(10)).toBe(stable);
    expect((await service.events('profile', 1))[0]).toMatchObject({ action: 'canary_rollback', actor: 'health-check' });
    const listed = (await service.list('profile')).find((r) => r.release === canary);
    expect(listed).toMatchObject({ failures: 3, served: 3, canaryPercent: 0, active: false });
  });

  it('counts a client once across instances: a visitor whose requests reach two instances is one load', async () => {
    const other = new ReleaseService(database.db, new LocalDiskStorage(dir));
    const stable = (await service.publish({ remote: 'loyalty', files: build('1.0.0', 'l1', 'loyalty'), actor: 'a' })).release.release;
    const canary = (await service.publish({ remote: 'loyalty', files: build('1.1.0', 'l2', 'loyalty'), actor: 'a' })).release.release;
    await service.activate('loyalty', stable, 'a');
    await service.canary('loyalty', canary, 100, 'a');

    for (const instance of [service, other, service, other]) await instance.registry(5, '198.51.100.7');
    await other.registry(5, '198.51.100.8');
    await Promise.all([service.flushServed(), other.flushServed()]);
    // Read again after the flush: still the same window, still the same two clients.
    await Promise.all([service.registry(5, '198.51.100.7'), other.registry(5, '198.51.100.8')]);
    await Promise.all([service.flushServed(), other.flushServed()]);

    expect((await service.list('loyalty')).find((r) => r.release === canary)).toMatchObject({ served: 2 });
    const activation = await database.db.selectFrom('remote_activations').select('canary_served').where('remote', '=', 'loyalty').executeTakeFirstOrThrow();
    expect(Number(activation.canary_served)).toBe(2);
    const stored = await database.db.selectFrom('release_served_clients').select('client').where('release', '=', canary).execute();
    expect(stored).toHaveLength(2);
    expect(stored.map((r) => r.client)).not.toContain('198.51.100.7');
    await service.canary('loyalty', null, 0, 'a');
  });

  it('promoting makes the canary the active release', async () => {
    const next = (await service.publish({ remote: 'profile', files: build('1.2.0', 'p3', 'profile'), actor: 'a' })).release.release;
    await service.canary('profile', next, 10, 'a');
    await service.promoteCanary('profile', 'a');
    expect((await service.registry(99)).find((r) => r.name === 'profile')?.release).toBe(next);
    expect((await service.list('profile')).find((r) => r.release === next)).toMatchObject({ active: true, canaryPercent: 0 });
  });
});

describe('activation history', () => {
  it('is a stack: activate pushes, rollback pops, an explicit rollback pushes', () => {
    const e = (action: string, release: string | null, detail: Record<string, unknown> = {}) => ({ action, release, detail });
    expect(activeStack([e('activate', 'a'), e('activate', 'b'), e('activate', 'c'), e('rollback', 'b')])).toEqual(['a', 'b']);
    expect(activeStack([e('activate', 'a'), e('activate', 'b'), e('rollback', 'a'), e('rollback', 'b', { explicit: true })])).toEqual(['a', 'b']);
  });
});
