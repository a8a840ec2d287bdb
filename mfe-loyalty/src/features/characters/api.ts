import { api } from '../../lib/platform';

export const loadCharacters = (signal: AbortSignal) => api().call('loyalty.getcharacters', { limit: 100 }, { signal });

export const chooseCharacter = (id: number) => api().call('loyalty.setcharacter', { id });
