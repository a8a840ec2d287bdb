export * from './states';
export * from './page-data';
