/**
 * Opening the live chat from a page (the support page's button) without the page knowing the
 * chat feature: the chat registers how it opens, pages ask. `openChat` answers false when no chat
 * is on the page.
 */
let opener: (() => boolean) | null = null;

export function registerChatOpener(open: (() => boolean) | null): void {
  opener = open;
}

export function openChat(): boolean {
  return opener ? opener() : false;
}
