/** Versions of the shared singletons the shell was built with (injected at build time). */
declare const __SHELL_SHARED_VERSIONS__: Record<string, string>;
/** Each remote's route prefixes (`federation.prefixes` in the remotes' package.json), injected at build time. */
declare const __KNOWN_AREAS__: Record<import('@casino/shared').RemoteName, string[]>;
