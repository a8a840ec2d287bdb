import { act, screen } from '@testing-library/react';
import { useConfigStore } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { CHARACTERS, INFO } from '../../testing/fixtures';
import { CharacterChangeDialog } from './CharacterChangeDialog';
import { CharacterConfirmDialog } from './CharacterConfirmDialog';
import { CharacterGallery } from './CharacterGallery';
import { characterView } from './rules';

let loyalty: RemoteUnderTest;
afterEach(() => {
  loyalty?.stop();
  resetStores();
});

describe('character dialogs', () => {
  it('the change dialog picks another character by keyboard and goes on to confirm it', async () => {
    loyalty = await startRemoteForTest(app, { api: { 'loyalty.getcharacters': CHARACTERS } });
    const { user } = await loyalty.render(<CharacterChangeDialog current={1} dialogId="d1" />);
    const group = await screen.findByRole('radiogroup', { name: 'Qahramonni tanlang' });
    expect(screen.getByRole('radio', { name: 'Savdogar' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Tanlash' })).toBeDisabled();
    screen.getByRole('radio', { name: 'Savdogar' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Sayyoh' })).toBeChecked();
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tanlash' }));
    expect(loyalty.events.filter((e) => e.event.startsWith('dialog:')).map((e) => e.payload)).toEqual([
      { id: 'd1' },
      { id: 'loyalty:character-confirm', type: 'confirm', props: { id: 2, title: 'Sayyoh', image: '' } },
    ]);
  });

  it('the confirm dialog sets the character and has the loyalty info reloaded', async () => {
    loyalty = await startRemoteForTest(app, { locale: 'ru', api: { 'loyalty.setcharacter': { data: { ...INFO, character: CHARACTERS.data.items[1] } } } });
    const { user } = await loyalty.render(<CharacterConfirmDialog id={2} title="Sayyoh" dialogId="d2" />);
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(loyalty.calls.find((c) => c.method === 'loyalty.setcharacter')?.body).toMatchObject({ id: '2' });
    expect(loyalty.events.map((e) => e.event)).toEqual(['toast:show', 'loyalty:changed', 'dialog:close']);
  });

  it('says so when the change fails', async () => {
    loyalty = await startRemoteForTest(app, { api: { 'loyalty.setcharacter': { networkError: true } } });
    const { user } = await loyalty.render(<CharacterConfirmDialog id={2} title="Sayyoh" />);
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('character pictures (prazer-config.imageKeys.character)', () => {
  const items: Array<{ id: number; sysname: string; description: Record<string, string> }> = [
    { id: 1, sysname: 'merchant', description: { title: 'Savdogar', image_url: '/c1.svg', image_avatar: '/c1-avatar.svg' } },
    { id: 2, sysname: 'explorer', description: { title: 'Sayyoh', image_url: '/c2.svg' } },
  ];
  const withPictures = {
    data: {
      ...CHARACTERS.data,
      items,
    },
  };

  it('takes the configured description field, else image_url', () => {
    expect(characterView(items[0]!, 'image_avatar').image).toBe('/c1-avatar.svg');
    expect(characterView(items[1]!, 'image_avatar').image).toBe('/c2.svg');
    expect(characterView(items[0]!).image).toBe('/c1.svg');
  });

  it('the gallery shows the picture of the configured key', async () => {
    loyalty = await startRemoteForTest(app, { api: { 'loyalty.getcharacters': withPictures } });
    act(() => useConfigStore.getState().setConfig({ 'prazer-config': { imageKeys: { character: 'image_avatar' } } }));
    await loyalty.render(<CharacterGallery current={1} />);
    await screen.findByText('Sayyoh');
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/c1-avatar.svg', '/c2.svg']);
  });
});
