/**
 * Questions on the terminal. A secret is read without echo (the terminal in raw mode); without a
 * terminal it is the first line of stdin, with no prompt, for scripts (`printf '%s\n' "$PW" | …`).
 */
import { createInterface } from 'node:readline/promises';
import { CliError } from './kit';

/** One line typed at the terminal, after `question` on stderr. */
export async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: Boolean(process.stdin.isTTY) });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

/** The first line of a piped stdin. */
function firstLine(input: NodeJS.ReadStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const done = () => {
      input.off('data', onData);
      input.pause();
      resolve(text.split(/\r?\n/)[0] ?? '');
    };
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes('\n')) done();
    };
    input.on('data', onData);
    input.once('end', done);
    input.once('error', reject);
  });
}

/** A secret: typed without echo at a terminal (`question` on stderr), else the first line of stdin. */
export async function askSecret(question: string, input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stderr): Promise<string> {
  if (!input.isTTY) return firstLine(input);
  output.write(question);
  return new Promise((resolve, reject) => {
    let secret = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolve(secret);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish();
        if (ch === '\u0003') return finish(new CliError('cancelled', 'cancelled'));
        if (ch === '\u007f' || ch === '\b') secret = secret.slice(0, -1);
        else if (ch >= ' ') secret += ch;
      }
    };
    input.on('data', onData);
  });
}
