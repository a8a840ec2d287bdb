/** A password typed at a terminal is never echoed; piped, it is the first line, with no prompt. */
import { PassThrough } from 'node:stream';
import { askSecret } from './prompt';

function fakeTerminal() {
  const input = new PassThrough() as PassThrough & { isTTY: boolean; setRawMode: (on: boolean) => void; raw: boolean[] };
  input.isTTY = true;
  input.raw = [];
  input.setRawMode = (on: boolean) => void input.raw.push(on);
  let shown = '';
  const output = { write: (t: string) => ((shown += t), true) };
  return { input, output, shown: () => shown };
}

it('reads a secret at a terminal in raw mode, without echo, with backspace', async () => {
  const t = fakeTerminal();
  const answer = askSecret('Password: ', t.input as never, t.output as never);
  t.input.write('hunter22x\u007f2\r');
  await expect(answer).resolves.toBe('hunter222');
  expect(t.shown()).toBe('Password: \n');
  expect(t.input.raw).toEqual([true, false]);
});

it('reads the first line of a pipe, with no prompt', async () => {
  const input = new PassThrough() as PassThrough & { isTTY?: boolean };
  const output = { write: jest.fn() };
  const answer = askSecret('Password: ', input as never, output as never);
  input.end('from-a-script\nnext line\n');
  await expect(answer).resolves.toBe('from-a-script');
  expect(output.write).not.toHaveBeenCalled();
});
