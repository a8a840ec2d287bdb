import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { ExclusionKind, ExclusionPeriod } from '@casino/contract';
import type { DB } from '../db/schema';

/** The responsible-gaming choices of a player (migration 058). */
export interface ResponsibleGamingTable {
  account_id: number;
  reality_check_minutes: ColumnType<number, number | undefined, number>;
  exclusion_kind: ExclusionKind | null;
  exclusion_period: ExclusionPeriod | null;
  excluded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  excluded_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

type Tables = { responsible_gaming: ResponsibleGamingTable };

export function responsibleTables(db: Transaction<DB>): Transaction<DB & Tables>;
export function responsibleTables(db: Kysely<DB>): Kysely<DB & Tables>;
export function responsibleTables(db: Kysely<DB> | Transaction<DB>) {
  return db.withTables<Tables>();
}
