import { configuredTemplates, DEFAULT_SEO_TEMPLATES, fillPlaceholders, matchTemplate, seoTemplateFor } from './templates';

describe('SEO url templates (spec §2)', () => {
  it('holds the templates of the spec by default', () => {
    expect(DEFAULT_SEO_TEMPLATES).toEqual([
      '/cashier/deposit/{name}',
      '/game/{name}',
      '/jackpots/{name}',
      '/offers/{name}',
      '/promotions/{name}',
      '/tournaments/{name}',
      '/tournaments/{name}/gamehall',
    ]);
  });

  it.each([
    ['/game/aurora_lucky_sevens', '/game/{name}', { name: 'aurora_lucky_sevens' }],
    ['/cashier/deposit/visa', '/cashier/deposit/{name}', { name: 'visa' }],
    ['/tournaments/spring-cup', '/tournaments/{name}', { name: 'spring-cup' }],
    ['/tournaments/spring-cup/gamehall', '/tournaments/{name}/gamehall', { name: 'spring-cup' }],
    ['/promotions/12', '/promotions/{name}', { name: '12' }],
    ['/game/%D0%B8%D0%B3%D1%80%D0%B0', '/game/{name}', { name: 'игра' }],
  ])('%s → %s', (path, template, params) => {
    expect(seoTemplateFor(path, DEFAULT_SEO_TEMPLATES)).toEqual({ template, params });
  });

  it.each(['/game', '/game/', '/game/a/b', '/gamehall', '/gamehall/slots', '/tournaments', '/', '/cashier/deposit', '/game/%E0%A4%A'])(
    '%s has no template',
    (path) => {
      expect(seoTemplateFor(path, DEFAULT_SEO_TEMPLATES)).toBeNull();
    },
  );

  it('never matches a template without placeholders', () => {
    expect(matchTemplate('/gamehall', '/gamehall')).toBeNull();
  });

  it('reads templates from settings-seo as an object or a list, else the defaults', () => {
    expect(configuredTemplates({ game: '/game/{name}', broken: 'game/{name}', plain: '/about', n: 5 })).toEqual(['/game/{name}']);
    expect(configuredTemplates(['/slot/{id}'])).toEqual(['/slot/{id}']);
    expect(configuredTemplates(undefined)).toEqual([...DEFAULT_SEO_TEMPLATES]);
    expect(configuredTemplates({})).toEqual([...DEFAULT_SEO_TEMPLATES]);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fillPlaceholders('{name} — {other} {name}', { name: 'Lucky' })).toBe('Lucky — {other} Lucky');
    expect(fillPlaceholders('{constructor}', {})).toBe('{constructor}');
    expect(fillPlaceholders('$& {name}', { name: '$1$&' })).toBe('$& $1$&');
  });
});
