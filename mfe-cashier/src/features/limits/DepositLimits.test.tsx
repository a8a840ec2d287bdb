import { screen } from '@testing-library/react';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import { DepositLimits } from './DepositLimits';
import app from '../../app';
import { money, NO_LIMIT, dayLimit } from '../../testing/fixtures';

let cashier: RemoteUnderTest;
afterEach(() => {
  cashier.stop();
  resetStores();
});

describe('deposit limits', () => {
  it('show none by default, then set one that applies at once', async () => {
    cashier = await startRemoteForTest(app, {
      api: { 'account.getDepositLimit': { data: NO_LIMIT }, 'account.setDepositLimit': { data: dayLimit(100, 100) } },
    });
    const { user } = await cashier.render(<DepositLimits />);
    expect(await screen.findByText('Limit oʻrnatilmagan.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Summa/ }), '100');
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Limit oʻrnatildi va darhol kuchga kirdi.')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('100.00 USD');
    expect(cashier.callsTo('account.setDepositLimit')[0]!.body).toEqual({ period: 'day', amount: '100' });
  });

  it('explain that a raise waits out the cooling-off', async () => {
    const raised = dayLimit(100, 100);
    raised.limits[0] = { ...raised.limits[0]!, pending: { limit_amount: money(300), effective_at: 1_900_086_400 } } as never;
    cashier = await startRemoteForTest(app, { api: { 'account.getDepositLimit': { data: dayLimit(100, 60) }, 'account.setDepositLimit': { data: raised } } });
    const { user } = await cashier.render(<DepositLimits />);
    expect(await screen.findByRole('table')).toHaveTextContent('40.00 USD');
    await user.type(screen.getByRole('textbox', { name: /Summa/ }), '300');
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText(/Yangi limit .* dan kuchga kiradi \(24 soatlik kutish\)\./)).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('300.00 USD');
  });

  it('remove a limit with a blank amount', async () => {
    cashier = await startRemoteForTest(app, {
      api: { 'account.getDepositLimit': { data: dayLimit(100, 60) }, 'account.setDepositLimit': { data: dayLimit(100, 60) } },
    });
    const { user } = await cashier.render(<DepositLimits />, { locale: 'ru' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(cashier.callsTo('account.setDepositLimit')[0]!.body).toEqual({ period: 'day', amount: '' });
  });
});
