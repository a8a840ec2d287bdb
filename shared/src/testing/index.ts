// @casino/shared/testing — helpers for the tests of every part. Never imported by app code.
export * from './fakeFetch';
export * from './render';
export * from './stores';
export * from './remote-contract';
export * from './remote';
export * from './remote-layout';
export * from './label-in-name';
/** A router in memory for a test's tree: the same react-router instance the parts' hooks come from. */
export { MemoryRouter, createMemoryRouter } from 'react-router';
