import { useTranslation } from 'react-i18next';
import { screen } from '@testing-library/react';
import { CONTRACT_MAJOR, useLocaleStore, type Platform, type RemoteApp } from '@casino/shared';
import { startRemoteForTest } from './remote';
import { resetStores } from './stores';

function fakeRemote(start: (platform: Platform) => () => void = () => () => undefined): RemoteApp {
  return {
    name: 'loyalty',
    contract: CONTRACT_MAJOR,
    routes: [],
    translations: async (locale) => ({ title: locale === 'ru' ? 'Лояльность' : 'Sodiqlik' }),
    start,
  };
}

function Title() {
  const { t } = useTranslation('loyalty');
  return <h1>{t('title')}</h1>;
}

afterEach(resetStores);

describe('startRemoteForTest', () => {
  it('starts the remote with a platform on a fake API, and stop() runs its clean-up', async () => {
    const started: Platform[] = [];
    const cleanUp = jest.fn();
    const remote = await startRemoteForTest(
      fakeRemote((platform) => (started.push(platform), cleanUp)),
      { api: { 'account.getInfo': { data: { uid: 3 } } } },
    );
    expect(started).toEqual([remote.platform]);
    await expect(remote.platform.api.call('account.getInfo')).resolves.toEqual({ uid: 3 });
    expect(remote.callsTo('account.getInfo')).toHaveLength(1);
    expect(remote.platform.locale()).toBe('uz');
    remote.stop();
    expect(cleanUp).toHaveBeenCalledTimes(1);
  });

  it('records what the remote emits on its bus and where it navigates', async () => {
    const remote = await startRemoteForTest(fakeRemote());
    const heard: unknown[] = [];
    remote.platform.bus.on('toast:show', (t) => heard.push(t));
    remote.platform.bus.emit('toast:show', { text: 'x' });
    remote.platform.navigate('/cashier');
    expect(remote.events).toEqual([{ event: 'toast:show', payload: { text: 'x' } }]);
    expect(heard).toEqual([{ text: 'x' }]);
    expect(remote.navigations).toEqual(['/cashier']);
    remote.stop();
  });

  it('renders with the remote’s own strings, in the start locale or the one asked for', async () => {
    const remote = await startRemoteForTest(fakeRemote(), { locale: 'ru' });
    const first = await remote.render(<Title />);
    expect(screen.getByRole('heading', { name: 'Лояльность' })).toBeInTheDocument();
    expect(useLocaleStore.getState().locale).toBe('ru');
    first.unmount();
    await remote.render(<Title />, { locale: 'uz' });
    expect(screen.getByRole('heading', { name: 'Sodiqlik' })).toBeInTheDocument();
    remote.stop();
  });

  it('starts at the address asked for and puts the old one back', async () => {
    const seen: string[] = [];
    const remote = await startRemoteForTest(
      fakeRemote(() => (seen.push(window.location.pathname), () => undefined)),
      { url: '/ru/offers' },
    );
    expect(seen).toEqual(['/ru/offers']);
    remote.stop();
    expect(window.location.pathname).toBe('/');
  });
});
