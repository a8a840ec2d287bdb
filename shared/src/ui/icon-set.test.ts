import { fetchIconSvg, ICON_NAMES, iconSvg, iconUrl, iconVersion } from './icon-set';

const answer = (status: number, type: string, text: string) =>
  ({ ok: status === 200, status, headers: { get: () => type }, text: async () => text }) as unknown as Response;

describe('icons by URL (spec §7)', () => {
  it('gives each icon a URL carrying a version of its SVG text', () => {
    const urls = ICON_NAMES.map(iconUrl);
    expect(new Set(urls).size).toBe(ICON_NAMES.length);
    expect(iconUrl('heart')).toMatch(/^\/_icons\/heart\.svg\?v=[0-9a-f]{8}$/);
    expect(iconVersion('heart')).toBe(iconVersion('heart'));
    expect(iconVersion('eye')).not.toBe(iconVersion('eye-off'));
  });

  it('fetches the SVG text once, and logs a failure and tries again next time', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(answer(200, 'image/svg+xml; charset=utf-8', iconSvg('bell')));
    expect(await fetchIconSvg('bell', fetchImpl)).toBe(iconSvg('bell'));
    expect(await fetchIconSvg('bell', fetchImpl)).toBe(iconSvg('bell'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(iconUrl('bell'));

    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failing = jest
      .fn()
      .mockResolvedValueOnce(answer(200, 'text/html', '<!doctype html>'))
      .mockResolvedValueOnce(answer(200, 'image/svg+xml', '<svg/>'));
    expect(await fetchIconSvg('search', failing)).toBeNull();
    expect(error).toHaveBeenCalledWith('[icons] icon unavailable', 'search', expect.any(Error));
    expect(await fetchIconSvg('search', failing)).toBe('<svg/>');
    error.mockRestore();
  });
});
