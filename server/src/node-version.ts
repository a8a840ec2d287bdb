/**
 * The Node.js versions the server runs on (root package.json `engines`, `.nvmrc`): 20.19 or newer.
 * Older ones lack what the server and its dependencies use (require of ES modules, `import.meta.dirname`);
 * the start says so in one line instead of failing somewhere later.
 */
export const MIN_NODE = [20, 19] as const;

/** The refusal for this Node version, or null when it will do. */
export function nodeVersionProblem(version: string = process.versions.node): string | null {
  const [major = 0, minor = 0] = version.split('.').map((n) => Number.parseInt(n, 10));
  if (major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1])) return null;
  return `Node.js ${version} is too old: the server needs ${MIN_NODE.join('.')} or newer (see .nvmrc; nvm use).`;
}
