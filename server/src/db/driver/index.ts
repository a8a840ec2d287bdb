/** The tweaks to pg, PGlite and Kysely the platform's database relies on (each module says why). */
export { COMMIT_WITH_LAST, endedAhead } from './commit-with-last';
export { gatherWrites } from './gather-writes';
export { kyselyPool } from './kysely-pool';
export { pglitePool, type PgLikeClient, type PglitePool } from './pglite-pool';
export { keptStatements } from './pglite-statements';
export { keepStatisticsCurrent } from './pglite-statistics';
export { platformTypes } from './pg-types';
export { MAX_PREPARED, preparedNameOf } from './prepared-names';
export { DRIVER_VERSIONS } from './versions';
