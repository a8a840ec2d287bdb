/**
 * The driver versions the tweaks in this folder were written against: each tweak relies on
 * behaviour or private internals of these exact releases (the test beside this file fails on any
 * other installed version, so an upgrade re-checks every tweak before it lands).
 */
export const DRIVER_VERSIONS = {
  /** `gatherWrites`: a client's `connection.stream`; `kyselyPool`: `pipeline: true` and a failed client released with its error. */
  pg: '8.23.1',
  /** `keptStatements`: `_runExclusiveQuery`, `execProtocolStream`, the `parse`/`protocol` exports and `serializers`/`parsers`. */
  '@electric-sql/pglite': '0.5.16',
  /** `kyselyPool`/`pglitePool`: Kysely's PostgreSQL driver sends the literal `begin`/`commit`/`rollback` and reads `command`. */
  kysely: '0.28.18',
} as const;

export type DriverPackage = keyof typeof DRIVER_VERSIONS;
