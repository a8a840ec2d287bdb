declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
/** The release version a remote was built as (remote builds only). */
declare const __REMOTE_VERSION__: string;
