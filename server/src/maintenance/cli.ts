/**
 * The operator's maintenance switch (docs/operations/maintenance.md); each command answers --help:
 *
 *   pnpm maintenance [status]                          the modes that are on, and the last switches
 *   pnpm maintenance on <scope>|--site [--message <text>]
 *   pnpm maintenance off [<scope>|--site]
 *
 * Taking the whole site down is never a default: `on` needs its scope named (a part, or --site),
 * or, at a terminal, the word `site` typed to confirm (without a terminal: --yes).
 *
 * Like the other ops commands it talks to the server running on this DATA_DIR (or OPS_URL with
 * OPS_TOKEN), else opens the database directly; the switch is recorded for the token's operator
 * (or `token:bootstrap`), on the database for `cli:<user>` (docs/operations/audit.md). Every instance sees it within a few seconds; nothing restarts.
 */
import { loadConfig } from '../config';
import { CliError, main, oneOf, table, UsageError, type Args, type Io, type Program } from '../cli/kit';
import { withOps, type OpsWays } from '../cli/direct';
import { cliActor } from '../cli/ops-client';
import { ask } from '../cli/prompt';
import type { MaintenanceScope } from '../db/schema';
import { windowInForce } from '@casino/contract/maintenance/index';
import { MAINTENANCE_SCOPES, type MaintenanceMode } from './service';

interface Shown {
  modes: MaintenanceMode[];
  events: Array<{ scope: string; enabled: boolean; actor: string; created_at: string }>;
}

interface Ops {
  show(): Promise<Shown>;
  set(scope: MaintenanceScope, enabled: boolean, message: string | null, window?: MaintenanceWindowFlags): Promise<{ modes: MaintenanceMode[] }>;
}

const WAYS: OpsWays<Ops> = {
  server: ({ call }) => ({
    show: () => call('GET', '/ops/maintenance'),
    set: (scope, enabled, message, window = {}) => call('PUT', '/ops/maintenance', { scope, enabled, ...(message ? { message } : {}), ...window }),
  }),
  database: async ({ db }) => {
    const { activeModes, maintenanceEvents, switchMaintenance } = await import('./service');
    return {
      show: async () => ({ modes: await activeModes(db), events: await maintenanceEvents(db) }),
      set: async (scope, enabled, message, window = {}) => ({ modes: await switchMaintenance(db, { scope, enabled, message, ...window }, cliActor()) }),
    };
  },
};

/** Through the running server, else on the database (cli/direct.ts). */
const withMaintenanceOps = (work: (ops: Ops) => Promise<void>) => withOps(loadConfig(), WAYS, work);

const PARTS = MAINTENANCE_SCOPES.filter((s) => s !== 'site');
const when = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/**
 * The scope the command line names: `<scope>`, `--scope <scope>` or `--site` (one of them); `null`
 * when none is named.
 */
export interface MaintenanceWindowFlags {
  message_ru?: string;
  starts_at?: string;
  ends_at?: string;
}

/** `--message-ru`, `--starts`, `--ends`: a time that does not read is a usage error. */
function windowFlags(args: Pick<Args, 'string'>): MaintenanceWindowFlags {
  const instant = (flag: string): string | undefined => {
    const value = args.string(flag);
    if (value === undefined) return undefined;
    const t = Date.parse(value);
    if (Number.isNaN(t)) throw new UsageError(`--${flag} is a time such as 2026-12-03T02:00:00Z`);
    return new Date(t).toISOString();
  };
  const ru = args.string('message-ru')?.slice(0, 500);
  const starts = instant('starts');
  const ends = instant('ends');
  return { ...(ru ? { message_ru: ru } : {}), ...(starts ? { starts_at: starts } : {}), ...(ends ? { ends_at: ends } : {}) };
}

export function namedScope(args: Pick<Args, 'positionals' | 'string' | 'flag'>): MaintenanceScope | null {
  const given = [args.positionals[0], args.string('scope'), args.flag('site') ? 'site' : undefined].filter((s): s is string => s !== undefined);
  if (given.length > 1) throw new UsageError('name the scope once: <scope>, --scope <scope> or --site');
  return given.length ? oneOf(given[0], 'the scope', MAINTENANCE_SCOPES) : null;
}

function print(io: Io, modes: MaintenanceMode[], now = Date.now()): void {
  const shown = modes.filter((m) => m.ends_at === null || Date.parse(m.ends_at) > now);
  if (!shown.length) return io.say('Maintenance is off everywhere.');
  const stateOf = (m: MaintenanceMode) => (windowInForce(m, now) ? `on since ${when(m.starts_at ?? m.switched_at)}` : `scheduled from ${when(m.starts_at!)}`);
  const messagesOf = (m: MaintenanceMode) => [m.message && `"${m.message}"`, m.message_ru && `ru "${m.message_ru}"`].filter(Boolean).join(' ');
  io.say(
    table(
      ['SCOPE', 'WINDOW (UTC)', 'BY', 'MESSAGES'],
      shown.map((m) => [m.scope, `${stateOf(m)}${m.ends_at ? ` until ${when(m.ends_at)}` : ''}`, m.switched_by, messagesOf(m)]),
    ),
  );
}

const scopeArg = { name: 'scope', optional: true, description: `site (every player), ${PARTS.join(', ')}` };
const scopeOptions = {
  site: { type: 'boolean' as const, description: 'the whole site: every page and player call' },
  scope: { type: 'string' as const, value: 'scope', description: `the same as <scope>: ${MAINTENANCE_SCOPES.join(', ')}` },
};

export const MAINTENANCE_PROGRAM: Program = {
  name: 'pnpm maintenance',
  summary: 'The maintenance switch of the site, a language or a part (docs/operations/maintenance.md).',
  defaultCommand: 'status',
  commands: {
    status: {
      summary: 'Shows the modes that are on and the last switches, with who made them.',
      examples: ['pnpm maintenance', 'pnpm maintenance status --json'],
      async run(_args, io) {
        return withMaintenanceOps(async (ops) => {
          const shown = await ops.show();
          io.result(shown, () => {
            print(io, shown.modes);
            if (shown.events.length) {
              io.say('\nLast switches:');
              io.say(
                table(
                  ['AT (UTC)', 'SCOPE', 'SWITCH', 'BY'],
                  shown.events.slice(0, 5).map((e) => [when(e.created_at), e.scope, e.enabled ? 'on' : 'off', e.actor]),
                ),
              );
            }
          });
        });
      },
    },
    on: {
      summary: 'Switches maintenance on for a scope: the whole site, a language (uz, ru) or a part.',
      details: [
        'The scope is named, never assumed: `on cashier`, `on --site`. Without one, a terminal asks you to type `site`;',
        'without a terminal the command refuses unless --yes confirms taking the whole site down.',
      ],
      positionals: [scopeArg],
      options: {
        ...scopeOptions,
        message: { type: 'string', value: 'text', description: 'what players are told (up to 500 characters)' },
        'message-ru': { type: 'string', value: 'text', description: 'what players are told in Russian (up to 500 characters)' },
        starts: { type: 'string', value: 'ISO time', description: 'a scheduled window: when it starts (default: now); players are told 24 h ahead' },
        ends: { type: 'string', value: 'ISO time', description: 'when the window ends by itself (default: until switched off)' },
        yes: { type: 'boolean', description: 'without a scope: take the whole site down without asking (scripts)' },
      },
      examples: [
        'pnpm maintenance on cashier --message "Payments are back at 10:00"',
        'pnpm maintenance on --site --message "Back at 10:00"',
        'pnpm maintenance on ru',
      ],
      async run(args, io) {
        let scope = namedScope(args);
        const message = args.string('message')?.slice(0, 500) ?? null;
        const window = windowFlags(args);
        if (scope === null && !args.flag('yes')) {
          if (!io.interactive) {
            throw new UsageError(
              `no scope named: this would take the whole site down. Name it (--site, or a part: ${PARTS.join(', ')}), or confirm with --yes`,
            );
          }
          const answer = await ask('No scope named: this takes the WHOLE SITE down for every player. Type site to go on: ');
          if (answer !== 'site') throw new CliError('not confirmed: nothing was switched', 'not_confirmed');
        }
        scope ??= 'site';
        const chosen = scope;
        return withMaintenanceOps(async (ops) => {
          const { modes } = await ops.set(chosen, true, message, window);
          io.result({ modes }, () => {
            io.say(`maintenance on for ${chosen}`);
            print(io, modes);
          });
        });
      },
    },
    off: {
      summary: 'Switches maintenance off for a scope (default: site).',
      positionals: [scopeArg],
      options: scopeOptions,
      examples: ['pnpm maintenance off cashier', 'pnpm maintenance off --site'],
      async run(args, io) {
        const scope = namedScope(args) ?? 'site';
        return withMaintenanceOps(async (ops) => {
          const { modes } = await ops.set(scope, false, null);
          io.result({ modes }, () => {
            io.say(`maintenance off for ${scope}`);
            print(io, modes);
          });
        });
      },
    },
  },
};

if (process.argv[1] && /maintenance[\\/]cli\.[cm]?[jt]s$/.test(process.argv[1])) main(MAINTENANCE_PROGRAM);
