import { act, renderHook, waitFor } from '@testing-library/react';
import { mergeById, usePagedList, type ListPage } from './usePagedList';

const row = (id: number, status = 'pending') => ({ id, status });

describe('a paged list merges pages by id (spec §4)', () => {
  it('appends a load without duplicates, keeping the first place, and leaves the shown list alone', () => {
    const shown = [row(9), row(8), row(7), row(6)];
    expect(mergeById(shown, [row(6), row(5), row(4)]).map((r) => r.id)).toEqual([9, 8, 7, 6, 5, 4]);
    expect(mergeById([], [row(2), row(2), row(1)]).map((r) => r.id)).toEqual([2, 1]);
    expect(mergeById([row(5, 'cancel')], [row(5, 'pending')])).toEqual([row(5, 'cancel')]);
    expect(shown).toHaveLength(4);
  });
});

describe('usePagedList', () => {
  type Row = ReturnType<typeof row>;
  const pages =
    (total: number) =>
    (offset: number, count: number): Promise<ListPage<Row> & { extra: number }> =>
      Promise.resolve({ items: Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, i) => row(total - offset - i)), total, extra: offset });

  it('loads the first page, then more, until all are shown; keeps the last answer', async () => {
    const { result } = renderHook(() => usePagedList(pages(5), 'all', 2));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.items.map((r) => r.id)).toEqual([5, 4]);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(result.current.items.map((r) => r.id)).toEqual([5, 4, 3, 2, 1]);
    expect(result.current.last?.extra).toBe(4);
  });

  it('starts again when the key changes and drops the answer of the older key', async () => {
    let resolveOld: (page: ListPage<Row>) => void = () => {};
    const signals: AbortSignal[] = [];
    const load = (offset: number, count: number, signal: AbortSignal): Promise<ListPage<Row>> => {
      signals.push(signal);
      return signals.length === 1 ? new Promise<ListPage<Row>>((r) => (resolveOld = r)) : pages(1)(offset, count);
    };
    const { result, rerender } = renderHook(({ key }) => usePagedList(load, key, 2), { initialProps: { key: 'deposit' } });
    rerender({ key: 'withdrawal' });
    await waitFor(() => expect(result.current.items.map((r) => r.id)).toEqual([1]));
    act(() => resolveOld({ items: [row(99)], total: 1 }));
    expect(result.current.items.map((r) => r.id)).toEqual([1]);
    expect(signals[0]!.aborted).toBe(true);
  });

  it('keeps what is shown when "show more" fails, and retries that page', async () => {
    let fail = false;
    const load = (offset: number, count: number) => (fail ? Promise.reject(new Error('down')) : pages(3)(offset, count));
    const { result } = renderHook(() => usePagedList(load, 'k', 2));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    fail = true;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.items).toHaveLength(2);
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items).toHaveLength(3));
  });

  it('replaces a row in place', async () => {
    const { result } = renderHook(() => usePagedList(pages(2), 'k', 2));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.replace(row(1, 'cancel')));
    expect(result.current.items).toEqual([row(2), row(1, 'cancel')]);
  });
});
