/**
 * The kit every ops command is made of: strict parsing, help on every command, one-line errors.
 */
import { CASHBACK_PROGRAM } from '../domains/cashback/cli';
import { MIGRATE_PROGRAM } from '../db/cli';
import { KYC_PROGRAM } from '../domains/kyc/cli';
import { MAINTENANCE_PROGRAM } from '../maintenance/cli';
import { OPS_USER_PROGRAM } from '../ops/console/cli';
import { PAYOUTS_PROGRAM } from '../domains/payouts/cli';
import { RELEASE_PROGRAM } from '../domains/releases/cli';
import { SEED_PROGRAM } from '../seed/cli';
import { CliError, errorLine, parseCommand, runProgram, table, type Program } from './kit';

const PROGRAMS: Program[] = [
  RELEASE_PROGRAM,
  PAYOUTS_PROGRAM,
  CASHBACK_PROGRAM,
  KYC_PROGRAM,
  MAINTENANCE_PROGRAM,
  OPS_USER_PROGRAM,
  MIGRATE_PROGRAM,
  SEED_PROGRAM,
];

async function run(program: Program, argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runProgram(program, argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
  return { code, stdout, stderr };
}

describe('--help', () => {
  const commands = PROGRAMS.flatMap((p) => Object.keys(p.commands).map((name) => [p.name, name, p] as const));
  it.each(commands)('%s %s says what it does, its options and examples', async (_program, name, program) => {
    const r = await run(program, [name, '--help']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Usage: /);
    expect(r.stdout).toContain(program.commands[name]!.summary);
    expect(r.stdout).toMatch(/Options:[\s\S]*--json[\s\S]*--help[\s\S]*Examples:/);
  });

  it.each(PROGRAMS.filter((p) => !p.scripted).map((p) => [p.name, p] as const))('%s --help lists its commands', async (_name, program) => {
    const r = await run(program, ['--help']);
    expect(r.code).toBe(0);
    for (const name of Object.keys(program.commands)) expect(r.stdout).toContain(`  ${name}`);
  });
});

describe('strict parsing', () => {
  const spec = { summary: 's', positionals: [{ name: 'login', description: 'd' }], options: { roles: { type: 'string' as const, description: 'r' } } };

  it('reads flags before or after the arguments, and --x=value', () => {
    expect(parseCommand(spec, ['--roles', 'admin', 'alice']).positionals).toEqual(['alice']);
    expect(parseCommand(spec, ['alice', '--roles=admin']).string('roles')).toBe('admin');
  });

  it('refuses unknown flags, missing and extra arguments, a flag without its value', () => {
    expect(() => parseCommand(spec, ['alice', '--rolez', 'x'])).toThrow('unknown option --rolez');
    expect(() => parseCommand(spec, ['--roles', 'admin'])).toThrow('missing <login>');
    expect(() => parseCommand(spec, ['alice', 'bob'])).toThrow('unexpected argument bob');
    expect(() => parseCommand(spec, ['alice', '--roles'])).toThrow('option --roles needs a value');
  });

  it('answers a usage error with exit 2, the message and the usage, and runs nothing', async () => {
    let ran = false;
    const program: Program = { name: 'pnpm x', summary: 's', commands: { go: { ...spec, run: async () => void (ran = true) } } };
    const r = await run(program, ['go', 'alice', '--rolez']);
    expect({ code: r.code, stdout: r.stdout, ran }).toEqual({ code: 2, stdout: '', ran: false });
    expect(r.stderr).toMatch(/^error: unknown option --rolez \(usage\)\n\nUsage: pnpm x go <login> \[options\]/);
    expect((await run(program, ['gone'])).stderr).toMatch(/^error: unknown command gone \(usage\)/);
  });
});

describe('errors and output', () => {
  it('prints an error as one line with its code, or JSON with --json', async () => {
    const program: Program = {
      name: 'pnpm x',
      summary: 's',
      commands: {
        go: {
          summary: 's',
          run: async () => {
            throw Object.assign(new Error('Invalid parameters'), { type: 'InvalidParameter', fields: { percent: 'out of range' } });
          },
        },
      },
    };
    const human = await run(program, ['go']);
    expect(human).toEqual({ code: 1, stdout: '', stderr: 'error: Invalid parameters: percent: out of range (InvalidParameter)\n' });
    const json = await run(program, ['go', '--json']);
    expect({ code: json.code, stderr: json.stderr }).toEqual({ code: 1, stderr: '' });
    expect(JSON.parse(json.stdout)).toEqual({ error: { code: 'InvalidParameter', message: 'Invalid parameters: percent: out of range' } });
    expect(errorLine(new CliError('no operator x\nmore', 'unknown_operator'))).toBe('error: no operator x more (unknown_operator)');
  });

  it('keeps stdout for the JSON alone under --json', async () => {
    const program: Program = {
      name: 'pnpm x',
      summary: 's',
      commands: {
        go: {
          summary: 's',
          run: async (_args, io) => {
            io.say('working…');
            io.result({ ok: true }, () => io.say('ok'));
            return { via: 'database' };
          },
        },
      },
    };
    const json = await run(program, ['go', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ ok: true });
    expect(json.stderr).toBe('working…\n');
    const human = await run(program, ['go']);
    expect(human.stdout).toBe('working…\nok\n');
    expect(human.stderr).toMatch(/^done in \d+\.\d s \(start-up included\) via database\n$/);
  });

  it('lays out tables under their headers', () => {
    expect(
      table(
        ['A', 'LONGER'],
        [
          ['xyz', '1'],
          ['q', '22'],
        ],
      ),
    ).toBe('A    LONGER\nxyz  1\nq    22');
  });
});
