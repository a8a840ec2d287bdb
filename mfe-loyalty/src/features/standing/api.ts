import { api } from '../../lib/platform';

/** The player's standing and the programme it belongs to (its points name and levels, when the standing lacks them). */
export async function loadStanding(signal: AbortSignal) {
  const [info, programs] = await Promise.all([
    api().call('loyalty.getinfo', {}, { signal }),
    api()
      .call('loyalty.getPrograms', {}, { signal })
      .catch(() => null),
  ]);
  return { info, program: programs?.items.find((p) => p.id === info.id) ?? programs?.items[0] ?? null };
}
