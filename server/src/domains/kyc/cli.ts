/**
 * The operator's identity verification commands (docs/operations/kyc.md):
 *
 *   pnpm kyc list [--status pending|init|approved|retry|rejected] [--uid <uid>]
 *   pnpm kyc approve <uid> [--comment <text>]
 *   pnpm kyc reject <uid> [--reason <LABEL>]… [--final] [--comment <text>]
 *   pnpm kyc require <uid> [--off]          the player must verify before withdrawing (or no longer)
 *   pnpm kyc policy [on|off]                every new account must verify before withdrawing
 *   pnpm kyc policy above <CUR:amount,…|off>  withdrawals above these amounts need a verified identity
 *   pnpm kyc document <uid> <id> --out <file>
 *
 * Like the release commands they talk to the server running on this DATA_DIR (or OPS_URL with
 * OPS_TOKEN), else open the database directly. Decisions are recorded with OPS_ACTOR (default
 * `<user>@cli`); the identity provider then tells the platform through its webhook. A policy
 * change is written to the settings audit: by the server as `ops:token` (the token is what it
 * knows), or here, on the database, as `ops:<OPS_ACTOR>` when an operator is named, else `system`.
 */
import { writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { KYC_REJECT_LABELS, KYC_STATUSES, type KycStatus } from '@casino/contract/schemas';
import { loadConfig, type Config } from '../../config';
import { openPlatformDatabase } from '../../platform';
import { resolveOpsToken } from '../../ops/token';
import { opsTarget } from '../releases';
import { demoIdentityProvider } from '../../providers/identity';
import type { IdentityProvider, Review } from './identity-provider';
import { readPolicy, writePolicy, type KycPolicy } from './policy';
import type { SettingsActor } from '../../ops/settings-audit';
import { documentForOps, queue, requireVerification, reviewByOps, type QueueItem } from './service';
import { handleWebhook } from './webhook';

const actor = process.env.OPS_ACTOR ?? `${userInfo().username}@cli`;

/** Who changes a setting from this command on the database: the operator named by OPS_ACTOR, else the platform. */
export function cliSettingsActor(env: NodeJS.ProcessEnv): SettingsActor {
  const named = env.OPS_ACTOR?.trim();
  return named ? `ops:${named}` : 'system';
}

interface Ops {
  list(options: { status?: KycStatus; uid?: number }): Promise<QueueItem[]>;
  review(uid: number, review: Omit<Review, 'reviewer'>): Promise<QueueItem>;
  require(uid: number, required: boolean): Promise<{ uid: number; is_kyc_block_enabled: boolean; is_verified: boolean }>;
  policy(change?: Partial<KycPolicy>): Promise<KycPolicy>;
  document(uid: number, id: number): Promise<Uint8Array>;
  close(): Promise<void>;
}

function httpOps(baseUrl: string, token: string): Ops {
  const headers = { Authorization: `Bearer ${token}`, 'X-Ops-Actor': actor };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await res.json().catch(() => ({}))) as { data?: T; error?: { type: string; message: string; fields?: unknown } };
    if (!res.ok || json.error) throw new Error(`${json.error?.type ?? res.status}: ${json.error?.message ?? res.statusText}${json.error?.fields ? ` ${JSON.stringify(json.error.fields)}` : ''}`);
    return json.data as T;
  };
  return {
    list: async ({ status, uid }) => {
      const q = new URLSearchParams({ ...(status ? { status } : {}), ...(uid ? { uid: String(uid) } : {}) }).toString();
      return (await call<{ items: QueueItem[] }>('GET', `/ops/kyc${q ? `?${q}` : ''}`)).items;
    },
    review: (uid, review) =>
      review.decision === 'approved'
        ? call('POST', `/ops/kyc/${uid}/approve`, { comment: review.comment })
        : call('POST', `/ops/kyc/${uid}/reject`, { reasons: review.reasons, final: review.decision === 'rejected', comment: review.comment }),
    require: (uid, required) => call('POST', `/ops/kyc/${uid}/require`, { required }),
    policy: (change) => (change ? call('PUT', '/ops/kyc/policy', change) : call('GET', '/ops/kyc/policy')),
    document: async (uid, id) => {
      const res = await fetch(`${baseUrl}/ops/kyc/${uid}/documents/${id}`, { headers });
      if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
      return new Uint8Array(await res.arrayBuffer());
    },
    close: async () => {},
  };
}

async function directOps(config: Config): Promise<Ops> {
  const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return silent; }, level: 'silent' } as never;
  const database = await openPlatformDatabase(config, silent);
  const db = database.db;
  // No server runs: the provider's webhook is answered in this process, by the same handler.
  let provider: IdentityProvider | null = null;
  if (config.providers.identity === 'demo') {
    provider = demoIdentityProvider(db, config.kyc, {
      deliver: async (_path, headers, body) => {
        const answer = await handleWebhook(db, provider!, body, headers);
        return { status: answer.status, body: JSON.stringify(answer.body) };
      },
    });
  }
  return {
    list: (options) => queue(db, provider, options),
    review: (uid, review) => reviewByOps(db, provider, uid, { ...review, reviewer: actor }),
    require: (uid, required) => requireVerification(db, uid, required, actor),
    policy: (change) => (change ? writePolicy(db, change, cliSettingsActor(process.env)) : readPolicy(db)),
    document: async (uid, id) => {
      const found = await documentForOps(db, provider, uid, id);
      if (!found) throw new Error('No such document');
      return found.content;
    },
    close: () => database.close(),
  };
}

async function connect(config: Config): Promise<{ ops: Ops; via: string }> {
  const answers = (url: string) => fetch(`${url}/healthz`).then((r) => r.ok, () => false);
  const opsUrl = process.env.OPS_URL;
  if (opsUrl) {
    if (!(await answers(opsUrl))) throw new Error(`The server at OPS_URL=${opsUrl} does not answer`);
    return { ops: httpOps(opsUrl, resolveOpsToken(config.opsToken, config.dataDir)), via: opsUrl };
  }
  const target = await opsTarget(config.dataDir, { answers });
  if (target.kind === 'server') return { ops: httpOps(target.url, resolveOpsToken(config.opsToken, config.dataDir)), via: target.url };
  return { ops: await directOps(config), via: 'database' };
}

export interface KycArgs {
  command: string | undefined;
  positional: string[];
  values: Record<string, string[]>;
  switches: Set<string>;
}

/** `--reason` may repeat; `--status`, `--uid`, `--comment`, `--out` take a value; other `--x` are switches. */
export function parseKycArgs(argv: string[]): KycArgs {
  const out: KycArgs = { command: undefined, positional: [], values: {}, switches: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (['--reason', '--status', '--uid', '--comment', '--out'].includes(arg)) (out.values[arg.slice(2)] ??= []).push(argv[++i] ?? '');
    else if (arg.startsWith('--')) out.switches.add(arg.slice(2));
    else if (out.command === undefined) out.command = arg;
    else out.positional.push(arg);
  }
  return out;
}

function uidOf(value: string | undefined): number {
  const uid = Number(value);
  if (!value || !Number.isSafeInteger(uid) || uid < 1) throw new Error('Name the player by uid: pnpm kyc <command> <uid>');
  return uid;
}

function reasonsOf(values: string[] | undefined): string[] {
  const reasons = (values ?? []).map((r) => r.trim().toUpperCase());
  const unknown = reasons.filter((r) => !(KYC_REJECT_LABELS as readonly string[]).includes(r));
  if (unknown.length) throw new Error(`Unknown reason ${unknown.join(', ')}: one of ${KYC_REJECT_LABELS.join(', ')}`);
  return reasons;
}

/** `USD:1000,UZS:12000000` (major units) → the policy's bounds; `off` → none. */
export function parseBounds(value: string | undefined): KycPolicy['verifyAbove'] {
  const v = value?.trim() ?? '';
  if (v.toLowerCase() === 'off') return [];
  if (v === '') throw new Error('pnpm kyc policy above <CUR:amount,…|off>, such as USD:1000');
  const bounds = v.split(',').map((entry) => {
    const m = /^([A-Z]{3}):(\d{1,12}(?:\.\d{1,2})?)$/.exec(entry.trim());
    if (!m || Number(m[2]) <= 0) throw new Error(`${entry.trim()} is not CURRENCY:amount (such as USD:1000)`);
    return { currency: m[1]!, amount: Number(m[2]) };
  });
  if (new Set(bounds.map((b) => b.currency)).size !== bounds.length) throw new Error('One bound per currency');
  return bounds;
}

const when = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '-');

function printItems(items: QueueItem[]): void {
  if (!items.length) return console.log('No applicants.');
  for (const a of items) {
    const flags = [a.is_verified ? 'verified' : '', a.is_on_verification ? 'in review' : '', a.is_kyc_block_enabled ? 'withdrawals need KYC' : ''].filter(Boolean).join(', ');
    console.log(
      `${String(a.uid).padEnd(8)} ${a.login.padEnd(32)} ${a.status.padEnd(9)} submitted ${when(a.submitted_at)}  decided ${when(a.decided_at)}` +
        `${a.reasons.length ? `  reasons ${a.reasons.join(',')}` : ''}${flags ? `  (${flags})` : ''}${a.reviewed_by ? `  by ${a.reviewed_by}` : ''}`,
    );
    for (const d of a.documents) console.log(`         document ${d.id}: ${d.type} ${d.mime} ${(d.size / 1024).toFixed(1)} KB ${d.name ?? ''} ${when(d.createdAt)}`);
  }
}

async function main(): Promise<void> {
  const args = parseKycArgs(process.argv.slice(2));
  const config = loadConfig();
  const { ops, via } = await connect(config);
  try {
    switch (args.command) {
      case 'list': {
        const status = args.values.status?.[0];
        if (status && !(KYC_STATUSES as readonly string[]).includes(status)) throw new Error(`--status: one of ${KYC_STATUSES.join(', ')}`);
        printItems(await ops.list({ ...(status ? { status: status as KycStatus } : {}), ...(args.values.uid ? { uid: uidOf(args.values.uid[0]) } : {}) }));
        break;
      }
      case 'approve':
      case 'reject': {
        const uid = uidOf(args.positional[0]);
        const approve = args.command === 'approve';
        const item = await ops.review(uid, {
          decision: approve ? 'approved' : args.switches.has('final') ? 'rejected' : 'retry',
          reasons: approve ? [] : reasonsOf(args.values.reason),
          comment: args.values.comment?.[0] ?? null,
        });
        console.log(`${uid}: ${approve ? 'approved' : args.switches.has('final') ? 'rejected for good' : 'rejected, may try again'}; the account is now ${item.status}${item.is_verified ? ' (verified)' : ''}`);
        break;
      }
      case 'require': {
        const uid = uidOf(args.positional[0]);
        const r = await ops.require(uid, !args.switches.has('off'));
        console.log(`${uid}: withdrawals ${r.is_kyc_block_enabled ? 'need identity verification' : 'no longer need identity verification'}${r.is_verified ? ' (already verified)' : ''}`);
        break;
      }
      case 'policy': {
        const [value, bounds] = args.positional;
        let change: Partial<KycPolicy> | undefined;
        if (value === 'above') change = { verifyAbove: parseBounds(bounds) };
        else if (value === 'on' || value === 'off') change = { newAccounts: value === 'on' };
        else if (value !== undefined) throw new Error('pnpm kyc policy [on|off] | pnpm kyc policy above <CUR:amount,…|off>');
        const policy = await ops.policy(change);
        console.log(`new accounts ${policy.newAccounts ? 'must verify their identity before withdrawing' : 'may withdraw without identity verification'}`);
        console.log(
          policy.verifyAbove.length
            ? `withdrawals above ${policy.verifyAbove.map((b) => `${b.amount} ${b.currency}`).join(', ')} need a verified identity`
            : 'no amount needs a verified identity by itself',
        );
        break;
      }
      case 'document': {
        const uid = uidOf(args.positional[0]);
        const id = Number(args.positional[1]);
        const out = args.values.out?.[0];
        if (!Number.isSafeInteger(id) || id < 1 || !out) throw new Error('pnpm kyc document <uid> <id> --out <file>');
        writeFileSync(out, await ops.document(uid, id), { mode: 0o600 });
        console.log(`${uid}: document ${id} written to ${out}`);
        break;
      }
      default:
        throw new Error('Commands: list, approve, reject, require, policy, document');
    }
    console.log(`via ${via}`);
  } finally {
    await ops.close();
  }
}

if (process.argv[1] && /kyc[\\/]cli\.[cm]?[jt]s$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    const fields = (error as { fields?: Record<string, unknown> } | null)?.fields;
    console.error(error instanceof Error ? `${error.message}${fields ? ` ${JSON.stringify(fields)}` : ''}` : error);
    process.exitCode = 1;
  });
}
