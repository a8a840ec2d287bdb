import zlib from 'node:zlib';
import { gzipPrepared, holeMark, preparePage, textPrepared } from './prepared-page';

const page = [
  '<!doctype html><html><head>',
  `<script nonce="${holeMark('nonce')}" src="/main.js"></script>`,
  `<script type="application/json" id="registry">${holeMark('registry')}</script>`,
  '</head><body><div id="root">',
  'Ўйинлар залі — Игровой зал. '.repeat(4000),
  `</div><script nonce="${holeMark('nonce')}">start()</script></body></html>`,
].join('');

const values = { nonce: 'bm9uY2Utb25l', registry: '{"remotes":[{"name":"casino","token":"t-1"}]}' };
const expected = page.replaceAll(holeMark('nonce'), values.nonce).replace(holeMark('registry'), values.registry);

it('answers the kept page as one valid gzip stream with this answer’s nonce and registry', () => {
  const prepared = preparePage(page, 200);
  expect(prepared.holes).toEqual(['nonce', 'registry', 'nonce']);
  const gz = gzipPrepared(prepared, values);
  // gunzip checks the CRC-32 and the length of the trailer.
  expect(zlib.gunzipSync(gz).toString('utf8')).toBe(expected);
  expect(gz.length).toBeLessThan(Buffer.byteLength(expected) / 10);
  // Another answer, other holes: the same kept pieces.
  const other = { nonce: 'b3RoZXI=', registry: '{"remotes":[]}' };
  expect(zlib.gunzipSync(gzipPrepared(prepared, other)).toString('utf8')).toBe(
    page.replaceAll(holeMark('nonce'), other.nonce).replace(holeMark('registry'), other.registry),
  );
});

it('puts a hole longer than one stored block (64 KB) in several', () => {
  const prepared = preparePage(`<head>${holeMark('registry')}</head>`, 200);
  const registry = JSON.stringify({ remotes: 'x'.repeat(150_000) });
  expect(zlib.gunzipSync(gzipPrepared(prepared, { nonce: '', registry })).toString()).toBe(`<head>${registry}</head>`);
});

it('answers a page without holes, an empty hole and empty text between holes', () => {
  expect(zlib.gunzipSync(gzipPrepared(preparePage('<p>plain</p>', 200), values)).toString()).toBe('<p>plain</p>');
  const tight = preparePage(`${holeMark('nonce')}${holeMark('registry')}`, 200);
  expect(zlib.gunzipSync(gzipPrepared(tight, { nonce: '', registry: '{}' })).toString()).toBe('{}');
});

it('answers the text itself to a client that takes no gzip', () => {
  expect(textPrepared(preparePage(page, 200), values)).toBe(expected);
});
