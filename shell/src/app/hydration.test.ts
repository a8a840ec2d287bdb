import { useConfigStore, useSessionStore } from '@casino/shared';
import { handedOverData, PAGE_STATE_ID, renderedPageState, renderStatesOf, type PageState } from './hydration';

const STATE: PageState = {
  url: '/ru/gamehall?category=slot',
  locale: 'ru',
  config: { 'games-config': { pageSizes: { all: 300 } } },
  loaderData: { 'root-ru': null },
  data: { _R_1_: { deps: '[]', value: { items: [1] } } },
  mounted: ['casino'],
  slots: [],
};

function page(state: unknown, rootHtml = '<main>hall</main>'): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<div id="root">${rootHtml}</div><script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(state)}</script>`;
  return doc;
}

it('is the state a page was rendered with, for the address it was rendered for', () => {
  expect(renderedPageState(page(STATE), { pathname: '/ru/gamehall', search: '?category=slot' })).toEqual(STATE);
});

it('is none for markup rendered for another address (the offline copy of the home page), an empty root or unreadable state', () => {
  expect(renderedPageState(page(STATE), { pathname: '/ru/gamehall', search: '' })).toBeNull();
  expect(renderedPageState(page(STATE, ''), { pathname: '/ru/gamehall', search: '?category=slot' })).toBeNull();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const broken = page(STATE);
  broken.getElementById(PAGE_STATE_ID)!.textContent = '{';
  expect(renderedPageState(broken, { pathname: '/ru/gamehall', search: '?category=slot' })).toBeNull();
});

it("holds the stores' states as rendered: the page's locale and settings, a guest's session", () => {
  const states = renderStatesOf(STATE);
  expect(states.locale).toMatchObject({ locale: 'ru' });
  expect(states.config).toMatchObject({ config: STATE.config, loaded: true });
  expect(states.session).toEqual(useSessionStore.getInitialState());
  expect(useConfigStore.getState().loaded).toBe(false);
});

it('hands each component the answer it was rendered with, only for the same dependencies', () => {
  const data = handedOverData(STATE);
  expect(data.take('_R_1_', '[]')).toEqual({ value: { items: [1] } });
  expect(data.take('_R_1_', '["x"]')).toBeUndefined();
  expect(data.take('_r_1_', '[]')).toBeUndefined();
});
