/**
 * The ops commands' kit (docs/operations/*.md): one strict argument parser (`node:util` parseArgs),
 * `--help` on every command, `--json` for scripts, and one way of failing.
 *
 * - A usage error (unknown flag, a missing or extra argument, a bad value) prints its message and
 *   the command's usage on stderr and exits 2, before anything is opened.
 * - Any other error prints one line, `error: <what> (<code>)`, and exits 1.
 * - With `--json`, stdout holds one JSON document (the result, or `{ "error": … }`) and nothing
 *   else; human lines and progress go to stderr.
 */
import { parseArgs } from 'node:util';

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  /** The value's name in the help: `percent` shows `--canary <percent>`. */
  value?: string;
  description: string;
}

export interface PositionalSpec {
  name: string;
  optional?: boolean;
  /** Takes every remaining argument. */
  variadic?: boolean;
  description: string;
}

export interface CommandSpec {
  /** The arguments' line when the default one (from `positionals`) says it badly: `<remote> <release> <percent> | <remote> --stop`. */
  synopsis?: string;
  /** What it does, one line. */
  summary: string;
  /** More lines of explanation, shown by --help. */
  details?: string[];
  positionals?: PositionalSpec[];
  options?: Record<string, OptionSpec>;
  examples?: string[];
}

export interface Command extends CommandSpec {
  run(args: Args, io: Io): Promise<void | { via?: string }>;
}

export interface Program {
  /** How an operator calls it: `pnpm kyc`. */
  name: string;
  summary: string;
  commands: Record<string, Command>;
  /** The command run when none is named (`pnpm payouts` lists). */
  defaultCommand?: string;
  /** The program is one command named by the package script (`pnpm release` runs `cli.ts release`): its help names no subcommand list. */
  scripted?: boolean;
}

/** A refusal of the command line itself: exit 2 with the usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A failure with a code an operator (or a script) can look for. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export interface Args {
  positionals: string[];
  string(name: string): string | undefined;
  strings(name: string): string[];
  flag(name: string): boolean;
  /** Whether the option was given at all. */
  has(name: string): boolean;
}

export interface Io {
  json: boolean;
  /** A line for the operator: stdout, or stderr under --json (stdout then holds the JSON alone). */
  say(text: string): void;
  /** The command's result: JSON on stdout under --json, else `human()` prints it. */
  result(value: unknown, human: () => void): void;
  /** Asks a question on the terminal (never under --json or without a terminal: callers check `interactive`). */
  interactive: boolean;
}

const COMMON: Record<string, OptionSpec> = {
  json: { type: 'boolean', description: 'machine output: one JSON document on stdout, nothing else' },
  help: { type: 'boolean', short: 'h', description: 'this help' },
};

const optionsOf = (spec: CommandSpec): Record<string, OptionSpec> => ({ ...spec.options, ...COMMON });

const commandName = (program: Program, name: string) => (program.scripted ? `pnpm ${name}` : `${program.name} ${name}`);

function synopsis(program: Program, name: string, spec: CommandSpec): string {
  if (spec.synopsis) return `${commandName(program, name)} ${spec.synopsis}`;
  const args = (spec.positionals ?? []).map((p) => {
    const text = `<${p.name}>${p.variadic ? '…' : ''}`;
    return p.optional ? `[${text}]` : text;
  });
  return [commandName(program, name), ...args, Object.keys(spec.options ?? {}).length ? '[options]' : ''].filter(Boolean).join(' ');
}

function optionLines(spec: CommandSpec): string[] {
  const rows = Object.entries(optionsOf(spec)).map(([name, o]) => [
    `${o.short ? `-${o.short}, ` : ''}--${name}${o.type === 'string' ? ` <${o.value ?? 'value'}>` : ''}`,
    `${o.description}${o.multiple ? ' (may repeat)' : ''}`,
  ]);
  const width = Math.max(...rows.map(([left]) => left!.length));
  return rows.map(([left, right]) => `  ${left!.padEnd(width)}  ${right}`);
}

/** The command's help: what it does, its arguments, its options, examples (`brief`: the usage alone, after a usage error). */
export function helpText(program: Program, name: string, spec: CommandSpec, brief = false): string {
  const lines = [`Usage: ${synopsis(program, name, spec)}`];
  if (!brief) lines.push('', spec.summary);
  if (!brief && spec.details?.length) lines.push('', ...spec.details);
  if (spec.positionals?.length) {
    const width = Math.max(...spec.positionals.map((p) => p.name.length + 2));
    lines.push('', 'Arguments:', ...spec.positionals.map((p) => `  ${`<${p.name}>`.padEnd(width)}  ${p.description}${p.optional ? ' (optional)' : ''}`));
  }
  lines.push('', 'Options:', ...optionLines(spec));
  if (!brief && spec.examples?.length) lines.push('', 'Examples:', ...spec.examples.map((e) => `  ${e}`));
  if (brief) lines.push('', `${commandName(program, name)} --help tells more, with examples.`);
  return `${lines.join('\n')}\n`;
}

/** The program's help: its commands. */
export function programHelp(program: Program): string {
  const names = Object.keys(program.commands);
  const width = Math.max(...names.map((n) => n.length));
  const lines = [
    `Usage: ${program.name} <command> [arguments] [options]`,
    '',
    program.summary,
    '',
    'Commands:',
    ...names.map((n) => `  ${n.padEnd(width)}  ${program.commands[n]!.summary}${program.defaultCommand === n ? ' (the default)' : ''}`),
    '',
    `Run ${program.name} <command> --help for a command's arguments, options and examples.`,
  ];
  return `${lines.join('\n')}\n`;
}

/** Node's parse errors in a few words: `unknown option --activte`. */
function usageMessage(error: unknown): string {
  const e = error as { code?: string; message?: string };
  const quoted = /'([^']+)'/.exec(e.message ?? '')?.[1];
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${quoted ?? ''}`.trim();
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const option = /--[\w-]+/.exec(e.message ?? '')?.[0];
    return /argument missing/.test(e.message ?? '') ? `option ${option} needs a value` : `option ${option ?? quoted} takes no value`;
  }
  return (e.message ?? String(error)).split('. ')[0]!;
}

/** Parses a command's arguments strictly: unknown options, missing and extra arguments are usage errors. */
export function parseCommand(spec: CommandSpec, argv: readonly string[]): Args & { help: boolean; json: boolean } {
  const options = optionsOf(spec);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: Object.fromEntries(
        Object.entries(options).map(([name, o]) => [name, { type: o.type, ...(o.short ? { short: o.short } : {}), ...(o.multiple ? { multiple: true } : {}) }]),
      ),
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError(usageMessage(error));
  }
  const values = parsed.values as Record<string, string | boolean | Array<string | boolean> | undefined>;
  const help = values.help === true;
  const positionals = parsed.positionals;
  if (!help) {
    const specs = spec.positionals ?? [];
    const required = specs.filter((p) => !p.optional).length;
    const variadic = specs.some((p) => p.variadic);
    if (positionals.length < required) throw new UsageError(`missing <${specs[positionals.length]!.name}>`);
    if (!variadic && positionals.length > specs.length) throw new UsageError(`unexpected argument ${positionals[specs.length]}`);
  }
  return {
    help,
    json: values.json === true,
    positionals,
    string: (name) => {
      const v = values[name];
      return typeof v === 'string' ? v : Array.isArray(v) ? (v.at(-1) as string | undefined) : undefined;
    },
    strings: (name) => {
      const v = values[name];
      return Array.isArray(v) ? (v as string[]) : typeof v === 'string' ? [v] : [];
    },
    flag: (name) => values[name] === true,
    has: (name) => values[name] !== undefined,
  };
}

const fieldsText = (fields: unknown): string =>
  fields && typeof fields === 'object'
    ? Object.entries(fields as Record<string, unknown>)
        .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join('; ')
    : '';

/** An error's code for the one-line message: its own code, an API error's type, else `failed`. */
export function errorCode(error: unknown): string {
  const e = error as { code?: unknown; type?: unknown };
  if (typeof e?.code === 'string' && e.code) return e.code;
  if (typeof e?.type === 'string' && e.type) return e.type;
  return 'failed';
}

export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const fields = fieldsText((error as { fields?: unknown } | null)?.fields);
  return fields && !message.includes(fields) ? `${message}: ${fields}` : message;
}

/** `error: <what> (<code>)`: one line, whatever failed. */
export const errorLine = (error: unknown): string => `error: ${errorMessage(error).replace(/\s*\n\s*/g, ' ')} (${errorCode(error)})`;

/** The whole command's time, start-up included (the process's own clock). */
export const elapsed = (): string => `${process.uptime().toFixed(1)} s`;

/** Seconds of a step, for progress lines. */
export const secondsSince = (startedMs: number): string => `${((Date.now() - startedMs) / 1000).toFixed(1)} s`;

export interface RunOptions {
  stdout?: (text: string) => void;
  stderr?: (text: string) => void;
  /** Whether a person sits at a terminal (prompts allowed). */
  interactive?: boolean;
}

/**
 * Runs the program on `argv`; answers the exit code (0 done, 1 failed, 2 usage error). Nothing is
 * opened before the arguments are accepted: each command opens what it needs in `run`.
 */
export async function runProgram(program: Program, argv: readonly string[], options: RunOptions = {}): Promise<number> {
  const out = options.stdout ?? ((t: string) => process.stdout.write(t));
  const err = options.stderr ?? ((t: string) => process.stderr.write(t));
  // pnpm may pass a `--` of its own before the arguments.
  const words = argv.filter((a, i) => !(a === '--' && i === 0));
  const named = words[0] !== undefined && !words[0].startsWith('-') ? words[0] : undefined;
  const name = named ?? program.defaultCommand;
  if (!name) {
    if (words.includes('--help') || words.includes('-h')) {
      out(programHelp(program));
      return 0;
    }
    err(`error: name a command (usage)\n\n${programHelp(program)}`);
    return 2;
  }
  const command = program.commands[name];
  if (!command) {
    err(`error: unknown command ${name} (usage)\n\n${programHelp(program)}`);
    return 2;
  }
  const rest = named ? words.slice(1) : words;
  let args: ReturnType<typeof parseCommand>;
  try {
    args = parseCommand(command, rest);
  } catch (error) {
    // A request for help wins over a mistake next to it.
    if (rest.includes('--help') || rest.includes('-h')) {
      out(helpText(program, name, command));
      return 0;
    }
    err(`error: ${(error as Error).message} (usage)\n\n${helpText(program, name, command, true)}`);
    return 2;
  }
  if (args.help) {
    out(named || !program.defaultCommand ? helpText(program, name, command) : `${programHelp(program)}\n${helpText(program, name, command)}`);
    return 0;
  }
  const io: Io = {
    json: args.json,
    say: (text) => (args.json ? err(`${text}\n`) : out(`${text}\n`)),
    result: (value, human) => (args.json ? out(`${JSON.stringify(value, null, 2)}\n`) : human()),
    interactive: options.interactive ?? (Boolean(process.stdin.isTTY) && !args.json),
  };
  try {
    const done = await command.run(args, io);
    if (!args.json) err(`done in ${elapsed()} (start-up included)${done?.via ? ` via ${done.via}` : ''}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err(`error: ${error.message} (usage)\n\n${helpText(program, name, command, true)}`);
      return 2;
    }
    if (args.json) out(`${JSON.stringify({ error: { code: errorCode(error), message: errorMessage(error) } })}\n`);
    else err(`${errorLine(error)}\n`);
    return 1;
  }
}

/** The entry point of a CLI file: runs the program on the process's arguments and sets the exit code. */
export function main(program: Program): void {
  runProgram(program, process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${errorLine(error)}\n`);
      process.exitCode = 1;
    },
  );
}

/** Rows under their headers, each column as wide as its widest cell. */
export function table(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
}

/** A whole number in [min, max] from an argument, else a usage error naming it. */
export function wholeNumber(text: string | undefined, name: string, min: number, max: number): number {
  if (text === undefined || !/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`${name} is a whole number from ${min} to ${max}${text === undefined ? '' : `, not ${text}`}`);
  }
  return Number(text);
}

/** One of `choices`, else a usage error naming them. */
export function oneOf<T extends string>(text: string | undefined, name: string, choices: readonly T[]): T {
  if (text === undefined || !(choices as readonly string[]).includes(text)) {
    throw new UsageError(`${name} is one of ${choices.join(', ')}${text === undefined ? '' : `, not ${text}`}`);
  }
  return text as T;
}
