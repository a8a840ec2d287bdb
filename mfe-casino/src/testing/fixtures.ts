// Data of the casino's tests: a signed-in player and catalogue games, with a games.get answered like the server.
import { useSessionStore, type AccountInfo } from '@casino/shared';
import type { GameItem } from '@casino/shared/api/schemas';

const money = (amount: number) => ({ amount, currency: 'USD' });

export function signInAs(patch: Partial<AccountInfo> = {}): AccountInfo {
  const account: AccountInfo = {
    uid: 7,
    reg_time: 1_700_000_000,
    login: 'player@example.org',
    fakename: 'Player7',
    is_subscribed: false,
    balance_main: money(100),
    balance_bonus: money(0),
    balance_betting_bonus: money(0),
    balance_fun: money(1000),
    is_on_verification: false,
    is_verified: false,
    is_kyc_block_enabled: false,
    is_registration_completed: true,
    country_code: null,
    locale: 'uz',
    two_factor_auth: false,
    ...patch,
  };
  useSessionStore.getState().setAccount(account);
  useSessionStore.getState().setStatus('success');
  return account;
}

/** A catalogue game for the fake API. */
export function game(id: number, patch: Partial<GameItem> = {}): GameItem {
  const sysname = patch.sysname ?? `game_${id}`;
  return {
    id,
    sysname,
    name: `Game ${id}`,
    provider: 'aurora_reelworks',
    provider_name: 'Aurora Reelworks',
    type: 'slot',
    tags: [],
    image_url: `/content/media/games/${sysname}.svg`,
    description: { img_288_192: '', name: '' },
    has_demo: true,
    popularity: 1000 - id,
    released_at: 1_700_000_000,
    ...patch,
  };
}

/** Answers games.get from a list like the server: options filters, offset and count, with the total. */
export function gamesRoute(all: GameItem[]) {
  return (call: { query: Record<string, string> }) => {
    const options = call.query.options ? (JSON.parse(call.query.options) as Record<string, string>) : {};
    let items = all;
    if (options.sysnames) {
      const wanted = options.sysnames.split(',');
      items = items.filter((g) => wanted.includes(g.sysname));
    }
    if (options.providers) {
      const wanted = options.providers.split(',');
      items = items.filter((g) => wanted.includes(g.provider));
    }
    if (options.category && options.category !== 'all') items = items.filter((g) => g.type === options.category || g.tags.includes(options.category!));
    if (options.query) items = items.filter((g) => g.name.toLowerCase().includes(options.query!.toLowerCase()));
    const offset = Number(call.query.offset ?? 0);
    const count = Number(call.query.count ?? 15);
    return { data: { items: items.slice(offset, offset + count), total: items.length } };
  };
}
