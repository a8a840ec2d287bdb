/**
 * Operator accounts of the ops console (docs/operations/console.md); each command answers --help:
 *
 *   pnpm ops-user add <login> --roles releases,payments[,cashback,kyc,admin]
 *   pnpm ops-user list
 *   pnpm ops-user disable|enable|reset-totp <login>
 *   pnpm ops-user roles <login> <roles>
 *   pnpm ops-user token <login> [--label <text>]
 *
 * While a server runs on this DATA_DIR (or OPS_URL is set) they go through its ops API with the ops
 * token (`/ops/operators`), never opening its database beside it; otherwise they open the database.
 * The password of `add` is read without echo at a terminal, else from the first line of stdin (or
 * OPS_USER_PASSWORD). `add` and `reset-totp` print the TOTP secret and its otpauth URI once: put
 * them into an authenticator app.
 */
import { loadConfig } from '../../config';
import { CliError, main, table, UsageError, type Io, type Program } from '../../cli/kit';
import { connect } from '../../cli/direct';
import { OpsApiError } from '../../cli/ops-client';
import { askSecret } from '../../cli/prompt';
import type { OperatorListing, TotpEnrolment } from './operator-accounts';
import { LOGIN_PATTERN, OPERATOR_ROLES, parseRoles, type OperatorRole } from './operators';
import { totpVaultOf } from './totp-vault';

interface Ops {
  list(): Promise<OperatorListing[]>;
  add(login: string, password: string, roles: OperatorRole[]): Promise<{ operator: OperatorListing; totp: TotpEnrolment }>;
  roles(login: string, roles: OperatorRole[]): Promise<OperatorListing>;
  disabled(login: string, disabled: boolean): Promise<OperatorListing>;
  resetTotp(login: string): Promise<TotpEnrolment>;
  token(login: string, label: string | undefined): Promise<{ id: unknown; token: string }>;
  close(): Promise<void>;
}

async function open(): Promise<{ ops: Ops; via: string }> {
  const config = loadConfig();
  const connection = await connect(config);
  if (connection.kind === 'server') {
    const { call } = connection.client;
    const at = (login: string) => `/ops/operators/${encodeURIComponent(login)}`;
    return {
      via: connection.via,
      ops: {
        list: async () => (await call<{ operators: OperatorListing[] }>('GET', '/ops/operators')).operators,
        add: (login, password, roles) => call('POST', '/ops/operators', { login, password, roles }),
        roles: async (login, roles) => (await call<{ operator: OperatorListing }>('POST', `${at(login)}/roles`, { roles })).operator,
        disabled: async (login, disabled) =>
          (await call<{ operator: OperatorListing }>('POST', `${at(login)}/${disabled ? 'disable' : 'enable'}`, {})).operator,
        resetTotp: async (login) => (await call<{ totp: TotpEnrolment }>('POST', `${at(login)}/reset-totp`, {})).totp,
        token: async (login, label) => {
          try {
            return await call<{ id: unknown; token: string }>('POST', `${at(login)}/tokens`, label ? { label } : {});
          } catch (error) {
            // A server without per-operator tokens has no such route (Fastify's own 404, not unknown_operator).
            if (error instanceof OpsApiError && error.status === 404 && error.code !== 'unknown_operator') {
              throw new CliError('this server does not issue operator tokens yet', 'tokens_unsupported');
            }
            throw error;
          }
        },
        close: async () => {},
      },
    };
  }
  const { database } = connection;
  const db = database.db;
  const accounts = await import('./operator-accounts');
  return {
    via: 'database',
    ops: {
      list: () => accounts.listOperators(db),
      add: (login, password, roles) => accounts.addOperator(db, { login, password, roles }, config.passwordCost, totpVaultOf(config)),
      roles: (login, roles) => accounts.setOperatorRoles(db, login, roles),
      disabled: (login, disabled) => accounts.setOperatorDisabled(db, login, disabled),
      resetTotp: (login) => accounts.resetOperatorTotp(db, login, totpVaultOf(config)),
      token: async () => {
        throw new CliError('operator tokens are issued by the running server: start it (or set OPS_URL)', 'server_needed');
      },
      close: () => database.close(),
    },
  };
}

async function withOps(fn: (ops: Ops) => Promise<void>): Promise<{ via: string }> {
  const { ops, via } = await open();
  try {
    await fn(ops);
  } catch (error) {
    // The database's own refusal reads like the server's.
    if ((error as { code?: string }).code === 'unknown_operator' || (error as { code?: string }).code === 'operator_exists')
      throw new CliError((error as Error).message, (error as { code: string }).code);
    throw error;
  } finally {
    await ops.close();
  }
  return { via };
}

function loginOf(value: string | undefined): string {
  const login = value?.trim().toLowerCase() ?? '';
  if (!LOGIN_PATTERN.test(login)) throw new UsageError(`<login> is 2–40 of a-z, 0-9, ".", "_", "-", not ${value}`);
  return login;
}

function rolesOf(text: string | undefined): OperatorRole[] {
  try {
    return parseRoles(text ?? '');
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

const when = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '-');

function printOperators(io: Io, operators: OperatorListing[]): void {
  io.say(
    table(
      ['LOGIN', 'ROLES', 'STATE', 'CREATED (UTC)', 'LAST SIGN-IN (UTC)'],
      operators.map((o) => [o.login, o.roles.join(','), o.disabled ? 'disabled' : 'active', when(o.createdAt), when(o.lastSignInAt)]),
    ),
  );
}

function printTotp(io: Io, totp: TotpEnrolment): void {
  io.say(`TOTP secret: ${totp.secret}`);
  io.say(`otpauth URI: ${totp.uri}`);
  io.say('They are shown only now: put them into the operator’s authenticator app.');
}

const loginArg = { name: 'login', description: 'the operator’s login' };
const ROLES = OPERATOR_ROLES.join(',');

export const OPS_USER_PROGRAM: Program = {
  name: 'pnpm ops-user',
  summary: 'Operator accounts of the ops console (docs/operations/console.md); through the running server when there is one.',
  commands: {
    add: {
      summary: 'Creates an operator and prints their TOTP enrolment once.',
      details: [
        'The password (at least 12 characters) is typed without echo at a terminal; without one it is the first line of stdin;',
        'OPS_USER_PASSWORD also gives it.',
      ],
      positionals: [loginArg],
      options: { roles: { type: 'string', value: 'roles', description: `comma-separated, some of ${ROLES} (required)` } },
      examples: ['pnpm ops-user add alice --roles releases,payments', 'printf \'%s\\n\' "$PASSWORD" | pnpm ops-user add bob --roles kyc --json'],
      async run(args, io) {
        const login = loginOf(args.positionals[0]);
        if (!args.has('roles')) throw new UsageError(`--roles is required: some of ${ROLES}`);
        const roles = rolesOf(args.string('roles'));
        const password = process.env.OPS_USER_PASSWORD ?? (await askSecret('Password (at least 12 characters): '));
        if (password.length < 12) throw new CliError('an operator password has at least 12 characters', 'weak_password');
        return withOps(async (ops) => {
          const created = await ops.add(login, password, roles);
          io.result(created, () => {
            io.say(`Operator ${login} (${created.operator.roles.join(', ')}) created.`);
            printTotp(io, created.totp);
          });
        });
      },
    },
    list: {
      summary: 'Lists the operators with their roles, state and last sign-in.',
      examples: ['pnpm ops-user list', 'pnpm ops-user list --json'],
      async run(_args, io) {
        return withOps(async (ops) => {
          const operators = await ops.list();
          io.result(operators, () => (operators.length ? printOperators(io, operators) : io.say('No operators yet.')));
        });
      },
    },
    disable: {
      summary: 'Disables an operator: they can no longer sign in, and their sessions end now.',
      positionals: [loginArg],
      examples: ['pnpm ops-user disable alice'],
      async run(args, io) {
        const login = loginOf(args.positionals[0]);
        return withOps(async (ops) => {
          const operator = await ops.disabled(login, true);
          io.result(operator, () => io.say(`Operator ${login} disabled.`));
        });
      },
    },
    enable: {
      summary: 'Enables a disabled operator again.',
      positionals: [loginArg],
      examples: ['pnpm ops-user enable alice'],
      async run(args, io) {
        const login = loginOf(args.positionals[0]);
        return withOps(async (ops) => {
          const operator = await ops.disabled(login, false);
          io.result(operator, () => io.say(`Operator ${login} enabled.`));
        });
      },
    },
    roles: {
      summary: 'Sets an operator’s roles (replacing the ones they had).',
      positionals: [loginArg, { name: 'roles', description: `comma-separated, some of ${ROLES}` }],
      examples: ['pnpm ops-user roles alice releases,kyc'],
      async run(args, io) {
        const login = loginOf(args.positionals[0]);
        const roles = rolesOf(args.positionals[1]);
        return withOps(async (ops) => {
          const operator = await ops.roles(login, roles);
          io.result(operator, () => io.say(`Operator ${login}: ${operator.roles.join(', ')}.`));
        });
      },
    },
    'reset-totp': {
      summary: 'Gives an operator a new TOTP secret (their old authenticator stops working, their sessions end) and prints it once.',
      positionals: [loginArg],
      examples: ['pnpm ops-user reset-totp alice'],
      async run(args, io) {
        const login = loginOf(args.positionals[0]);
        return withOps(async (ops) => {
          const totp = await ops.resetTotp(login);
          io.result(totp, () => printTotp(io, totp));
        });
      },
    },
    token: {
      summary: 'Issues an API token for an operator (the running server does), printed once: their CLI calls are then theirs.',
      positionals: [loginArg],
      options: { label: { type: 'string', value: 'text', description: 'what the token is for (a laptop, a script)' } },
      examples: ['pnpm ops-user token alice --label laptop'],
      async run(args, io) {
        const login = loginOf(args.positionals[0]);
        return withOps(async (ops) => {
          const issued = await ops.token(login, args.string('label'));
          io.result(issued, () => {
            io.say(`Token ${String(issued.id)} for ${login}: ${issued.token}`);
            io.say('It is shown only now.');
          });
        });
      },
    },
  },
};

if (process.argv[1] && /console[\\/]cli\.[cm]?[jt]s$/.test(process.argv[1])) main(OPS_USER_PROGRAM);
