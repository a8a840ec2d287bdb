// `react-dom` in every bundle: the same compat layer as `react`, as a file of its own so that the
// shell provides it under its own shared key (old releases of a remote built with React ask for it).
export * from 'preact/compat';
export { default } from 'preact/compat';
