import type { ReactNode } from 'react';
import { Button, Loader } from '../ui';
import type { PagedList } from './usePagedList';

type MoreState = Pick<PagedList<never, never>, 'status' | 'error' | 'hasMore' | 'loadMore'>;

export interface PagedListMoreProps {
  list: MoreState;
  /** The failure of "show more", worded by the remote (the rows already shown stay). */
  errorText: (error: unknown) => ReactNode;
  loadingLabel: string;
  moreLabel: ReactNode;
  errorClassName?: string;
  moreClassName?: string;
}

/** Under a list read a page at a time: the failure of the last page, then "show more" or its loader. */
export function PagedListMore({ list, errorText, loadingLabel, moreLabel, errorClassName, moreClassName }: PagedListMoreProps) {
  return (
    <>
      {list.status === 'error' && (
        <p role="alert" className={errorClassName}>
          {errorText(list.error)}
        </p>
      )}
      {list.hasMore &&
        (list.status === 'pending' ? (
          <Loader label={loadingLabel} size="sm" />
        ) : (
          <Button variant="secondary" onClick={list.loadMore} className={moreClassName}>
            {moreLabel}
          </Button>
        ))}
    </>
  );
}
