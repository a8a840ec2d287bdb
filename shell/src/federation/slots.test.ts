import { loadSlot } from './slots';
import { registryOf, testRemoteLoader } from './testing';

const Piece = () => null;

describe('Platform.loadSlot', () => {
  it('answers the slot a remote offers, or null when it offers none', async () => {
    const remotes = testRemoteLoader();
    remotes.load = jest.fn().mockResolvedValue({ slots: { 'profile.loyalty': async () => ({ default: Piece }) } });
    await expect(loadSlot(remotes, 'loyalty', 'profile.loyalty')).resolves.toBe(Piece);
    await expect(loadSlot(remotes, 'loyalty', 'nope')).resolves.toBeNull();
    expect(remotes.load).toHaveBeenCalledWith('loyalty');
  });

  it('rejects when the remote fails, and prepares a new try the next time', async () => {
    const remotes = testRemoteLoader();
    remotes.load = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ slots: { 'profile.loyalty': async () => ({ default: Piece }) } });
    const prepareRetry = jest.spyOn(remotes, 'prepareRetry').mockResolvedValue();
    await expect(loadSlot(remotes, 'loyalty', 'profile.loyalty')).rejects.toThrow('down');
    remotes.status.setState({ byName: { loyalty: { state: 'failed', kind: 'load', message: 'down' } } });
    const refetch = jest.fn().mockResolvedValue(registryOf());
    await expect(loadSlot(remotes, 'loyalty', 'profile.loyalty', refetch)).resolves.toBe(Piece);
    expect(prepareRetry).toHaveBeenCalledWith('loyalty', refetch);
  });
});
