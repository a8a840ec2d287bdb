import { DEFAULT_IMAGE_KEY, imageKeyOf, pictureOf } from './picture';

describe('imageKeyOf', () => {
  it('reads the configured key of each kind', () => {
    const config = { 'prazer-config': { imageKeys: { banner: 'image_mobile_url', product: 'img_512' } } };
    expect(imageKeyOf(config, 'banner')).toBe('image_mobile_url');
    expect(imageKeyOf(config, 'product')).toBe('img_512');
  });

  it('falls back to image_url when the kind, the map or the section is missing or malformed', () => {
    expect(imageKeyOf({}, 'offer')).toBe(DEFAULT_IMAGE_KEY);
    expect(imageKeyOf({ 'prazer-config': { imageKeys: 'banner' } }, 'banner')).toBe(DEFAULT_IMAGE_KEY);
    expect(imageKeyOf({ 'prazer-config': { imageKeys: { jackpot: 7 } } }, 'jackpot')).toBe(DEFAULT_IMAGE_KEY);
    expect(imageKeyOf({ 'prazer-config': { imageKeys: { tournament: '../x' } } }, 'tournament')).toBe(DEFAULT_IMAGE_KEY);
  });
});

describe('pictureOf', () => {
  const item = { image_url: '/own.svg', description: { image_url: '/d.svg', img_wide: '/wide.svg', blank: '  ' } };

  it('takes the configured field of the description first', () => {
    expect(pictureOf(item, 'img_wide')).toBe('/wide.svg');
  });

  it('falls back to the item’s image_url, then the description’s', () => {
    expect(pictureOf(item, 'blank')).toBe('/own.svg');
    expect(pictureOf(item, 'missing')).toBe('/own.svg');
    expect(pictureOf({ description: { image_url: '/d.svg' } }, 'img_wide')).toBe('/d.svg');
  });

  it('is empty when there is no picture at all', () => {
    expect(pictureOf({ description: { title: 'x' } }, 'image_url')).toBe('');
  });
});
