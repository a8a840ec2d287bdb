/**
 * @jest-environment node
 */
import { Suspense, use } from 'react';
import { streamToString } from './stream';

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

function Games({ games }: { games: Promise<string[]> }) {
  return (
    <ul>
      {use(games).map((name) => (
        <li key={name}>
          <a href={`/game/${name}`}>{name}</a>
        </li>
      ))}
    </ul>
  );
}

describe('streamToString', () => {
  it('writes a large boundary that settled after the first pass in its place, readable without scripts', async () => {
    const games = later(Array.from({ length: 600 }, (_, i) => `game_${i}_${'x'.repeat(20)}`));
    const html = await streamToString(
      <main>
        <h1>Hall</h1>
        <Suspense fallback={<p aria-busy="true">loading</p>}>
          <Games games={games} />
        </Suspense>
        <footer>end</footer>
      </main>,
      () => 'digest',
    );
    expect(html.length).toBeGreaterThan(12_800);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('aria-busy');
    // The games come before the footer, where the boundary is.
    expect(html.indexOf('/game/game_599_')).toBeGreaterThan(html.indexOf('<h1>Hall</h1>'));
    expect(html.indexOf('/game/game_599_')).toBeLessThan(html.indexOf('<footer>'));
  });
});
