// The wallet takes every lock of a balance row (server/src/domains/wallet/locks.ts), in its one
// order: outside the wallet no code selects `balances` for update (or share). This rule finds such
// a lock in a query builder's chain (`selectFrom('balances') … .forUpdate()`) and in SQL text (a
// template or string where `from balances` or `join balances` is followed, at the same level of
// parentheses, by `for update`, `for no key update`, `for share` or `for key share`).

const MESSAGE = 'Balance rows are locked only by the wallet (domains/wallet/locks.ts): call its lock through ../wallet.';
const LOCK_METHODS = new Set(['forUpdate', 'forNoKeyUpdate', 'forShare', 'forKeyShare']);
/** A table reference to balances in a query builder's argument: `'balances'`, `'balances as b'`. */
const BALANCES_TABLE = /^\s*(?:public\.)?balances(?:\s+as\s+\w+)?\s*$/i;
/** `from balances` / `join balances` in SQL text (quoted or schema-qualified too), not a column such as `balances.amount`. */
const BALANCES_IN_SQL = /\b(?:from|join)\s+(?:"?public"?\.)?"?balances"?(?![\w.])/gi;
const ROW_LOCK = /^for\s+(?:update|no\s+key\s+update|share|key\s+share)\b/i;

const namesBalances = (arg) =>
  arg !== undefined &&
  ((arg.type === 'Literal' && typeof arg.value === 'string' && BALANCES_TABLE.test(arg.value)) ||
    (arg.type === 'ArrayExpression' && arg.elements.some((e) => namesBalances(e ?? undefined))));

/** Whether the builder chain under a lock call names balances as a table (`selectFrom`, a join). */
function chainLocksBalances(call) {
  let node = call.callee.object;
  while (node) {
    if (node.type === 'CallExpression') {
      if (namesBalances(node.arguments[0])) return true;
      node = node.callee.type === 'MemberExpression' ? node.callee.object : undefined;
    } else if (node.type === 'MemberExpression') {
      node = node.object;
    } else if (node.type === 'TSNonNullExpression' || node.type === 'TSAsExpression') {
      node = node.expression;
    } else {
      node = undefined;
    }
  }
  return false;
}

/** Whether SQL text locks balance rows: a lock clause after `from balances` at the same level of parentheses. */
export function sqlLocksBalances(text) {
  for (const match of text.matchAll(BALANCES_IN_SQL)) {
    let depth = 0;
    for (let i = match.index + match[0].length; i < text.length; i++) {
      const ch = text[i];
      if (ch === '(') depth++;
      else if (ch === ')') {
        if (depth === 0) break;
        depth--;
      } else if (ch === ';') break;
      else if (depth === 0 && (ch === 'f' || ch === 'F') && !/\w/.test(text[i - 1] ?? '') && ROW_LOCK.test(text.slice(i))) return true;
    }
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const balanceLocks = {
  meta: {
    type: 'problem',
    docs: { description: 'Balance rows are locked only by the wallet domain.' },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !LOCK_METHODS.has(callee.property.name)) return;
        if (chainLocksBalances(node)) context.report({ node, message: MESSAGE });
      },
      TemplateLiteral(node) {
        // A placeholder (`${…}`) stands for a value or a fragment: read as a word, it keeps the levels of parentheses.
        const text = node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' _ ');
        if (sqlLocksBalances(text)) context.report({ node, message: MESSAGE });
      },
      Literal(node) {
        if (typeof node.value === 'string' && sqlLocksBalances(node.value)) context.report({ node, message: MESSAGE });
      },
    };
  },
};

/** The plugin the workspace's lint configuration registers as `wallet`. */
export default { rules: { 'balance-locks': balanceLocks } };
