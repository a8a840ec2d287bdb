/**
 * Operators' payout commands (docs/operations/payouts.md); each answers --help:
 *
 *   pnpm payouts [list] [--status open|requested|approved|paid|rejected|cancelled|all] [--limit <n>]
 *   pnpm payouts approve <id>
 *   pnpm payouts reject <id> [--reason <text>]
 *
 * They talk to the running server's ops API when one runs on this DATA_DIR (or OPS_URL is set),
 * otherwise they open the database directly (an approval made so is handed to the payout provider
 * by the server's payout worker once the server runs). Every decision is audited for the token's
 * operator through the server, or for `cli:<user>` on the database (docs/operations/audit.md).
 */
import { loadConfig } from '../../config';
import { main, oneOf, table, UsageError, wholeNumber, type Io, type Program } from '../../cli/kit';
import { withOps, type OpsWays } from '../../cli/direct';
import { cliActor } from '../../cli/ops-client';
import type { PayoutItem, QueueFilter } from './payouts';

type Decided = PayoutItem & { changed: boolean };

interface PayoutOps {
  list(filter: QueueFilter, limit: number): Promise<PayoutItem[]>;
  approve(id: number): Promise<Decided>;
  reject(id: number, reason: string | undefined): Promise<Decided>;
}

const FILTERS: readonly QueueFilter[] = ['open', 'requested', 'approved', 'paid', 'rejected', 'cancelled', 'all'];

const WAYS: OpsWays<PayoutOps> = {
  server: ({ call }) => ({
    list: async (filter, limit) => (await call<{ items: PayoutItem[] }>('GET', `/ops/payouts?status=${filter}&limit=${limit}`)).items,
    approve: (id) => call('POST', `/ops/payouts/${id}/approve`, {}),
    reject: (id, reason) => call('POST', `/ops/payouts/${id}/reject`, reason ? { reason } : {}),
  }),
  database: async ({ db }) => {
    const { approveWithdrawal, DEFAULT_REJECT_REASON, payoutItem, payoutQueue, rejectWithdrawal } = await import('./payouts');
    const actor = `ops:${cliActor()}` as const;
    return {
      list: (filter, limit) => payoutQueue(db, { filter, limit }),
      approve: async (id) => {
        const { changed } = await approveWithdrawal(db, id, actor);
        return { ...(await payoutItem(db, id)), changed };
      },
      reject: async (id, reason) => {
        const { changed } = await rejectWithdrawal(db, id, actor, reason ?? DEFAULT_REJECT_REASON);
        return { ...(await payoutItem(db, id)), changed };
      },
    };
  },
};

/** Through the running server, else on the database (cli/direct.ts). */
const withPayoutOps = (work: (ops: PayoutOps) => Promise<void>) => withOps(loadConfig(), WAYS, work);

function age(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 172_800) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}

const amountOf = (i: PayoutItem) => `${i.amount.amount.toFixed(2)} ${i.amount.currency}`;

/** Who decided and when (or who approved first, awaiting a second approver), and the reason. */
function decisionOf(i: PayoutItem): string {
  if (i.decided_by) return `decided by ${i.decided_by} at ${i.decided_at?.slice(0, 19).replace('T', ' ')} UTC${i.reason ? `: ${i.reason}` : ''}`;
  if (i.approval.first_approved_by) return `approved by ${i.approval.first_approved_by}, awaiting a second approver`;
  return i.reason ? i.reason : '';
}

function printList(io: Io, items: PayoutItem[]): void {
  io.result(items, () => {
    if (!items.length) return io.say('No withdrawals here.');
    io.say(
      table(
        ['ID', 'STATUS', 'AMOUNT', 'PLAYER', 'METHOD', 'DETAILS', 'VERIFICATION', 'AGE', 'DECISION'],
        items.map((i) => [
          `#${i.id}`,
          i.withdrawal_status,
          amountOf(i),
          `${i.player.login} (#${i.player.id})`,
          i.method,
          i.destination,
          i.verification,
          age(i.age_seconds),
          decisionOf(i),
        ]),
      ),
    );
  });
}

/** The withdrawal's id as the list shows it (`12` or `#12`). */
function idOf(value: string | undefined): number {
  const id = value?.replace(/^#/, '');
  if (!id || !/^[1-9]\d{0,14}$/.test(id)) throw new UsageError(`<id> is the withdrawal's number the list shows, not ${value}`);
  return Number(id);
}

const idArg = [{ name: 'id', description: 'the withdrawal (its number in pnpm payouts)' }];

export const PAYOUTS_PROGRAM: Program = {
  name: 'pnpm payouts',
  summary: 'The withdrawals waiting for an operator’s decision, and the decisions (docs/operations/payouts.md).',
  defaultCommand: 'list',
  commands: {
    list: {
      summary: 'Lists withdrawals: by default those waiting for a decision or for the payout provider.',
      options: {
        status: { type: 'string', value: 'status', description: `one of ${FILTERS.join(', ')} (default open)` },
        limit: { type: 'string', value: 'n', description: 'at most this many, 1–500 (default 100)' },
      },
      examples: ['pnpm payouts', 'pnpm payouts list --status paid --limit 20', 'pnpm payouts --json'],
      async run(args, io) {
        const filter = oneOf(args.string('status') ?? 'open', '--status', FILTERS);
        const limit = args.has('limit') ? wholeNumber(args.string('limit'), '--limit', 1, 500) : 100;
        return withPayoutOps(async (ops) => printList(io, await ops.list(filter, limit)));
      },
    },
    approve: {
      summary: 'Approves a requested withdrawal: the payout provider is paid it.',
      positionals: idArg,
      examples: ['pnpm payouts approve 12'],
      async run(args, io) {
        const id = idOf(args.positionals[0]);
        return withPayoutOps(async (ops) => {
          const item = await ops.approve(id);
          io.result(item, () =>
            io.say(`#${item.id} ${item.changed ? 'approved' : 'was already'} ${item.withdrawal_status}: ${amountOf(item)} to ${item.player.login}`),
          );
        });
      },
    },
    reject: {
      summary: 'Rejects a requested withdrawal: the money goes back to the player’s balance.',
      positionals: idArg,
      options: { reason: { type: 'string', value: 'text', description: 'what the player is told' } },
      examples: ['pnpm payouts reject 12 --reason "Payment details do not match the account"'],
      async run(args, io) {
        const id = idOf(args.positionals[0]);
        return withPayoutOps(async (ops) => {
          const item = await ops.reject(id, args.string('reason'));
          io.result(item, () =>
            io.say(
              `#${item.id} ${item.changed ? 'rejected, the money is back on the balance' : `was already ${item.withdrawal_status}`}: ${amountOf(item)} of ${item.player.login}`,
            ),
          );
        });
      },
    },
  },
};

if (process.argv[1] && /payouts[\\/]cli\.[cm]?[jt]s$/.test(process.argv[1])) main(PAYOUTS_PROGRAM);
