// The areas of the site each remote serves, read from the remotes' package.json at build time
// (`"federation": { name, prefixes }`, the same field the remotes' release.json is written from).
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');

/** `{ [remote name]: prefixes }` of every `mfe-*` package in the workspace directory. */
function knownAreas(workspaceDir) {
  const areas = {};
  for (const dir of readdirSync(workspaceDir)
    .filter((name) => name.startsWith('mfe-'))
    .sort()) {
    const file = join(workspaceDir, dir, 'package.json');
    if (!existsSync(file)) continue;
    const { name, federation } = JSON.parse(readFileSync(file, 'utf8'));
    if (!federation?.name || !Array.isArray(federation.prefixes)) {
      throw new Error(`${name}: package.json needs "federation": { name, prefixes }`);
    }
    areas[federation.name] = federation.prefixes;
  }
  // Without them every area would be a 404 whenever the registry cannot be read.
  if (Object.keys(areas).length === 0) throw new Error(`no remote package (mfe-*) found in ${workspaceDir}`);
  return areas;
}

module.exports = { knownAreas };
