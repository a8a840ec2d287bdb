import { chatEventOf, freshChat } from './freshChat';
import { loadInJsdom, resetWindow, scriptLoaded, widgetScript, win } from './testing';

afterEach(() => resetWindow(['fcWidget', 'fcSettings']));

describe('freshChat loader', () => {
  const config = { token: 'tok-1', host: 'https://wchat.freshchat.com', restoreId: 'r-9' };

  it('loads widget.js with the script id freshchat-js-sdk', () => {
    loadInJsdom(freshChat, config);
    expect(widgetScript()?.src).toBe('https://wchat.freshchat.com/js/widget.js');
    expect(widgetScript()?.id).toBe('freshchat-js-sdk');
  });

  it('calls fcWidget.init with token, host, the player as external id and the restore id', async () => {
    const handle = loadInJsdom(freshChat, config);
    const init = jest.fn();
    const destroy = jest.fn();
    win().fcWidget = { init, destroy };
    scriptLoaded();
    await expect(handle.ready).resolves.toBe(true);
    expect(init).toHaveBeenCalledWith({
      token: 'tok-1',
      host: 'https://wchat.freshchat.com',
      locale: 'ru',
      externalId: '42',
      restoreId: 'r-9',
      firstName: 'Lucky',
      email: 'lucky@example.com',
    });
    handle.stop();
    expect(destroy).toHaveBeenCalled();
    expect(win().fcWidget).toBeUndefined();
  });

  it('needs a token and an https host', () => {
    expect(freshChat.script({ token: 't' })).toBeNull();
    expect(freshChat.script({ token: 't', host: 'http://x.example' })).toBeNull();
    expect(freshChat.script({ host: 'https://x.example' })).toBeNull();
  });
});

describe('freshChat messages', () => {
  it('are turned into FreshChat.storeChatEvent calls', () => {
    const event = {
      data: { message: { channelId: 'ch-1', conversationId: 'conv-2', messageParts: [{ text: { content: 'Hello' } }, { text: { content: 'there' } }] } },
    };
    expect(chatEventOf(event, 'sent')).toEqual({ channel_id: 'ch-1', conversation_id: 'conv-2', text: 'Hello\nthere', event: 'sent' });
    expect(chatEventOf({ data: { message: { channelId: 'ch-1' } } }, 'received')).toBeNull();
    expect(chatEventOf(null, 'received')).toBeNull();
  });
});
