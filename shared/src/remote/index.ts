// Helpers every remote uses to talk to the platform; bundled by each remote (not a singleton),
// reaching shared state only through '@casino/shared'.
export * from './platform';
export * from './useAsync';
export * from './LocaleLink';
