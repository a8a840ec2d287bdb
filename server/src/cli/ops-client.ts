/**
 * The one way the ops commands reach a running server: its ops API with the bearer token
 * (OPS_TOKEN, or the token the server keeps in DATA_DIR/ops-token) and the actor's name.
 *
 * Which server: OPS_URL when set, else the server whose note (DATA_DIR/server.json) says it runs
 * on this data directory; none when no server lives there, and the command opens the database
 * itself (the embedded database has exactly one opener: never beside a server).
 */
import { userInfo } from 'node:os';
import type { Config } from '../config';
import { opsTarget } from '../domains/releases';
import { resolveOpsToken } from '../ops/token';
import { CliError } from './kit';

/** Who a command's changes are recorded for: OPS_ACTOR, else `<user>@cli`. */
export const cliActor = (): string => process.env.OPS_ACTOR ?? `${userInfo().username}@cli`;

/** An answer of the ops API that is not a success: its HTTP status, its error code, its message. */
export class OpsApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: unknown,
  ) {
    super(message);
    this.name = 'OpsApiError';
  }
}

export type OpsCall = <T>(method: string, path: string, body?: unknown) => Promise<T>;

export interface OpsClient {
  call: OpsCall;
  /** A call whose answer is not JSON (a document's bytes). */
  bytes(path: string): Promise<Uint8Array>;
  /** Where the calls go, for the command's last line. */
  via: string;
}

type ErrorBody = {
  data?: unknown;
  error?: string | { type?: string; message?: string; fields?: unknown; issues?: unknown };
  message?: string;
  issues?: unknown;
};

/** An error answer, whichever shape it has: the ops envelope `{ error: { type, message, fields } }`, or `{ error: 'code' }`. */
export function errorOfAnswer(status: number, statusText: string, json: ErrorBody): OpsApiError {
  const e = json.error;
  if (e && typeof e === 'object') return new OpsApiError(status, e.type ?? String(status), e.message ?? statusText, e.fields ?? e.issues);
  if (typeof e === 'string') return new OpsApiError(status, e, json.message ?? statusText, json.issues);
  return new OpsApiError(status, `http_${status}`, statusText || 'request failed');
}

/** Calls of the ops API with the bearer token and the actor; an error answer becomes an OpsApiError. */
export function opsClient(baseUrl: string, token: string, actor = cliActor()): OpsClient {
  const headers = { Authorization: `Bearer ${token}`, 'X-Ops-Actor': actor };
  const reach = async (path: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetch(`${baseUrl}${path}`, init);
    } catch (error) {
      throw new CliError(`the server at ${baseUrl} does not answer (${(error as Error).message})`, 'server_unreachable');
    }
  };
  return {
    via: baseUrl,
    call: async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const res = await reach(path, {
        method,
        headers: { ...headers, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await res.json().catch(() => ({}))) as ErrorBody;
      if (!res.ok || json.error) throw errorOfAnswer(res.status, res.statusText, json);
      return json.data as T;
    },
    bytes: async (path) => {
      const res = await reach(path, { headers });
      if (!res.ok) throw errorOfAnswer(res.status, res.statusText, (await res.json().catch(() => ({}))) as ErrorBody);
      return new Uint8Array(await res.arrayBuffer());
    },
  };
}

/** The running server to talk to, or `null` when the command should open the database (no server lives on DATA_DIR). */
export async function runningServer(config: Config): Promise<OpsClient | null> {
  const answers = (url: string) =>
    fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  const opsUrl = process.env.OPS_URL;
  if (opsUrl) {
    if (!(await answers(opsUrl))) throw new CliError(`the server at OPS_URL=${opsUrl} does not answer`, 'server_unreachable');
    return opsClient(opsUrl, resolveOpsToken(config.opsToken, config.dataDir));
  }
  const target = await opsTarget(config.dataDir, { answers });
  if (target.kind === 'server') return opsClient(target.url, resolveOpsToken(config.opsToken, config.dataDir));
  return null;
}
