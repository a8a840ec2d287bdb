import pg from 'pg';

// pg answers bigint (int8) as a string; money is in minor units and counts stay far below 2^53, so the platform reads numbers.

/** The OID of PostgreSQL's int8. */
export const INT8_OID = 20;

/** pg's type parsers, with int8 as a JS number. */
export const platformTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')),
};
