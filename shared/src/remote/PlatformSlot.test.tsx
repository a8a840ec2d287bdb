import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus, type Platform } from '@casino/shared';
import { PlatformSlot } from './PlatformSlot';

const basePlatform = (loadSlot?: Platform['loadSlot']): Platform => ({
  bus: createBus(),
  api: {} as Platform['api'],
  navigate: () => undefined,
  locale: () => 'uz',
  ...(loadSlot ? { loadSlot } : {}),
});

const Piece = ({ who }: Record<string, unknown>) => <p>piece for {String(who)}</p>;
const states = {
  loading: <p>loading</p>,
  unavailable: (retry: () => void) => (
    <button type="button" onClick={retry}>
      unavailable, retry
    </button>
  ),
};

describe('PlatformSlot', () => {
  it('shows loading, then the other part’s piece with the props given', async () => {
    const loadSlot = jest.fn(async () => Piece);
    render(<PlatformSlot platform={basePlatform(loadSlot)} remote="loyalty" slot="profile.loyalty" props={{ who: 'Aziz' }} {...states} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('piece for Aziz')).toBeInTheDocument();
    expect(loadSlot).toHaveBeenCalledWith('loyalty', 'profile.loyalty');
  });

  it('is unavailable when the part fails to load, and loads again on retry', async () => {
    const loadSlot = jest.fn<ReturnType<NonNullable<Platform['loadSlot']>>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Piece);
    render(<PlatformSlot platform={basePlatform(loadSlot)} remote="loyalty" slot="profile.loyalty" props={{ who: 'Aziz' }} {...states} />);
    await userEvent.click(await screen.findByRole('button', { name: 'unavailable, retry' }));
    expect(await screen.findByText('piece for Aziz')).toBeInTheDocument();
    expect(loadSlot).toHaveBeenCalledTimes(2);
  });

  it('is unavailable when the part has no such slot, the shell cannot load slots, or the piece throws', async () => {
    const { unmount } = render(<PlatformSlot platform={basePlatform(async () => null)} remote="loyalty" slot="nope" {...states} />);
    expect(await screen.findByRole('button', { name: 'unavailable, retry' })).toBeInTheDocument();
    unmount();
    const old = render(<PlatformSlot platform={basePlatform()} remote="loyalty" slot="profile.loyalty" {...states} />);
    expect(await screen.findByRole('button', { name: 'unavailable, retry' })).toBeInTheDocument();
    old.unmount();
    const Broken = () => {
      throw new Error('broken');
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PlatformSlot platform={basePlatform(async () => Broken)} remote="loyalty" slot="profile.loyalty" {...states} />);
    expect(await screen.findByRole('button', { name: 'unavailable, retry' })).toBeInTheDocument();
  });
});
