/**
 * The operator's identity verification commands (docs/operations/kyc.md); each answers --help:
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
 * OPS_TOKEN: an operator's token or the bootstrap token), else open the database directly. Through
 * the server a decision is recorded for the token's operator; on the database, for `cli:<user>`
 * (docs/operations/audit.md); the identity provider then tells the platform through its webhook.
 */
import { writeFileSync } from 'node:fs';
import { KYC_REJECT_LABELS, KYC_STATUSES, type KycStatus } from '@casino/contract/schemas';
import { loadConfig, type Config } from '../../config';
import { CliError, main, oneOf, table, UsageError, type Io, type Program } from '../../cli/kit';
import { withOps } from '../../cli/direct';
import type { Database } from '../../db/connection';
import type { OpsClient } from '../../cli/ops-client';
import type { Review } from './identity-provider';
import type { KycPolicy } from './policy';
import type { SettingsActor } from '../../ops/settings-audit';
import type { QueueItem } from './service';
import { cliActor } from '../../ops/audit/ops-audit';

/**
 * Who changes a setting from this command on the database: the system user (`cli:<user>`). A name
 * in the environment (OPS_ACTOR) is not taken: anyone could write any name there.
 */
export function cliSettingsActor(_env: NodeJS.ProcessEnv = process.env): SettingsActor {
  return `ops:${cliActor()}`;
}

interface Ops {
  list(options: { status?: KycStatus; uid?: number }): Promise<QueueItem[]>;
  review(uid: number, review: Omit<Review, 'reviewer'>): Promise<QueueItem>;
  require(uid: number, required: boolean): Promise<{ uid: number; is_kyc_block_enabled: boolean; is_verified: boolean }>;
  policy(change?: Partial<KycPolicy>): Promise<KycPolicy>;
  document(uid: number, id: number): Promise<Uint8Array>;
}

function httpOps({ call, bytes }: OpsClient): Ops {
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
    document: (uid, id) => bytes(`/ops/kyc/${uid}/documents/${id}`),
  };
}

async function databaseOps(config: Config, { db }: Database): Promise<Ops> {
  const [{ demoIdentityProvider }, { handleWebhook }, { readPolicy, writePolicy }, { documentForOps, queue, requireVerification, reviewByOps }] =
    await Promise.all([import('../../providers/identity'), import('./webhook'), import('./policy'), import('./service')]);
  // No server runs: the provider's webhook is answered in this process, by the same handler.
  type Provider = ReturnType<typeof demoIdentityProvider>;
  let provider: Provider | null = null;
  if (config.providers.identity === 'demo') {
    provider = demoIdentityProvider(db, config.kyc, {
      deliver: async (_path, headers, body) => {
        const answer = await handleWebhook(db, provider!, body, headers);
        return { status: answer.status, body: JSON.stringify(answer.body) };
      },
    });
  }
  const actor = cliActor();
  return {
    list: (options) => queue(db, provider, options),
    review: (uid, review) => reviewByOps(db, provider, uid, { ...review, reviewer: actor }),
    require: (uid, required) => requireVerification(db, uid, required, actor),
    policy: (change) => (change ? writePolicy(db, change, cliSettingsActor(process.env)) : readPolicy(db)),
    document: async (uid, id) => {
      const found = await documentForOps(db, provider, uid, id);
      if (!found) throw new CliError(`no document ${id} of player ${uid}`, 'not_found');
      return found.content;
    },
  };
}

/** Through the running server, else on the database (cli/direct.ts). */
function withKycOps(work: (ops: Ops) => Promise<void>): Promise<{ via: string }> {
  const config = loadConfig();
  return withOps(config, { server: httpOps, database: (database) => databaseOps(config, database) }, work);
}

function uidOf(value: string | undefined, name = '<uid>'): number {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) throw new UsageError(`${name} is the player's number (uid), not ${value}`);
  return Number(value);
}

function reasonsOf(values: readonly string[]): string[] {
  const reasons = values
    .flatMap((v) => v.split(','))
    .map((r) => r.trim().toUpperCase())
    .filter(Boolean);
  const unknown = reasons.filter((r) => !(KYC_REJECT_LABELS as readonly string[]).includes(r));
  if (unknown.length) throw new UsageError(`unknown reason ${unknown.join(', ')}: one of ${KYC_REJECT_LABELS.join(', ')}`);
  return reasons;
}

/** `USD:1000,UZS:12000000` (major units) → the policy's bounds; `off` → none. */
export function parseBounds(value: string | undefined): KycPolicy['verifyAbove'] {
  const v = value?.trim() ?? '';
  if (v.toLowerCase() === 'off') return [];
  if (v === '') throw new UsageError('pnpm kyc policy above <CUR:amount,…|off>, such as USD:1000');
  const bounds = v.split(',').map((entry) => {
    const m = /^([A-Z]{3}):(\d{1,12}(?:\.\d{1,2})?)$/.exec(entry.trim());
    if (!m || Number(m[2]) <= 0) throw new UsageError(`${entry.trim()} is not CURRENCY:amount (such as USD:1000)`);
    return { currency: m[1]!, amount: Number(m[2]) };
  });
  if (new Set(bounds.map((b) => b.currency)).size !== bounds.length) throw new UsageError('one bound per currency');
  return bounds;
}

const when = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '-');

function printItems(io: Io, items: QueueItem[]): void {
  io.result(items, () => {
    if (!items.length) return io.say('No applicants.');
    io.say(
      table(
        ['UID', 'LOGIN', 'STATUS', 'SUBMITTED (UTC)', 'DECIDED (UTC)', 'REASONS', 'FLAGS', 'BY'],
        items.map((a) => [
          String(a.uid),
          a.login,
          a.status,
          when(a.submitted_at),
          when(a.decided_at),
          a.reasons.join(',') || '-',
          [a.is_verified ? 'verified' : '', a.is_on_verification ? 'in review' : '', a.is_kyc_block_enabled ? 'withdrawals need KYC' : '']
            .filter(Boolean)
            .join(', ') || '-',
          a.reviewed_by ?? '-',
        ]),
      ),
    );
    const documents = items.flatMap((a) =>
      a.documents.map((d) => [String(a.uid), String(d.id), d.type, d.mime, `${(d.size / 1024).toFixed(1)} KB`, d.name ?? '', when(d.createdAt)]),
    );
    if (documents.length) io.say(`\n${table(['UID', 'DOCUMENT', 'TYPE', 'MIME', 'SIZE', 'NAME', 'UPLOADED (UTC)'], documents)}`);
  });
}

function printPolicy(io: Io, policy: KycPolicy): void {
  io.result(policy, () => {
    io.say(`new accounts ${policy.newAccounts ? 'must verify their identity before withdrawing' : 'may withdraw without identity verification'}`);
    io.say(
      policy.verifyAbove.length
        ? `withdrawals above ${policy.verifyAbove.map((b) => `${b.amount} ${b.currency}`).join(', ')} need a verified identity`
        : 'no amount needs a verified identity by itself',
    );
  });
}

const uidArg = { name: 'uid', description: 'the player (their uid, as pnpm kyc list shows)' };
const comment = { comment: { type: 'string' as const, value: 'text', description: 'a note kept with the decision' } };

export const KYC_PROGRAM: Program = {
  name: 'pnpm kyc',
  summary: 'Identity verification: the queue, decisions, who must verify (docs/operations/kyc.md).',
  commands: {
    list: {
      summary: 'Lists applicants with their status and documents.',
      options: {
        status: { type: 'string', value: 'status', description: `only this status: ${KYC_STATUSES.join(', ')}` },
        uid: { type: 'string', value: 'uid', description: 'only this player' },
      },
      examples: ['pnpm kyc list --status pending', 'pnpm kyc list --uid 42 --json'],
      async run(args, io) {
        const status = args.has('status') ? oneOf(args.string('status'), '--status', KYC_STATUSES) : undefined;
        const uid = args.has('uid') ? uidOf(args.string('uid'), '--uid') : undefined;
        return withKycOps(async (ops) => printItems(io, await ops.list({ ...(status ? { status } : {}), ...(uid ? { uid } : {}) })));
      },
    },
    approve: {
      summary: 'Approves a player’s identity.',
      positionals: [uidArg],
      options: comment,
      examples: ['pnpm kyc approve 42 --comment "Passport checked"'],
      async run(args, io) {
        const uid = uidOf(args.positionals[0]);
        return withKycOps(async (ops) => {
          const item = await ops.review(uid, { decision: 'approved', reasons: [], comment: args.string('comment') ?? null });
          io.result(item, () => io.say(`${uid}: approved; the account is now ${item.status}${item.is_verified ? ' (verified)' : ''}`));
        });
      },
    },
    reject: {
      summary: 'Rejects a player’s documents: they may try again, or with --final not.',
      positionals: [uidArg],
      options: {
        reason: { type: 'string', multiple: true, value: 'LABEL', description: `why: ${KYC_REJECT_LABELS.join(', ')}` },
        final: { type: 'boolean', description: 'rejected for good: no new attempt' },
        ...comment,
      },
      examples: ['pnpm kyc reject 42 --reason UNSATISFACTORY_PHOTOS', 'pnpm kyc reject 42 --reason FORGERY --final'],
      async run(args, io) {
        const uid = uidOf(args.positionals[0]);
        const reasons = reasonsOf(args.strings('reason'));
        const final = args.flag('final');
        return withKycOps(async (ops) => {
          const item = await ops.review(uid, { decision: final ? 'rejected' : 'retry', reasons, comment: args.string('comment') ?? null });
          io.result(item, () => io.say(`${uid}: ${final ? 'rejected for good' : 'rejected, may try again'}; the account is now ${item.status}`));
        });
      },
    },
    require: {
      summary: 'This player must verify their identity before withdrawing (or, with --off, no longer).',
      positionals: [uidArg],
      options: { off: { type: 'boolean', description: 'lift the requirement' } },
      examples: ['pnpm kyc require 42', 'pnpm kyc require 42 --off'],
      async run(args, io) {
        const uid = uidOf(args.positionals[0]);
        const required = !args.flag('off');
        return withKycOps(async (ops) => {
          const r = await ops.require(uid, required);
          io.result(r, () =>
            io.say(
              `${uid}: withdrawals ${r.is_kyc_block_enabled ? 'need identity verification' : 'no longer need identity verification'}${r.is_verified ? ' (already verified)' : ''}`,
            ),
          );
        });
      },
    },
    policy: {
      synopsis: '[on|off]  |  above <CUR:amount,…|off>',
      summary: 'Shows or changes who must verify: every new account (on|off), and withdrawals above amounts.',
      positionals: [
        { name: 'setting', optional: true, description: 'on or off (new accounts must verify), or above' },
        { name: 'bounds', optional: true, description: 'after above: CUR:amount,… in major units, or off' },
      ],
      examples: ['pnpm kyc policy', 'pnpm kyc policy on', 'pnpm kyc policy above USD:1000,UZS:12000000', 'pnpm kyc policy above off'],
      async run(args, io) {
        const [setting, bounds] = args.positionals;
        let change: Partial<KycPolicy> | undefined;
        if (setting === 'above') change = { verifyAbove: parseBounds(bounds) };
        else if (setting === 'on' || setting === 'off') {
          if (bounds !== undefined) throw new UsageError(`unexpected argument ${bounds}`);
          change = { newAccounts: setting === 'on' };
        } else if (setting !== undefined) throw new UsageError(`<setting> is on, off or above, not ${setting}`);
        return withKycOps(async (ops) => printPolicy(io, await ops.policy(change)));
      },
    },
    document: {
      summary: 'Writes one uploaded document of a player to a file (mode 600).',
      positionals: [uidArg, { name: 'id', description: 'the document (pnpm kyc list --uid <uid> shows them)' }],
      options: { out: { type: 'string', value: 'file', description: 'where to write it (required)' } },
      examples: ['pnpm kyc document 42 7 --out passport.png'],
      async run(args, io) {
        const uid = uidOf(args.positionals[0]);
        const id = uidOf(args.positionals[1], '<id>');
        const out = args.string('out');
        if (!out) throw new UsageError('--out <file> names where the document goes');
        return withKycOps(async (ops) => {
          writeFileSync(out, await ops.document(uid, id), { mode: 0o600 });
          io.result({ uid, id, file: out }, () => io.say(`${uid}: document ${id} written to ${out}`));
        });
      },
    },
  },
};

if (process.argv[1] && /kyc[\\/]cli\.[cm]?[jt]s$/.test(process.argv[1])) main(KYC_PROGRAM);
