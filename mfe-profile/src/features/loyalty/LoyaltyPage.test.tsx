import { screen } from '@testing-library/react';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { LoyaltyPage } from './LoyaltyPage';

let profile: RemoteUnderTest;
afterEach(() => {
  profile.stop();
  resetStores();
});

const Standing = ({ note }: Record<string, unknown>) => <p>standing {String(note ?? '')}</p>;

describe('/profile/loyalty', () => {
  it('embeds the loyalty remote’s profile.loyalty slot through the platform, with a loading state', async () => {
    let answer: (piece: typeof Standing) => void = () => undefined;
    const loadSlot = jest.fn(() => new Promise<typeof Standing>((resolve) => (answer = resolve)));
    profile = await startRemoteForTest(app, { loadSlot });
    await profile.render(<LoyaltyPage />, { route: '/profile/loyalty' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sodiqlik dasturi' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sodiqlik maʼlumotlari yuklanmoqda…');
    answer(Standing);
    expect(await screen.findByText('standing')).toBeInTheDocument();
    expect(loadSlot).toHaveBeenCalledWith('loyalty', 'profile.loyalty');
  });

  it('says the loyalty part is unavailable, in Russian too, and tries again', async () => {
    const loadSlot = jest.fn().mockRejectedValueOnce(new Error('loyalty/app could not be loaded')).mockResolvedValue(Standing);
    profile = await startRemoteForTest(app, { locale: 'ru', loadSlot });
    const { user } = await profile.render(<LoyaltyPage />, { route: '/ru/profile/loyalty' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Программа лояльности сейчас недоступна' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('standing')).toBeInTheDocument();
  });
});
