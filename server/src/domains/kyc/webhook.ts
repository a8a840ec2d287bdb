/**
 * The merchant's webhook endpoint of the configured identity provider (`POST /kyc/webhook/<name>`):
 * the raw body is checked against its signature and timestamp before anything is read from it;
 * the decision is then applied once. Answers: 200 (applied, or a replay / an older event ignored),
 * 401 (signature missing, stale or forged: the provider may send it again), 400 (malformed),
 * 404 (no such applicant here).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { IdentityProvider } from './identity-provider';
import { applyEvent, type EventOutcome } from './service';

export interface WebhookAnswer {
  status: number;
  body: { status: EventOutcome } | { error: string };
}

export async function handleWebhook(
  db: Kysely<DB>,
  provider: IdentityProvider,
  raw: string,
  headers: Record<string, string | undefined>,
): Promise<WebhookAnswer> {
  const check = await provider.verifyWebhook(raw, headers);
  if (!check.ok)
    return check.reason === 'malformed' ? { status: 400, body: { error: 'malformed event' } } : { status: 401, body: { error: `signature ${check.reason}` } };
  const outcome = await applyEvent(db, provider.name, check.event);
  if (outcome === 'unknown') return { status: 404, body: { error: 'unknown applicant' } };
  return { status: 200, body: { status: outcome } };
}
