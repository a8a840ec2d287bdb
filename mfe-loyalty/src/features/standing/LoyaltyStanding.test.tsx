import { screen } from '@testing-library/react';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { LoyaltyStanding } from './LoyaltyStanding';

const LEVELS = [
  { id: 1, sysname: 'bronze', title: 'Bronza', image_url: '', minValue: 0, maxValue: 1000, expCount: 0 },
  { id: 2, sysname: 'silver', title: 'Kumush', image_url: '', minValue: 1000, maxValue: 5000, expCount: 1000 },
  { id: 3, sysname: 'gold', title: 'Oltin', image_url: '', minValue: 5000, maxValue: null, expCount: 5000 },
];
const INFO = { id: 1, uid: 7, is_active: true, points: 1250, exp: 3400, character: null, level: LEVELS[1], levels: LEVELS, pointsAlias: 'yulduzlar' };
const PROGRAMS = {
  data: {
    items: [{ id: 1, sysname: 'star-club', is_active: true, description: { title: '', text: '', image_url: '' }, pointsAlias: 'yulduzlar', levels: LEVELS }],
    total: 1,
  },
};

let loyalty: RemoteUnderTest;
afterEach(() => {
  loyalty.stop();
  resetStores();
});

describe('the profile.loyalty slot', () => {
  it('shows the level, the points by their name and the progress to the next level', async () => {
    loyalty = await startRemoteForTest(app, { api: { 'loyalty.getinfo': { data: INFO }, 'loyalty.getPrograms': PROGRAMS } });
    await loyalty.render(<LoyaltyStanding />);
    expect(screen.getByRole('status')).toHaveTextContent('Sodiqlik maʼlumotlari yuklanmoqda…');
    const card = await screen.findByRole('region', { name: 'Sodiqlik darajasi' });
    expect(card).toHaveTextContent('Kumush');
    expect(card).toHaveTextContent('1,250 yulduzlar');
    expect(screen.getByRole('progressbar', { name: 'Keyingi darajagacha' })).toHaveAttribute('aria-valuenow', '60');
    expect(card).toHaveTextContent('Oltin darajasigacha: 60% (3,400 / 5,000 tajriba)');
    expect(screen.getByRole('link', { name: 'Dastur haqida batafsil' })).toHaveAttribute('href', '/loyalty');
  });

  it('speaks Russian, and says so at the top level', async () => {
    loyalty = await startRemoteForTest(app, {
      locale: 'ru',
      api: { 'loyalty.getinfo': { data: { ...INFO, exp: 7000, level: LEVELS[2], pointsAlias: 'звёзды' } }, 'loyalty.getPrograms': PROGRAMS },
    });
    await loyalty.render(<LoyaltyStanding />);
    const card = await screen.findByRole('region', { name: 'Уровень лояльности' });
    expect(card).toHaveTextContent('1,250 звёзды');
    expect(card).toHaveTextContent('Вы на высшем уровне.');
    expect(screen.getByRole('progressbar', { name: 'До следующего уровня' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('link', { name: 'Подробнее о программе' })).toHaveAttribute('href', '/ru/loyalty');
  });

  it('offers a retry when the standing does not load', async () => {
    loyalty = await startRemoteForTest(app, { api: { 'loyalty.getinfo': [{ networkError: true }, { data: INFO }], 'loyalty.getPrograms': PROGRAMS } });
    const { user } = await loyalty.render(<LoyaltyStanding />);
    await user.click(await screen.findByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('region', { name: 'Sodiqlik darajasi' })).toHaveTextContent('Kumush');
  });
});
