import { foldSearchText, gameSearchKey, matchesSearch, transliterate } from './search-key';

describe('folding', () => {
  it('writes Cyrillic in Uzbek Latin', () => {
    expect(transliterate('рулетка')).toBe('ruletka');
    expect(transliterate('Блэкджек')).toBe('blekjek');
    expect(transliterate('Слоты')).toBe('sloty');
    expect(transliterate('Щука ёж')).toBe('shuka yoj');
    expect(transliterate('Roulette')).toBe('roulette');
  });

  it('drops case, marks, apostrophes and punctuation', () => {
    expect(foldSearchText('  Tezkor oʻyinlar ')).toBe('tezkor oyinlar');
    expect(foldSearchText("Tezkor o'yinlar")).toBe('tezkor oyinlar');
    expect(foldSearchText('Dragon & Tiger')).toBe('dragon tiger');
    expect(foldSearchText('Live-казино')).toBe('live kazino');
    expect(foldSearchText('Café')).toBe('cafe');
  });
});

describe('a game search key', () => {
  const roulette = gameSearchKey({ name: 'European Roulette Gold', provider: 'Crimson Table Studio', type: 'casino', categories: ['Mashhur', 'Популярные'] });
  const slot = gameSearchKey({ name: 'Lucky Fruits Deluxe', provider: 'Aurora Reelworks', type: 'slot' });

  it('finds a roulette by its name in English, Uzbek, Russian and Russian in Latin letters', () => {
    for (const q of ['roulette', 'ruletka', 'рулетка', 'РУЛЕТ', 'European']) expect(matchesSearch(roulette, q)).toBe(true);
  });

  it('finds by type in every language, by provider in either script, by category', () => {
    for (const q of ['slot', 'slotlar', 'слоты', 'sloty', 'mevalar', 'фрукты', 'aurora', 'Аурора']) expect(matchesSearch(slot, q)).toBe(true);
    for (const q of ['kazino', 'казино', 'crimson table', 'mashhur', 'популярные', 'oltin', 'золото']) expect(matchesSearch(roulette, q)).toBe(true);
    expect(matchesSearch(slot, 'рулетка')).toBe(false);
    expect(matchesSearch(roulette, 'slot')).toBe(false);
  });

  it('needs every word of the query and at least one', () => {
    expect(matchesSearch(roulette, 'ruletka crimson')).toBe(true);
    expect(matchesSearch(roulette, 'ruletka aurora')).toBe(false);
    expect(matchesSearch(roulette, '  ')).toBe(false);
    expect(matchesSearch(roulette, '%')).toBe(false);
  });
});
