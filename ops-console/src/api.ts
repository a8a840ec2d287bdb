/**
 * The console's calls: the same ops routes as the CLI, with the session cookie (SameSite=Strict,
 * sent by the browser) and the session's CSRF token on every change.
 */
import { AUDIT_AREAS, OPERATOR_ROLES as ROLES, type AuditArea, type OperatorRole as Role } from '@casino/contract/ops';

export { ROLES, type Role };

export interface Operator {
  id: number;
  login: string;
  roles: Role[];
}

export class OpsError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

let csrf = '';
export const setCsrf = (token: string): void => {
  csrf = token;
};

export async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(method === 'GET' ? {} : { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf }) },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
  const json = (await response.json().catch(() => ({}))) as { data?: T; error?: { type: string; message: string; fields?: Record<string, string> } };
  if (!response.ok || json.error) {
    throw new OpsError(response.status, json.error?.type ?? 'Error', json.error?.message ?? response.statusText, json.error?.fields);
  }
  return json.data as T;
}

/** Whether an operator's roles allow an area (the server checks again on every call). */
export const may = (operator: Operator | null, role: Role): boolean => !!operator && (operator.roles.includes('admin') || operator.roles.includes(role));

export interface ReleaseItem {
  remote: string;
  release: string;
  version: string;
  createdAt: string;
  createdBy: string;
  contract: number;
  shared: Record<string, string>;
  active: boolean;
  canaryPercent: number;
  served: number;
  failures: number;
}

export interface ReleaseEvent {
  id: number;
  remote: string;
  action: string;
  release: string | null;
  from_release: string | null;
  actor: string;
  detail: Record<string, unknown>;
  at: string;
}

export interface HealthPoint {
  release: string | null;
  hour: string;
  failures: number;
}

export interface LoadPoint {
  release: string;
  hour: string;
  loads: number;
}

type Metrics<T> = { lcp: T; inp: T; cls: T };

/** A release's page timings over the window: samples and p75 per metric, and errors reported. */
export interface ReleaseVitals {
  release: string;
  samples: Metrics<number>;
  p75: Metrics<number | null>;
  errors: number;
}

export interface CanaryTimings {
  canaryRelease: string;
  liveRelease: string | null;
  since: string;
  canary: { samples: number; p75: number | null };
  live: { samples: number; p75: number | null };
  verdict: 'slow' | 'fine' | 'too-few-samples';
  /** Loads of the canary served since it started, and failures reported from them. */
  served?: number;
  failures?: number;
  /** The operator's verdict and the rule that decided it (server releases/verdict.ts). */
  judgement?: { state: 'healthy' | 'not-enough-data' | 'failing' | 'slow'; rule: string };
}

/** `GET /ops/release-health`: one remote's health over the last hours. */
export interface RemoteHealth {
  items: HealthPoint[];
  loads?: LoadPoint[];
  vitals?: ReleaseVitals[];
  canary?: CanaryTimings | null;
  slowPolicy?: { minSamples: number; ratio: number; marginMs: number; rollback: boolean };
}

export interface PayoutItem {
  id: number;
  player: { id: number; login: string };
  amount: { amount: number; currency: string };
  method: string;
  destination: string;
  verification: string;
  withdrawal_status: string;
  age_seconds: number;
  created_at: string;
  reason: string | null;
  /** The context of the decision (server money/payouts.ts `PayoutItem`). */
  verification_at_request?: string | null;
  details?: { used_for_deposit: boolean; used_before: boolean };
  summary?: { deposits: Money; withdrawals: Money; bonuses: Money; net: Money; earlier_withdrawals: number };
  warnings?: string[];
  approval?: { second_needed: boolean; first_approved_by: string | null; first_approved_at: string | null };
  decided_by?: string | null;
  decided_at?: string | null;
}

interface Money {
  amount: number;
  currency: string;
}

export interface KycItem {
  uid: number;
  login: string;
  status: string;
  reasons: string[];
  submitted_at: string | null;
  reviewed_by: string | null;
  documents: Array<{ id: number; type: string; mime: string; name: string | null; size: number }>;
}

/** `GET /ops/cashback/runs`: a run with the players whose record could not be written. */
export interface CashbackRun {
  id: number;
  scheme: string;
  first_day: string;
  last_day: string;
  status: 'running' | 'done' | 'failed';
  started_by: string;
  records: number;
  error: string | null;
  errors: Array<{ account_id: number; currency: string; error: string }>;
}

/** `GET /ops/cashback/run-requests`: a run of the current period waiting for a second operator. */
export interface CashbackRunRequest {
  id: number;
  scheme: string | null;
  periods: string[];
  requested_by: string;
  status: 'pending' | 'confirmed' | 'expired';
  confirmed_by: string | null;
}

/** `GET /ops/operators`: an operator account as admins see it (times ISO, UTC). */
export interface OperatorRecord {
  login: string;
  roles: Role[];
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

/** A TOTP enrolment: shown once, when an operator is created or their TOTP is reset. */
export interface TotpEnrolment {
  secret: string;
  uri: string;
}

/** `GET /ops/operators/:login/tokens`: never the token itself. */
export interface TokenRecord {
  id: number;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export { AUDIT_AREAS, type AuditArea };

/** `GET /ops/audit`: one operator action. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  area: AuditArea;
  action: string;
  subject: string | null;
  details: Record<string, unknown>;
}
