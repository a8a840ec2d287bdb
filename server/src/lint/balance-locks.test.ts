import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { balanceLocks } from '../../eslint/balance-locks.mjs';

// The wall that keeps balance locks in the wallet: what it refuses and what it lets through.
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('wallet/balance-locks', balanceLocks, {
  valid: [
    "trx.selectFrom('balances').select('amount').where('account_id', '=', id).execute()",
    "trx.selectFrom('bonuses').selectAll().where('status', '=', 'active').forUpdate().execute()",
    'sql`select amount from balances where account_id = ${id}`',
    'sql`select b.amount from bonuses join payments on true where balances.amount > 0 for update`',
  ],
  invalid: [
    { code: "trx.selectFrom('balances').select(['amount']).where('kind', '=', 'main').forUpdate().executeTakeFirst()", errors: 1 },
    { code: "trx.selectFrom('balances as b').select('b.amount').forNoKeyUpdate().execute()", errors: 1 },
    { code: 'sql`select amount from balances where account_id = ${id} for update`', errors: 1 },
    { code: 'sql`select 1 from payments p join balances b on b.account_id = p.account_id for share`', errors: 1 },
  ],
});
