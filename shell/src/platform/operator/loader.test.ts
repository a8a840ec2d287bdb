import { loaderLogo, rememberFirstLoader } from './loader';

function pageWith(html: string) {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  return doc;
}

describe('the page loader (prazer-config loader)', () => {
  it("keeps the server's first-paint logo until the settings are read, then follows them", () => {
    rememberFirstLoader(pageWith('<div id="root"><div data-operator-loader role="status"><img src="/media/sf.svg" alt="Silk Fortune"></div></div>'));
    expect(loaderLogo(null)).toEqual({ image: '/media/sf.svg', name: 'Silk Fortune' });
    expect(loaderLogo({ type: 'logo', image: '/media/new.svg' }, 'Silk Fortune')).toEqual({ image: '/media/new.svg', name: 'Silk Fortune' });
    expect(loaderLogo({ type: 'spinner', image: null })).toBeNull();
  });

  it('is the spinner when the server drew no logo', () => {
    rememberFirstLoader(pageWith('<div id="root"></div>'));
    expect(loaderLogo(null)).toBeNull();
  });
});
