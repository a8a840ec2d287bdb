import { screen } from '@testing-library/react';
import { renderWithProviders } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { RemotesProvider } from '../../federation/context';
import { registryEntry, registryOf, testRemoteLoader } from '../../federation/testing';
import { PreviewBanner } from './PreviewBanner';

const previewed = { ...registryEntry('casino', '1.4.0-abcdef1234', ['gamehall']), preview: true };

describe('PreviewBanner', () => {
  it('names the previewed part and version, with a control that ends the preview', async () => {
    const loader = testRemoteLoader(registryOf(previewed, registryEntry('loyalty', '2.0.0-0123456789')));
    await renderWithProviders(
      <RemotesProvider loader={loader}>
        <PreviewBanner />
      </RemotesProvider>,
      { translations: { shell: uz } },
    );
    const banner = await screen.findByRole('complementary', { name: uz.preview.label });
    expect(banner).toHaveTextContent('Oldindan koʻrish: casino 1.4.0');
    expect(banner).not.toHaveTextContent('loyalty');
    const end = screen.getByRole('button', { name: uz.preview.end });
    expect(end.closest('form')).toHaveAttribute('action', '/preview/end?locale=uz');
    expect(end.closest('form')).toHaveAttribute('method', 'post');
  });

  it('is not there for a player (no previewed release)', async () => {
    await renderWithProviders(
      <RemotesProvider loader={testRemoteLoader(registryOf(registryEntry('casino', '1.3.0-abcdef1234')))}>
        <PreviewBanner />
        <p>page</p>
      </RemotesProvider>,
      { translations: { shell: uz } },
    );
    await screen.findByText('page');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('speaks Russian on the Russian site', () => {
    expect(ru.preview.text).toBe('Предпросмотр: {{remote}} {{version}}');
    expect(ru.preview.end).toBeTruthy();
  });
});
