import type { Params, Result } from '@casino/shared';
import { api } from '../../lib/platform';

export type HistoryPage = Result<'games.getHistory'>;
export type HistoryEntry = HistoryPage['items'][number];
export type HistoryTotal = HistoryPage['totals'][number];
export type ExportList = Result<'games.gethistoryexportrequest'>;
export type HistoryExport = ExportList['items'][number];

export const loadHistory = (params: Params<'games.getHistory'>, signal?: AbortSignal) => api().call('games.getHistory', params, signal ? { signal } : {});
export const loadExports = (signal?: AbortSignal) => api().call('games.gethistoryexportrequest', { count: 20 }, signal ? { signal } : {});
export const requestExport = (params: Params<'games.createhistoryexportrequest'>) => api().call('games.createhistoryexportrequest', params);
