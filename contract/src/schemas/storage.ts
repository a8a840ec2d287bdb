// Parameter and result schemas of the `storage.*` methods.
import { z } from 'zod';
import { isPlainText } from '../validation/field-rules';
import { one, page } from './common';
import { storageEntry, storageKey } from './shapes/site';

export const storageSchemas = {
  /** One key of the player's storage (value null when unset). */
  'storage.get': { params: z.object({ key: storageKey() }), result: storageEntry },
  /** The player's keys with their values (optionally those starting with `prefix`). */
  'storage.getKeys': { params: z.object({ prefix: storageKey().optional() }), result: page(storageEntry) },
  /** Sets one key (an empty value removes it); over STORAGE_LIMITS: StorageQuotaExceeded. */
  'storage.set': { params: z.object({ key: storageKey(), value: z.string().max(4096).refine(isPlainText, 'Field regex') }), result: one },
};
