import { act, render, screen } from '@testing-library/react';
import { i18n, I18nextProvider } from '@casino/shared';
import { setupTestI18n } from '@casino/shared/testing';

jest.mock('./beacon', () => ({ sendBeacon: jest.fn() }));

import { sendBeacon } from './beacon';
import { RemotesProvider } from './context';
import { RemoteSlot } from './RemoteSlot';
import { testRemoteLoader } from './testing';
import uz from '../i18n/uz.json';

let remotes: ReturnType<typeof testRemoteLoader>;
let load: jest.Mock;

beforeEach(async () => {
  await setupTestI18n('uz', { shell: uz });
  remotes = testRemoteLoader();
  load = jest.fn();
  // The remote's ./app and the remote ready to render: one download here.
  remotes.load = load;
  remotes.appOf = load;
  (sendBeacon as jest.Mock).mockReset();
});

const renderSlot = (quiet: boolean) =>
  render(
    <I18nextProvider i18n={i18n}>
      <RemotesProvider loader={remotes}>
        <RemoteSlot name="casino" slot="header.search" minHeight={40} quiet={quiet} />
      </RemotesProvider>
    </I18nextProvider>,
  );

it('renders the piece a remote offers', async () => {
  load.mockResolvedValue({ slots: { 'header.search': async () => ({ default: () => <button type="button">Search</button> }) } });
  renderSlot(true);
  expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
});

it('a quiet piece shows nothing when its remote fails, and does not report the load twice', async () => {
  load.mockImplementation(async () => {
    remotes.status.setState({ byName: { casino: { state: 'failed', kind: 'load', message: 'down' } } });
    throw new Error('casino/app could not be loaded');
  });
  const { container } = renderSlot(true);
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(sendBeacon).not.toHaveBeenCalled();
});

it('a quiet piece does not load a remote that already failed on this page', () => {
  remotes.status.setState({ byName: { casino: { state: 'failed', kind: 'load', message: 'down' } } });
  const { container } = renderSlot(true);
  expect(container).toBeEmptyDOMElement();
  expect(load).not.toHaveBeenCalled();
});

it('other pieces show the compact fallback with a retry', async () => {
  load.mockRejectedValue(new Error('down'));
  renderSlot(false);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Qayta urinish' })).toBeInTheDocument();
});

it('a piece asks for its remote once while it loads, not again after the load fails', async () => {
  load.mockImplementation(() => new Promise((_, reject) => setTimeout(() => reject(new Error('down')), 10)));
  renderSlot(false);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
