/**
 * The nonce the server gave this page's scripts. Scripts the shell injects on purpose carry it;
 * the page's Content-Security-Policy refuses any other inline script.
 */
export function pageNonce(doc: Document = document): string {
  // The attribute's value is hidden once the page has loaded; the property keeps it.
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}
