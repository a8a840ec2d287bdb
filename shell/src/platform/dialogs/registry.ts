import type { LazyComponent } from '@casino/shared';

/** Dialog contents the shell itself owns, by id; features add theirs. Remote contents are addressed as `<remote>:<id>`. */
export const shellDialogs: Record<string, LazyComponent> = {};
