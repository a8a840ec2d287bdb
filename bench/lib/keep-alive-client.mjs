// A lean HTTP/1.1 client for load generators: a fixed number of keep-alive sockets, one request
// at a time on each (no pipelining), requests beyond them waiting in order for a free socket, as
// a proxy's upstream pool does. It writes each request as one string and reads only what a bench
// needs (status, headers, body by Content-Length or chunks). node:http's client spends about
// twice the CPU per request (a request and a response stream, header validation, the agent's
// bookkeeping), and a load generator on the machine it measures takes that from the server.
import { connect } from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/**
 * `keepAliveClient({ host, port, connections, headers })` (headers sent with every request) answers `call(method, path, { headers, body })`,
 * which resolves `{ status, headers, text, ms }` (`headers` lower-cased, `set-cookie` an array;
 * `ms` from the call, waiting for a socket included) and rejects when the socket fails; and
 * `call.close()`.
 */
export function keepAliveClient({ host = '127.0.0.1', port, connections = 64, headers: always = {} }) {
  let hostHeader = `host: ${host}:${port}\r\n`;
  for (const name in always) hostHeader += `${name}: ${always[name]}\r\n`;
  const idle = [];
  const waiting = [];
  const all = new Set();
  let closed = false;

  function call(method, path, { headers = {}, body } = {}) {
    const started = performance.now();
    let head = `${method} ${path} HTTP/1.1\r\n${hostHeader}`;
    for (const name in headers) head += `${name}: ${headers[name]}\r\n`;
    const text = body === undefined ? `${head}\r\n` : `${head}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    return new Promise((resolve, reject) => {
      const job = { text, started, resolve, reject };
      const conn = idle.pop() ?? (all.size < connections ? open() : null);
      if (conn) send(conn, job);
      else waiting.push(job);
    });
  }

  function open() {
    const socket = connect({ host, port, noDelay: true });
    const conn = { socket, job: null, chunks: [], size: 0, response: null };
    all.add(conn);
    socket.on('data', (chunk) => received(conn, chunk));
    const gone = (error) => {
      // 'error' is followed by 'close': the socket is given up once.
      if (!all.delete(conn)) return;
      const at = idle.indexOf(conn);
      if (at >= 0) idle.splice(at, 1);
      const job = conn.job;
      conn.job = null;
      if (job) job.reject(error ?? new Error('socket closed'));
      // A request still waiting gets a new socket in place of this one.
      if (!closed && waiting.length > 0 && all.size < connections) send(open(), waiting.shift());
    };
    socket.on('error', gone);
    socket.on('close', () => gone(null));
    return conn;
  }

  function send(conn, job) {
    conn.job = job;
    conn.socket.write(job.text);
  }

  function free(conn) {
    const next = waiting.shift();
    if (next) send(conn, next);
    else idle.push(conn);
  }

  function received(conn, chunk) {
    conn.chunks.push(chunk);
    conn.size += chunk.length;
    for (;;) {
      const buffer = conn.chunks.length === 1 ? conn.chunks[0] : Buffer.concat(conn.chunks, conn.size);
      const parsed = parse(conn, buffer);
      if (!parsed) {
        conn.chunks = [buffer];
        return;
      }
      const rest = buffer.subarray(parsed.used);
      conn.chunks = rest.length > 0 ? [rest] : [];
      conn.size = rest.length;
      const job = conn.job;
      conn.job = null;
      conn.response = null;
      if (parsed.close) conn.socket.destroy();
      // An answer no request asked for (a server's timeout notice) leaves an idle socket idle.
      else if (job) free(conn);
      job?.resolve({ status: parsed.status, headers: parsed.headers, text: parsed.text, ms: performance.now() - job.started });
      if (conn.size === 0 || parsed.close) return;
    }
  }

  call.close = () => {
    closed = true;
    for (const conn of all) conn.socket.destroy();
  };
  return call;
}

/** One whole response from the front of `buffer`, or null while it is incomplete. */
function parse(conn, buffer) {
  let r = conn.response;
  if (!r) {
    const end = buffer.indexOf(HEAD_END);
    if (end < 0) return null;
    const lines = buffer.toString('latin1', 0, end).split('\r\n');
    const headers = {};
    for (let i = 1; i < lines.length; i++) {
      const colon = lines[i].indexOf(':');
      const name = lines[i].slice(0, colon).toLowerCase();
      const value = lines[i].slice(colon + 1).trim();
      if (name === 'set-cookie') (headers[name] ??= []).push(value);
      else headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    const status = Number(lines[0].slice(9, 12));
    const chunked = /\bchunked\b/i.test(headers['transfer-encoding'] ?? '');
    const length = chunked ? null : status === 204 || status === 304 ? 0 : Number(headers['content-length'] ?? 0);
    r = conn.response = { status, headers, bodyAt: end + 4, length, chunked, close: /\bclose\b/i.test(headers.connection ?? '') };
  }
  if (!r.chunked) {
    if (buffer.length < r.bodyAt + r.length) return null;
    return { ...r, text: buffer.toString('utf8', r.bodyAt, r.bodyAt + r.length), used: r.bodyAt + r.length };
  }
  // Chunked: size line, data, CRLF, until the zero-size chunk and the empty line after it.
  const parts = [];
  let at = r.bodyAt;
  for (;;) {
    const lineEnd = buffer.indexOf(CRLF, at);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (size === 0) {
      const end = buffer.indexOf(HEAD_END, lineEnd);
      if (end < 0) return null;
      return { ...r, text: Buffer.concat(parts).toString('utf8'), used: end + 4 };
    }
    if (buffer.length < lineEnd + 2 + size + 2) return null;
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
