import { JSDOM } from 'jsdom';
import { CHAT_DEMO_REPLY_MS, CHAT_DEMO_TEXTS, JIVO_STAND_IN } from './widget';

type JivoWindow = Window & {
  jivo_api?: Record<string, (...args: unknown[]) => unknown>;
  jivo_destroy?: () => void;
  jivo_onLoadCallback?: () => void;
  jivo_onMessageSent?: (text: string) => void;
  eval: (code: string) => void;
};

/** The stand-in run in a page of the given language, as the shell's loader runs it. */
function pageWith(lang: 'uz' | 'ru') {
  const dom = new JSDOM(`<!doctype html><html lang="${lang}"><body></body></html>`, { runScripts: 'outside-only', pretendToBeVisual: true });
  const win = dom.window as unknown as JivoWindow;
  const loaded = new Promise<void>((resolve) => (win.jivo_onLoadCallback = resolve));
  win.eval(JIVO_STAND_IN);
  const doc = win.document;
  const dialog = () => doc.querySelector<HTMLElement>('[role="dialog"]')!;
  const log = () => doc.querySelector<HTMLElement>('[role="log"]')!;
  return { dom, win, doc, loaded, dialog, log };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the demo's JivoChat stand-in", () => {
  it('calls jivo_onLoadCallback with jivo_api in place, and draws a closed window behind a launcher', async () => {
    const { win, doc, loaded, dialog, dom } = pageWith('uz');
    await loaded;
    expect(typeof win.jivo_api?.open).toBe('function');
    expect(typeof win.jivo_api?.setContactInfo).toBe('function');
    const launcher = doc.querySelector('jdiv button')!;
    expect(launcher.textContent).toBe(CHAT_DEMO_TEXTS.uz.title);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(dialog().hidden).toBe(true);
    // Every part lives in <jdiv> elements: the shell's badge rule hides them on game pages.
    expect(launcher.closest('jdiv')).not.toBeNull();
    dom.window.close();
  });

  it('opens named, greets the player it was told about, takes a message and answers in the page language', async () => {
    const { win, doc, loaded, dialog, log, dom } = pageWith('ru');
    await loaded;
    const sent: string[] = [];
    win.jivo_onMessageSent = (text) => sent.push(text);
    win.jivo_api!.setContactInfo!({ name: 'Lucky' });
    expect(win.jivo_api!.open!()).toEqual({ result: 'ok' });
    expect(dialog().hidden).toBe(false);
    expect(doc.getElementById(dialog().getAttribute('aria-labelledby')!)?.textContent).toBe(CHAT_DEMO_TEXTS.ru.title);
    const input = doc.querySelector('textarea')!;
    expect(doc.activeElement).toBe(input);
    expect(doc.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(CHAT_DEMO_TEXTS.ru.input);
    expect(log().textContent).toContain('Здравствуйте, Lucky!');

    input.value = '  Где мой вывод?  ';
    doc.querySelector('form')!.requestSubmit();
    expect(sent).toEqual(['Где мой вывод?']);
    expect(log().textContent).toContain('Где мой вывод?');
    expect(log().textContent).not.toContain(CHAT_DEMO_TEXTS.ru.reply);
    await wait(CHAT_DEMO_REPLY_MS + 50);
    expect(log().textContent).toContain(CHAT_DEMO_TEXTS.ru.reply);
    dom.window.close();
  });

  it('closes on Escape back to its launcher, and jivo_destroy removes it all', async () => {
    const { win, doc, loaded, dialog, dom } = pageWith('uz');
    await loaded;
    win.jivo_api!.open!();
    dialog().dispatchEvent(new dom.window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog().hidden).toBe(true);
    expect(doc.activeElement).toBe(doc.querySelector('jdiv button'));
    win.jivo_destroy!();
    expect(doc.querySelector('jdiv')).toBeNull();
    expect(win.jivo_api).toBeUndefined();
    dom.window.close();
  });
});
