/**
 * The games search rule (spec §2 "games search"), one for the server that matches and the browser
 * that suggests: a text is folded to lower-case Latin (Cyrillic transliterated the Uzbek way, marks
 * and punctuation dropped), so "рулетка", "ruletka" and "Ruletka" are one word. A game's search key
 * is its name, provider and categories in every language, folded; a query matches when each of its
 * words occurs in the key.
 */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: 'o',
  қ: 'q',
  ғ: 'g',
  ҳ: 'h',
};

/** Cyrillic letters in Latin (Uzbek Latin spelling: "дж" and "ж" are "j", "х" is "x"); other characters kept. */
export function transliterate(text: string): string {
  const lower = text.toLowerCase().replace(/дж/g, 'j');
  let out = '';
  for (const ch of lower) out += CYRILLIC[ch] ?? ch;
  return out;
}

/** A text as the search compares it: lower-case Latin letters and digits, words split by one space. */
export function foldSearchText(text: string): string {
  return transliterate(text.normalize('NFKD'))
    .replace(/[\u0300-\u036f\u02bb\u02bc'‘’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words of the demo catalogue's game names in Uzbek and Russian, keyed by the English word. */
export const GAME_WORDS: Readonly<Record<string, { uz: readonly string[]; ru: readonly string[] }>> = {
  roulette: { uz: ['ruletka'], ru: ['рулетка'] },
  blackjack: { uz: ['blekjek'], ru: ['блэкджек', 'блекджек'] },
  baccarat: { uz: ['bakkara'], ru: ['баккара'] },
  poker: { uz: ['poker'], ru: ['покер'] },
  fruits: { uz: ['mevalar', 'meva'], ru: ['фрукты'] },
  cherries: { uz: ['olchalar', 'gilos'], ru: ['вишня'] },
  dragon: { uz: ['ajdar', 'ajdaho'], ru: ['дракон'] },
  tiger: { uz: ['yoʻlbars'], ru: ['тигр'] },
  wheel: { uz: ['gʻildirak', 'charx'], ru: ['колесо'] },
  dice: { uz: ['zar', 'soqqa'], ru: ['кости'] },
  crash: { uz: ['krash'], ru: ['краш'] },
  jackpot: { uz: ['jekpot'], ru: ['джекпот'] },
  bingo: { uz: ['bingo'], ru: ['бинго'] },
  keno: { uz: ['keno'], ru: ['кено'] },
  golden: { uz: ['oltin'], ru: ['золото', 'золотой'] },
  gold: { uz: ['oltin'], ru: ['золото', 'золотой'] },
  treasures: { uz: ['xazina'], ru: ['сокровища'] },
  pyramids: { uz: ['piramidalar'], ru: ['пирамиды'] },
  football: { uz: ['futbol'], ru: ['футбол'] },
  mines: { uz: ['minalar'], ru: ['мины'] },
};

/** The four game types (spec §9 categories casino, slot, live, fast) in English, Uzbek and Russian. */
export const GAME_TYPE_WORDS: Readonly<Record<string, readonly string[]>> = {
  casino: ['casino', 'table', 'kazino', 'stol oʻyinlari', 'казино', 'настольные'],
  slot: ['slot', 'slots', 'slotlar', 'слот', 'слоты'],
  live: ['live', 'live casino', 'jonli kazino', 'живое казино', 'лайв', 'live-казино'],
  fast: ['fast', 'fast games', 'tezkor oʻyinlar', 'быстрые игры'],
};

export interface SearchableGame {
  name: string;
  provider: string;
  type: string;
  /** Names of the categories the game is in, every language (e.g. "Jekpot", "Джекпот"). */
  categories?: readonly string[];
}

/** A game's search key: its name with its words in Uzbek and Russian, provider, type and categories, folded. */
export function gameSearchKey(game: SearchableGame): string {
  const name = foldSearchText(game.name);
  const translated = name.split(' ').flatMap((word) => {
    const words = GAME_WORDS[word];
    return words ? [...words.uz, ...words.ru] : [];
  });
  const parts = [game.name, ...translated, game.provider, ...(GAME_TYPE_WORDS[game.type] ?? [game.type]), ...(game.categories ?? [])];
  return [...new Set(parts.map(foldSearchText).filter(Boolean))].join(' | ');
}

/** Whether a search key answers a query: every word of the folded query occurs in it. An empty query matches nothing. */
export function matchesSearch(key: string, query: string): boolean {
  const words = foldSearchText(query).split(' ').filter(Boolean);
  return words.length > 0 && words.every((w) => key.includes(w));
}
