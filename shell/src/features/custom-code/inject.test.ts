import { customCodeFrom, injectCustomCode } from './inject';

beforeEach(() => {
  document.head.innerHTML = '<meta charset="utf-8">';
  document.body.innerHTML = '<div id="root"></div>';
});

describe('customCodeFrom (spec §3: isEnabled, position, code)', () => {
  it('keeps enabled, well-formed, non-empty entries', () => {
    const config = {
      'meta-data-tool': {
        customCode: [
          { isEnabled: true, position: 'head', code: '<meta name="verify" content="1">' },
          { isEnabled: false, position: 'head', code: '<meta name="off">' },
          { isEnabled: true, position: 'bodyStart', code: '   ' },
          { isEnabled: true, position: 'footer', code: '<p>x</p>' },
          { isEnabled: 'yes', position: 'bodyEnd', code: '<p>x</p>' },
          null,
          { isEnabled: true, position: 'bodyEnd', code: '<div id="end"></div>' },
        ],
      },
    };
    expect(customCodeFrom(config).map((e) => e.position)).toEqual(['head', 'bodyEnd']);
    expect(customCodeFrom({})).toEqual([]);
  });
});

describe('injectCustomCode', () => {
  it('puts each entry at its position', () => {
    injectCustomCode(document, [
      { isEnabled: true, position: 'head', code: '<meta name="site-verification" content="abc"><script>window.headCode = 1</script>' },
      { isEnabled: true, position: 'bodyStart', code: '<noscript><img src="/pixel.gif" alt=""></noscript><div id="start"></div>' },
      { isEnabled: true, position: 'bodyEnd', code: '<div id="end"></div>' },
    ]);
    expect(document.head.querySelector('meta[name="site-verification"]')?.getAttribute('content')).toBe('abc');
    expect(document.head.lastElementChild?.tagName).toBe('SCRIPT');
    expect(document.body.firstElementChild?.tagName).toBe('NOSCRIPT');
    expect(document.body.children[1]?.id).toBe('start');
    expect(document.body.lastElementChild?.id).toBe('end');
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('inserts scripts as script elements (their running is checked end to end: jsdom runs none)', () => {
    const [, script] = injectCustomCode(document, [{ isEnabled: true, position: 'head', code: '<meta name="a"><script>1</script>' }]);
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script?.parentNode).toBe(document.head);
  });

  it("gives the operator's scripts the page's nonce, which the page's policy asks of inline scripts", () => {
    const [script] = injectCustomCode(document, [{ isEnabled: true, position: 'bodyEnd', code: '<script>window.counter = 1</script>' }], 'page-nonce');
    expect((script as HTMLScriptElement).nonce).toBe('page-nonce');
  });

  it('logs an entry that fails and goes on with the rest (spec §8)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const range = jest.spyOn(document, 'createRange');
    range.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    const nodes = injectCustomCode(document, [
      { isEnabled: true, position: 'head', code: '<meta name="a">' },
      { isEnabled: true, position: 'bodyEnd', code: '<div id="end"></div>' },
    ]);
    expect(nodes).toHaveLength(1);
    expect(document.getElementById('end')).not.toBeNull();
    expect(error).toHaveBeenCalledWith('[custom-code] injection failed', 'head', expect.any(Error));
    range.mockRestore();
  });
});
