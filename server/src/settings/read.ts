/**
 * Reads the environment through the settings schema once per environment object. A bad value
 * refuses the start with every bad setting named, its value (secrets masked) and what it takes:
 * `PORT=abc: expected a whole number from 0 to 65535`.
 */
import { settingDocs, settingsSchema, type Settings } from './schema';

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.length === 1 ? problems[0] : ['Bad settings:', ...problems.map((p) => `  ${p}`)].join('\n'));
    this.name = 'SettingsError';
  }
}

type Env = Record<string, string | undefined>;

const read = new WeakMap<Env, Settings>();

/** The settings of this environment; throws SettingsError naming each bad one. */
export function readSettings(env: Env = process.env): Settings {
  const known = read.get(env);
  if (known) return known;
  const result = settingsSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      const doc = settingDocs.get(settingsSchema.shape[name as keyof Settings]);
      const value = doc?.secret ? '***' : env[name];
      return `${name}=${value}: expected ${issue.message}`;
    });
    throw new SettingsError(problems);
  }
  read.set(env, result.data);
  return result.data;
}

export { settingsSchema, settingDocs, type Settings, type SettingName, type SettingDoc } from './schema';
