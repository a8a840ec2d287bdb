import { layoutOf } from './Root';

describe('layouts', () => {
  it('the deepest route naming a layout decides; default otherwise', () => {
    expect(layoutOf([{ handle: undefined }, { handle: { layout: 'empty' } }])).toBe('empty');
    expect(layoutOf([{ handle: { layout: 'game' } }, { handle: {} }])).toBe('game');
    expect(layoutOf([{}, {}])).toBe('default');
  });
});
