import { FilterError, flattenMedia, parseFilters, toEntry } from './strapi';
import { PICTURE_KINDS, renderMedia } from './media';

describe('flattenMedia', () => {
  it('turns single and multiple media relations into urls', () => {
    const out = flattenMedia({
      title: 'x',
      image: { data: { id: 1, attributes: { url: '/a.png', mime: 'image/png' } } },
      gallery: {
        data: [
          { id: 2, attributes: { url: '/b.jpg' } },
          { id: 3, attributes: { url: '/c.webp' } },
        ],
      },
      sound: { data: { id: 4, attributes: { url: '/d.mp3' } } },
      nested: { og: { image: { url: '/e.svg', mime: 'image/svg+xml' } } },
      empty: { data: null },
    });
    expect(out).toEqual({
      title: 'x',
      image: '/a.png',
      gallery: ['/b.jpg', '/c.webp'],
      sound: '/d.mp3',
      nested: { og: { image: '/e.svg' } },
      empty: null,
    });
  });

  it('keeps relations that are not media', () => {
    const doc = { data: { id: 1, attributes: { url: '/page', title: 't' } } };
    expect(flattenMedia({ link: doc })).toEqual({ link: doc });
    expect(flattenMedia({ file: { url: '/x.pdf', mime: 'application/pdf' } })).toEqual({ file: { url: '/x.pdf', mime: 'application/pdf' } });
  });

  it('wraps rows in the attributes form with locale and dates', () => {
    const entry = toEntry({ id: 7, locale: 'ru', data: { url: '/' }, created_at: new Date(0), updated_at: new Date(1000) });
    expect(entry).toEqual({
      id: 7,
      attributes: { url: '/', locale: 'ru', createdAt: '1970-01-01T00:00:00.000Z', updatedAt: '1970-01-01T00:00:01.000Z' },
    });
  });
});

describe('parseFilters', () => {
  it('reads equality, $in and $or groups', () => {
    const f = parseFilters({
      'filters[url][$eq]': '/game/x',
      'filters[host]': 'localhost',
      'filters[tag][$in][0]': 'a',
      'filters[tag][$in][1]': 'b',
      'filters[$or][0][url][$eq]': '/a',
      'filters[$or][1][url][$eq]': '/b',
      locale: 'uz',
    });
    expect(f.and).toEqual([
      { field: 'url', op: '$eq', values: ['/game/x'] },
      { field: 'host', op: '$eq', values: ['localhost'] },
      { field: 'tag', op: '$in', values: ['a', 'b'] },
    ]);
    expect(f.or).toHaveLength(2);
  });

  it.each([
    ["filters[url'; drop table x;--][$eq]"],
    ['filters[url][$regex]'],
    ['filters[url][$eq][x][y]'],
    ['filters[$or][x][url][$eq]'],
    ['filters[url]junk'],
  ])('refuses %s', (key) => {
    expect(() => parseFilters({ [key]: 'v' })).toThrow(FilterError);
  });

  it('refuses too many conditions and non-string values', () => {
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`filters[f${i}][$eq]`, 'v']));
    expect(() => parseFilters(many)).toThrow(FilterError);
    expect(() => parseFilters({ 'filters[url][$eq]': 'x'.repeat(501) })).toThrow(FilterError);
  });
});

describe('renderMedia', () => {
  it('draws the same SVG for the same name; a game’s picture has no words (its card writes the name)', () => {
    const a = renderMedia('games', 'nebula_golden_dragon.svg');
    expect(a).toBe(renderMedia('games', 'nebula_golden_dragon.svg'));
    expect(a).toContain('width="288"');
    expect(a).not.toMatch(/<text|aria-label|Golden|Dragon|Nebula/);
    expect(renderMedia('games', 'nebula_golden_dragon.webp')).toBe(a);
    expect(renderMedia('games', 'other.svg')).not.toBe(a);
    expect(renderMedia('flags', 'uz.svg')).toContain('#1eb53a');
  });

  it('draws marketing art (banners, offers, pop-ups, tournaments, jackpots, loyalty, previews) as pictures without words', () => {
    const names = ['welcome', 'spring-race', 'popup-spring-welcome', 'banner-live', 'spring-spin-race', 'caravan-grand', 'level-gold', 'home'];
    for (const kind of PICTURE_KINDS) {
      for (const name of names) {
        const svg = renderMedia(kind, `${name}.svg`);
        expect(svg).not.toMatch(/<text|aria-label/);
        expect(svg).not.toMatch(/Welcome|Spring|Race|Popup|Caravan|Level|Home/i);
      }
    }
  });

  it('draws a logo with the name of its file, without the variant; a short name is a monogram', () => {
    expect(renderMedia('logos', 'silk-fortune-footer.svg')).toContain('>Silk Fortune</text>');
    expect(renderMedia('logos', 'sf.svg')).toContain('>SF</text>');
  });
});
