import { act } from '@testing-library/react';
import { useConfigStore } from '@casino/shared';
import { renderWithProviders } from '@casino/shared/testing';
import { CustomCode } from './CustomCode';

describe('CustomCode', () => {
  it('injects once the settings are in, and only once per page', async () => {
    const first = await renderWithProviders(<CustomCode />);
    expect(document.head.querySelector('meta[name="e"]')).toBeNull();
    act(() =>
      useConfigStore.getState().setConfig({ 'meta-data-tool': { customCode: [{ isEnabled: true, position: 'head', code: '<meta name="e" content="1">' }] } }),
    );
    expect(document.head.querySelectorAll('meta[name="e"]')).toHaveLength(1);
    first.unmount();
    await renderWithProviders(<CustomCode />, { locale: 'ru' });
    expect(document.head.querySelectorAll('meta[name="e"]')).toHaveLength(1);
  });
});
