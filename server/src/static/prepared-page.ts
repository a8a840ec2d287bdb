/**
 * A page kept to be sent many times with what differs per answer filled in: the script nonce of
 * the answer's policy and the visitor's registry (its served tokens are the visitor's). The page's
 * text is compressed once, in pieces between those holes; an answer puts the pieces and its own
 * holes together into one gzip stream, so a kept page costs a few copies instead of compressing
 * 100–200 KB again (about 2 ms of CPU a page at brotli 4 or gzip 6).
 *
 * How: each piece is raw deflate ending in a sync flush (byte-aligned, not final, no reference
 * outside itself), so pieces can follow each other in one deflate stream; a hole goes in as a
 * stored block; an empty final block ends the stream; the gzip trailer takes the CRC-32 of the
 * whole text, worked out per answer (zlib.crc32 runs at memory speed).
 */
import zlib from 'node:zlib';

export type PageHole = 'nonce' | 'registry';

export interface PreparedPage {
  status: number;
  /** The page's text between the holes: `texts.length === holes.length + 1`. */
  texts: Buffer[];
  holes: PageHole[];
  /** Each text as raw deflate ending in a sync flush. */
  deflated: Buffer[];
}

export type HoleValues = Record<PageHole, string>;

const MARK = (hole: PageHole) => `\uE000${hole}\uE000`;
const MARKS = /\uE000(nonce|registry)\uE000/;

/**
 * Prepares a page written with `MARK('nonce')` where each nonce goes and `MARK('registry')`
 * where the registry's JSON goes (see `holeMark`).
 */
export function preparePage(marked: string, status: number): PreparedPage {
  const split = marked.split(MARKS);
  const texts: Buffer[] = [];
  const holes: PageHole[] = [];
  split.forEach((part, i) => (i % 2 === 0 ? texts.push(Buffer.from(part, 'utf8')) : holes.push(part as PageHole)));
  const deflated = texts.map((text) => zlib.deflateRawSync(text, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  return { status, texts, holes, deflated };
}

/** What marks a hole in the text given to `preparePage`. */
export const holeMark = MARK;

/** A stored (uncompressed) deflate block, not final: at most 65,535 bytes each. */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += 0xffff) {
    const chunk = data.subarray(at, at + 0xffff);
    const header = Buffer.alloc(5);
    header[0] = 0; // BFINAL 0, BTYPE 00 (stored); the stream is byte-aligned after a sync flush
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** zlib.crc32 going on from `crc`; an empty buffer may have no memory, which zlib takes as "start again". */
const crcOn = (data: Buffer, crc: number) => (data.length ? zlib.crc32(data, crc) : crc);

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty stored block. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** The page as a gzip stream with this answer's holes. */
export function gzipPrepared(page: PreparedPage, values: HoleValues): Buffer {
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.texts.forEach((text, i) => {
    out.push(page.deflated[i]!);
    crc = crcOn(text, crc);
    size += text.length;
    const hole = page.holes[i];
    if (hole === undefined) return;
    const value = Buffer.from(values[hole], 'utf8');
    out.push(...storedBlocks(value));
    crc = crcOn(value, crc);
    size += value.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(FINAL_BLOCK, trailer);
  return Buffer.concat(out);
}

/** The page as text with this answer's holes (a client that takes no gzip). */
export function textPrepared(page: PreparedPage, values: HoleValues): string {
  return page.texts.map((text, i) => text.toString('utf8') + (page.holes[i] !== undefined ? values[page.holes[i]] : '')).join('');
}
