/** Versions of the shared singletons the shell was built with (injected at build time). */
declare const __SHELL_SHARED_VERSIONS__: Record<string, string>;
