/**
 * The ops commands' way to the ops API (`pnpm release…`, `pnpm payouts…`): the server at OPS_URL,
 * else the server running on this DATA_DIR, else none (the command opens the database itself:
 * the embedded database has exactly one opener).
 */
import { userInfo } from 'node:os';
import type { Config } from '../config';
import { opsTarget } from '../domains/releases';
import { resolveOpsToken } from './token';

/** Who a command's changes are recorded for: OPS_ACTOR, else `<user>@cli`. */
export const cliActor = (): string => process.env.OPS_ACTOR ?? `${userInfo().username}@cli`;

export type OpsCall = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Calls of the ops API with the bearer token and the actor; an error envelope becomes an Error naming its type. */
export function opsClient(baseUrl: string, token: string, actor = cliActor()): OpsCall {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'X-Ops-Actor': actor, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await res.json().catch(() => ({}))) as { data?: T; error?: { type: string; message: string; fields?: unknown } };
    if (!res.ok || json.error) throw new Error(`${json.error?.type ?? res.status}: ${json.error?.message ?? res.statusText}${json.error?.fields ? ` ${JSON.stringify(json.error.fields)}` : ''}`);
    return json.data as T;
  };
}

/** The running server to talk to (with its URL), or `null` when the command should open the database. */
export async function runningServer(config: Config): Promise<{ call: OpsCall; via: string } | null> {
  const answers = (url: string) => fetch(`${url}/healthz`).then((r) => r.ok, () => false);
  const opsUrl = process.env.OPS_URL;
  if (opsUrl) {
    if (!(await answers(opsUrl))) throw new Error(`The server at OPS_URL=${opsUrl} does not answer`);
    return { call: opsClient(opsUrl, resolveOpsToken(config.opsToken, config.dataDir)), via: opsUrl };
  }
  const target = await opsTarget(config.dataDir, { answers });
  if (target.kind === 'server') return { call: opsClient(target.url, resolveOpsToken(config.opsToken, config.dataDir)), via: target.url };
  return null;
}
