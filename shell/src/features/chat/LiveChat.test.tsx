import { act } from '@testing-library/react';
import { bus, useConfigStore, useSessionStore, type AccountInfo } from '@casino/shared';
import { renderWithProviders } from '@casino/shared/testing';
import { chatController } from './controller';
import { LiveChat } from './LiveChat';

const chatConfig = { 'prazer-config': { chat: { type: 'jivoSite', isEnabled: true, providers: { jivoSite: { widgetId: 'abcd1234' } } } } };

afterEach(() => {
  chatController.stop();
  jest.restoreAllMocks();
});

describe('LiveChat', () => {
  it('feeds the configured provider and the player to the controller', async () => {
    const update = jest.spyOn(chatController, 'update');
    act(() => {
      useConfigStore.getState().setConfig(chatConfig);
      useSessionStore.getState().setAccount({ uid: 9, login: 'p@example.com', fakename: 'P' } as AccountInfo);
    });
    await renderWithProviders(<LiveChat />, { route: '/ru/gamehall', locale: 'ru' });
    expect(update).toHaveBeenLastCalledWith(
      { type: 'jivoSite', config: { widgetId: 'abcd1234' } },
      { uid: 9, name: 'P', email: 'p@example.com', locale: 'ru' },
    );
    expect(document.documentElement.dataset.chatBadge).toBeUndefined();
  });

  it('hides the badge on game pages', async () => {
    await renderWithProviders(<LiveChat />, { route: '/game/aurora_x' });
    expect(document.documentElement.dataset.chatBadge).toBe('hidden');
  });

  it.each(['auth:login', 'auth:register', 'auth:logout'] as const)('reloads the widget on %s', async (event) => {
    const reload = jest.spyOn(chatController, 'reload');
    await renderWithProviders(<LiveChat />);
    act(() => bus.emit(event, event === 'auth:logout' ? {} : { uid: 1 }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
