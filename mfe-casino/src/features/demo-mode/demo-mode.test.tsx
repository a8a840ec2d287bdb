import { screen } from '@testing-library/react';
import { bus } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { DemoModeDialog } from '.';

let casino: RemoteUnderTest;
afterEach(() => casino?.stop());
afterEach(() => resetStores());

it('offers a guest play for fun, which opens the demo and closes the dialog', async () => {
  const events: Array<[string, unknown]> = [];
  const offs = [bus.on('dialog:close', (d) => events.push(['close', d])), bus.on('dialog:open', (d) => events.push(['open', d]))];
  casino = await startRemoteForTest(app, {});
  const { user } = await casino.render(<DemoModeDialog dialogId="d1" sysname="aurora_golden_dragon" name="Golden Dragon" />);
  expect(screen.getByRole('heading', { name: 'Golden Dragon: qanday oʻynaysiz?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Qiziqish uchun oʻynash' }));
  expect(casino.navigations).toEqual(['/game/aurora_golden_dragon#demo']);
  expect(events).toEqual([['close', { id: 'd1' }]]);
  offs.forEach((off) => off());
});

it('sends a guest to sign in or register for real money, in Russian too', async () => {
  const opened: unknown[] = [];
  const off = bus.on('dialog:open', (d) => opened.push(d));
  casino = await startRemoteForTest(app, { locale: 'ru' });
  const { user } = await casino.render(<DemoModeDialog dialogId="d2" sysname="aurora_golden_dragon" name="Golden Dragon" />);
  await user.click(await screen.findByRole('button', { name: 'Войти' }));
  await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
  expect(screen.getByRole('button', { name: 'Играть для развлечения' })).toBeInTheDocument();
  expect(opened).toEqual([
    { id: 'auth', props: { view: 'login' } },
    { id: 'auth', props: { view: 'registration' } },
  ]);
  off();
});
