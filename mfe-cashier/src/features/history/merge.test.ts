import { mergeById, recentTransactions, replaceById, tabFromQuery } from './merge';

const row = (id: number, created_at = id, type = 'deposit') => ({ id, created_at, type });

describe('history merging (spec §4)', () => {
  it('appends a load without duplicates by id, keeping the first place', () => {
    expect(mergeById([row(9), row(8), row(7), row(6)], [row(6), row(5), row(4), row(3)]).map((r) => r.id)).toEqual([9, 8, 7, 6, 5, 4, 3]);
    expect(mergeById([], [row(2), row(1)]).map((r) => r.id)).toEqual([2, 1]);
    expect(mergeById([row(2)], [row(2), row(2)]).map((r) => r.id)).toEqual([2]);
  });

  it('keeps the rows shown when an old copy arrives again', () => {
    const shown = [{ ...row(5), status: 'cancel' }];
    expect(mergeById(shown, [{ ...row(5), status: 'pending' }])).toEqual(shown);
  });

  it('does not change the list it was given', () => {
    const shown = [row(3)];
    mergeById(shown, [row(2)]);
    expect(shown).toEqual([row(3)]);
  });

  it('replaces one row in place', () => {
    expect(replaceById([row(3), row(2)], { ...row(2), created_at: 99 })).toEqual([row(3), { ...row(2), created_at: 99 }]);
  });

  it('reads the tab of the query, deposit otherwise', () => {
    expect(['deposit', 'withdrawal', 'bonuses', 'cashbacks', 'nope', null].map(tabFromQuery)).toEqual(['deposit', 'withdrawal', 'bonuses', 'cashbacks', 'deposit', 'deposit']);
  });
});

describe('recent transactions (spec §9)', () => {
  it('merges payments and bonuses, newest first, 4 of them', () => {
    const deposits = [row(10, 100), row(9, 50)];
    const withdrawals = [row(4, 120, 'withdrawal')];
    const bonuses = [row(10, 110, 'bonuses'), row(2, 10, 'bonuses')];
    expect(recentTransactions([deposits, withdrawals, bonuses]).map((r) => `${r.type}:${r.id}`)).toEqual(['withdrawal:4', 'bonuses:10', 'deposit:10', 'deposit:9']);
    expect(recentTransactions([deposits, deposits], 10)).toHaveLength(2);
  });
});
