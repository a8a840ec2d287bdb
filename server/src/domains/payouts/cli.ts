/**
 * Operators' payout commands (docs/operations/payouts.md):
 *
 *   pnpm payouts [list] [--status open|requested|approved|paid|rejected|cancelled|all] [--limit <n>]
 *   pnpm payouts approve <id>
 *   pnpm payouts reject <id> [--reason <text>]
 *
 * They talk to the running server's ops API when one runs on this DATA_DIR (or OPS_URL is set),
 * otherwise they open the database directly (an approval made so is handed to the payout provider
 * by the server's payout worker once the server runs). Every decision is audited for OPS_ACTOR
 * (default `<user>@cli`) as `ops:<actor>`.
 */
import { loadConfig } from '../../config';
import { cliActor, runningServer } from '../../ops/client';
import { approveWithdrawal, DEFAULT_REJECT_REASON, payoutItem, payoutQueue, rejectWithdrawal, type PayoutItem, type QueueFilter } from './payouts';

type Decided = PayoutItem & { changed: boolean };

interface PayoutOps {
  list(filter: QueueFilter, limit: number): Promise<PayoutItem[]>;
  approve(id: number): Promise<Decided>;
  reject(id: number, reason: string | undefined): Promise<Decided>;
  close(): Promise<void>;
}

const FILTERS: readonly QueueFilter[] = ['open', 'requested', 'approved', 'paid', 'rejected', 'cancelled', 'all'];

async function connect(): Promise<{ ops: PayoutOps; via: string }> {
  const config = loadConfig();
  const server = await runningServer(config);
  if (server) {
    const { call } = server;
    return {
      via: server.via,
      ops: {
        list: async (filter, limit) => (await call<{ items: PayoutItem[] }>('GET', `/ops/payouts?status=${filter}&limit=${limit}`)).items,
        approve: (id) => call('POST', `/ops/payouts/${id}/approve`, {}),
        reject: (id, reason) => call('POST', `/ops/payouts/${id}/reject`, reason ? { reason } : {}),
        close: async () => {},
      },
    };
  }
  const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return silent; }, level: 'silent' } as never;
  // Loaded only when no server runs: opening the database (and migrating it) needs the whole platform.
  const { openPlatformDatabase } = await import('../../platform');
  const database = await openPlatformDatabase(config, silent);
  const db = database.db;
  const actor = `ops:${cliActor()}` as const;
  return {
    via: 'database',
    ops: {
      list: (filter, limit) => payoutQueue(db, { filter, limit }),
      approve: async (id) => {
        const { changed } = await approveWithdrawal(db, id, actor);
        return { ...(await payoutItem(db, id)), changed };
      },
      reject: async (id, reason) => {
        const { changed } = await rejectWithdrawal(db, id, actor, reason ?? DEFAULT_REJECT_REASON);
        return { ...(await payoutItem(db, id)), changed };
      },
      close: () => database.close(),
    },
  };
}

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

function printList(items: PayoutItem[]): void {
  if (!items.length) return console.log('No withdrawals here.');
  for (const i of items) {
    const warnings = i.warnings?.length ? `  warnings: ${i.warnings.join(', ')}` : '';
    console.log(
      `#${String(i.id).padEnd(7)} ${i.withdrawal_status.padEnd(10)} ${amountOf(i).padStart(16)}  ${i.player.login} (#${i.player.id})  ` +
        `${i.method} ${i.destination}  ${i.verification}  ${age(i.age_seconds)} ago  ${decisionOf(i)}${warnings}`,
    );
  }
}

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (['--status', '--limit', '--reason'].includes(arg)) values[arg.slice(2)] = argv[++i] ?? '';
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else positional.push(arg);
  }
  return { positional, values };
}

function idOf(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) throw new Error('Name the withdrawal: pnpm payouts approve <id> (the id the list shows)');
  return Number(value);
}

async function main(): Promise<void> {
  const { positional, values } = parseArgs(process.argv.slice(2));
  const [command = 'list', id] = positional;
  if (!['list', 'approve', 'reject'].includes(command)) throw new Error('Commands: pnpm payouts [list], pnpm payouts approve <id>, pnpm payouts reject <id> [--reason <text>]');
  const filter = (values.status ?? 'open') as QueueFilter;
  if (!FILTERS.includes(filter)) throw new Error(`--status: one of ${FILTERS.join(', ')}`);
  const { ops, via } = await connect();
  try {
    if (command === 'list') printList(await ops.list(filter, Math.min(500, Math.max(1, Number(values.limit ?? 100) || 100))));
    else if (command === 'approve') {
      const item = await ops.approve(idOf(id));
      if (item.approval.first_approved_by && item.withdrawal_status === 'requested') {
        console.log(`#${item.id} approved by ${item.approval.first_approved_by}, awaiting a second approver: ${amountOf(item)} to ${item.player.login}`);
      } else console.log(`#${item.id} ${item.changed ? 'approved' : 'was already'} ${item.withdrawal_status}: ${amountOf(item)} to ${item.player.login}`);
    } else {
      const item = await ops.reject(idOf(id), values.reason);
      console.log(`#${item.id} ${item.changed ? 'rejected, the money is back on the balance' : `was already ${item.withdrawal_status}`}: ${amountOf(item)} of ${item.player.login}`);
    }
    console.log(`via ${via}`);
  } finally {
    await ops.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
