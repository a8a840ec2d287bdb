/**
 * Operator accounts of the ops console (docs/operations/console.md):
 *
 *   pnpm ops-user add <login> --roles releases,payments[,cashback,kyc,admin]   (asks for the password, or OPS_USER_PASSWORD)
 *   pnpm ops-user list
 *   pnpm ops-user disable <login>
 *
 * `add` prints the TOTP secret and its otpauth URI once: put them into an authenticator app.
 */
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../../config';
import { createOperator, OPERATOR_ROLES, parseRoles } from './operators';

async function askPassword(): Promise<string> {
  if (process.env.OPS_USER_PASSWORD) return process.env.OPS_USER_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question('Password (at least 12 characters): ');
  } finally {
    rl.close();
  }
}

async function main(args: string[]): Promise<void> {
  const [command, login] = args;
  const rolesAt = args.indexOf('--roles');
  const config = loadConfig();
  const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return silent; }, level: 'silent' } as never;
  const { openPlatformDatabase } = await import('../../platform');
  if (command === 'add' && login) {
    const roles = parseRoles(rolesAt > 0 ? (args[rolesAt + 1] ?? '') : '');
    const password = await askPassword();
    const database = await openPlatformDatabase(config, silent);
    try {
      const created = await createOperator(database.db, { login, password, roles, passwordCost: config.passwordCost });
      console.log(`Operator ${login} (${roles.join(', ')}) created.`);
      console.log(`TOTP secret: ${created.secret}`);
      console.log(`otpauth URI: ${created.uri}`);
      console.log('They are shown only now.');
    } finally {
      await database.close();
    }
    return;
  }
  if (command === 'list' || command === 'disable') {
    const database = await openPlatformDatabase(config, silent);
    try {
      if (command === 'disable' && login) {
        await database.db.updateTable('operators').set({ disabled: true }).where('login', '=', login).execute();
        await database.db.deleteFrom('operator_sessions').where('operator_id', 'in', database.db.selectFrom('operators').select('id').where('login', '=', login)).execute();
        console.log(`Operator ${login} disabled.`);
      }
      for (const o of await database.db.selectFrom('operators').select(['login', 'roles', 'disabled', 'created_at']).orderBy('login').execute()) {
        console.log(`${o.login.padEnd(24)} ${o.roles.join(',').padEnd(28)} ${o.disabled ? 'disabled' : 'active'}`);
      }
    } finally {
      await database.close();
    }
    return;
  }
  console.error(`Usage: pnpm ops-user add <login> --roles ${OPERATOR_ROLES.join(',')} (some of them) | list | disable <login>`);
  process.exitCode = 2;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
