import { act, screen } from '@testing-library/react';
import { useSessionStore } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { CHARACTERS, INFO, PLAYER, PROGRAMS } from '../../testing/fixtures';
import { ProgrammePage } from './ProgrammePage';

let loyalty: RemoteUnderTest;
afterEach(() => {
  loyalty?.stop();
  resetStores();
});

describe('the programme page', () => {
  it('shows a guest the levels with thresholds and a sign-up call to action', async () => {
    loyalty = await startRemoteForTest(app, { api: { 'loyalty.getPrograms': PROGRAMS } });
    const { user } = await loyalty.render(<ProgrammePage />);
    expect(await screen.findByRole('heading', { name: 'Yulduzlar klubi', level: 1 })).toBeInTheDocument();
    const levels = screen.getByRole('list', { name: 'Darajalar' });
    expect(levels).toHaveTextContent('1,000 – 5,000 tajriba');
    expect(levels).toHaveTextContent('5,000 tajribadan');
    await user.click(screen.getByRole('button', { name: 'Roʻyxatdan oʻtish' }));
    expect(loyalty.events.find((e) => e.event === 'dialog:open')?.payload).toMatchObject({ id: 'auth', props: { view: 'registration' } });
    expect(loyalty.calls.some((c) => c.method === 'loyalty.getinfo')).toBe(false);
  });

  it('shows the player points by their name, the level, the progress and the characters, in Russian', async () => {
    act(() => useSessionStore.getState().setAccount(PLAYER));
    loyalty = await startRemoteForTest(app, {
      locale: 'ru',
      api: {
        'loyalty.getPrograms': PROGRAMS,
        'loyalty.getinfo': { data: { ...INFO, pointsAlias: 'звёзды', character: CHARACTERS.data.items[1] } },
        'loyalty.getcharacters': CHARACTERS,
      },
    });
    const { user } = await loyalty.render(<ProgrammePage />);
    const standing = await screen.findByRole('region', { name: 'Уровень лояльности' });
    expect(standing).toHaveTextContent('600 звёзды');
    expect(standing).toHaveTextContent('Sayyoh');
    expect(screen.getByRole('progressbar', { name: 'До следующего уровня' })).toHaveAttribute('aria-valuenow', '60');
    await user.click(await screen.findByRole('button', { name: 'Сменить персонажа' }));
    expect(loyalty.events.find((e) => e.event === 'dialog:open')?.payload).toMatchObject({ id: 'loyalty:character-change', props: { current: 2 } });
  });

  it('offers a retry when the programme does not load', async () => {
    loyalty = await startRemoteForTest(app, { api: { 'loyalty.getPrograms': [{ networkError: true }, PROGRAMS] } });
    const { user } = await loyalty.render(<ProgrammePage />);
    await user.click(await screen.findByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('heading', { name: 'Yulduzlar klubi', level: 1 })).toBeInTheDocument();
  });
});
