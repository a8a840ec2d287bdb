// The schemas live in src/schemas/: one file per namespace, their building blocks in common.ts.
export * from '../schemas';
