import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DRIVER_VERSIONS, type DriverPackage } from './versions';

/** The version of a package as the server resolves it (its own node_modules). */
function installedVersion(name: DriverPackage): string {
  const file = fileURLToPath(new URL(`../../../node_modules/${name}/package.json`, import.meta.url));
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

describe('the driver versions the tweaks were written against', () => {
  it.each(Object.keys(DRIVER_VERSIONS) as DriverPackage[])('%s is installed at the version the tweaks rely on', (name) => {
    const installed = installedVersion(name);
    if (installed !== DRIVER_VERSIONS[name]) {
      throw new Error(
        `${name} ${installed} is installed, but the tweaks in server/src/db/driver were written against ${DRIVER_VERSIONS[name]}: ` +
          `re-check each tweak against ${installed} (its tests below, and the private internals named in versions.ts), then set DRIVER_VERSIONS.`,
      );
    }
  });

  it('matches what server/package.json asks for, exactly', () => {
    const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of Object.keys(DRIVER_VERSIONS) as DriverPackage[])
      expect(`${name}@${manifest.dependencies[name]}`).toBe(`${name}@${DRIVER_VERSIONS[name]}`);
  });
});
