import { recentTransactions, tabFromQuery } from './merge';

const row = (id: number, created_at = id, type = 'deposit') => ({ id, created_at, type });

describe('history tabs and recent transactions', () => {
  it('reads the tab of the query, deposit otherwise', () => {
    expect(['deposit', 'withdrawal', 'bonuses', 'cashbacks', 'nope', null].map(tabFromQuery)).toEqual([
      'deposit',
      'withdrawal',
      'bonuses',
      'cashbacks',
      'deposit',
      'deposit',
    ]);
  });
});

describe('recent transactions (spec §9)', () => {
  it('merges payments and bonuses, newest first, 4 of them', () => {
    const deposits = [row(10, 100), row(9, 50)];
    const withdrawals = [row(4, 120, 'withdrawal')];
    const bonuses = [row(10, 110, 'bonuses'), row(2, 10, 'bonuses')];
    expect(recentTransactions([deposits, withdrawals, bonuses]).map((r) => `${r.type}:${r.id}`)).toEqual([
      'withdrawal:4',
      'bonuses:10',
      'deposit:10',
      'deposit:9',
    ]);
    expect(recentTransactions([deposits, deposits], 10)).toHaveLength(2);
  });
});
