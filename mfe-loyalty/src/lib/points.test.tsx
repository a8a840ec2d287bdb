import { act, screen } from '@testing-library/react';
import { useConfigStore } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../app';
import { usePoints } from './points';

let loyalty: RemoteUnderTest;
afterEach(() => {
  loyalty?.stop();
  resetStores();
});

const COUNTS = [1, 2, 5, 21, 500];
function Amounts({ alias }: { alias?: string }) {
  const points = usePoints(alias);
  return <p>{COUNTS.map((n) => points.amount(n)).join(' | ')}</p>;
}

describe('the points named by count', () => {
  it('uses the default word with i18next plural keys when nothing names the points (ru three forms)', async () => {
    loyalty = await startRemoteForTest(app, { locale: 'ru' });
    await loyalty.render(<Amounts />);
    expect(screen.getByText('1 балл | 2 балла | 5 баллов | 21 балл | 500 баллов')).toBeInTheDocument();
  });
  it('keeps the Uzbek noun singular after a number', async () => {
    loyalty = await startRemoteForTest(app, { locale: 'uz' });
    await loyalty.render(<Amounts />);
    expect(screen.getByText('1 ball | 2 ball | 5 ball | 21 ball | 500 ball')).toBeInTheDocument();
  });
  it("prefers the content's alias forms to the programme's plain alias, and formats by spec §9", async () => {
    act(() => useConfigStore.getState().setConfig({ loyalty: { pointsAlias: { one: 'звезда', few: 'звезды', many: 'звёзд', other: 'звезды' } } }));
    loyalty = await startRemoteForTest(app, { locale: 'ru' });
    await loyalty.render(<Amounts alias="звёзды" />);
    expect(screen.getByText('1 звезда | 2 звезды | 5 звёзд | 21 звезда | 500 звёзд')).toBeInTheDocument();
  });
  it("falls back to the programme's plain alias when content names none", async () => {
    loyalty = await startRemoteForTest(app, { locale: 'uz' });
    await loyalty.render(<Amounts alias="yulduz" />);
    expect(screen.getByText('1 yulduz | 2 yulduz | 5 yulduz | 21 yulduz | 500 yulduz')).toBeInTheDocument();
  });
});
