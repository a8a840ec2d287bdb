import { CONTRACT_MAJOR, type RegistryEntry, type RemoteName } from '@casino/shared';
import { KNOWN_AREAS, type RegistryState } from '../federation/registry';

// The monolith build (webpack.monolith.mjs) serves this module wherever the shell imports its registry.
export * from '../federation/registry';

/** Every remote is built into the page: the registry is the known areas, never fetched. */
export const MONOLITH_REGISTRY: RegistryState = {
  doc: {
    remotes: (Object.entries(KNOWN_AREAS) as [RemoteName, string[]][]).map(([name, prefixes]): RegistryEntry => ({
      name,
      release: 'monolith',
      version: 'monolith',
      entry: '',
      prefixes,
      contract: CONTRACT_MAJOR,
    })),
  },
  failed: false,
};

export function inlineRegistry(): RegistryState {
  return MONOLITH_REGISTRY;
}

export async function fetchRegistry(): Promise<RegistryState> {
  return MONOLITH_REGISTRY;
}
