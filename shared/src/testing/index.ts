// @casino/shared/testing — helpers for the tests of every part. Never imported by app code.
export * from './fakeFetch';
export * from './render';
export * from './stores';
export * from './remote-contract';
export * from './remote';
export * from './remote-layout';
export * from './label-in-name';
