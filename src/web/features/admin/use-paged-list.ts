import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ADMIN_PAGE_SIZE, type AdminPage } from '@common/schemas/admin';
import type { PageParams } from './admin-api';
import { pageStatus, type PageControlsProps } from './pager';

/**
 * A paged admin tab in one place: which page it shows (offset, and the Users tab's search), that page
 * from the server, and the props of its PageControls. A new search starts at its first page; when no
 * rows are left from the offset on (the last one on the last page was deleted), it goes back to the
 * last page.
 */
export function usePagedList<T>(
  useList: (params: PageParams) => UseQueryResult<AdminPage<T>>,
  {
    label,
    noun,
    loading,
  }: {
    /** Names the controls: 'Users' gives 'Users pages'. */
    label: string;
    /** Singular and plural: ['user', 'users']. */
    noun: readonly [string, string];
    /** The status while the next page replaces the one shown: 'Loading users...'. */
    loading: string;
  },
) {
  const [params, setParams] = useState<PageParams>({ offset: 0 });
  const query = useList(params);
  const page = query.data;
  const settled = page && !query.isPlaceholderData ? page : undefined;
  const total = settled?.total;
  useEffect(() => {
    if (total && params.offset >= total)
      setParams((p) => ({ ...p, offset: Math.floor((total - 1) / ADMIN_PAGE_SIZE) * ADMIN_PAGE_SIZE }));
  }, [total, params.offset]);
  const setOffset = useCallback((offset: number) => setParams((p) => ({ ...p, offset })), []);
  const setQuery = useCallback(
    (q: string) => setParams((p) => ((p.q ?? '') === q ? p : { offset: 0, q })),
    [],
  );
  const controls: PageControlsProps = {
    label,
    status: settled
      ? pageStatus({
          offset: settled.offset,
          shown: settled.items.length,
          total: settled.total,
          noun,
          q: params.q,
        })
      : loading,
    empty: settled?.items.length === 0,
    offset: params.offset,
    limit: ADMIN_PAGE_SIZE,
    total: page?.total ?? 0,
    busy: query.isFetching,
    onOffset: setOffset,
  };
  return { params, setQuery, query, page, loading, controls };
}
