import { api } from '../../lib/platform';

/** The programmes, and the player's standing when signed in (spec §7 loyalty.getPrograms, getinfo). */
export async function loadProgramme(signal: AbortSignal, signedIn: boolean) {
  const [programs, info] = await Promise.all([
    api().call('loyalty.getPrograms', {}, { signal }),
    signedIn ? api().call('loyalty.getinfo', {}, { signal }) : Promise.resolve(null),
  ]);
  return { programs: programs.items, info };
}

/** One programme in detail (spec §7 loyalty.getProgram). */
export function loadProgram(signal: AbortSignal, sysname: string) {
  return api().call('loyalty.getProgram', { sysname }, { signal });
}
