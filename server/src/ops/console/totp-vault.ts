/**
 * Operator TOTP secrets at rest: AES-256-GCM under `OPS_SECRET_KEY`, so a copy of the database
 * (a backup, a replica, a leaked dump) does not give away the second factor of every operator.
 *
 * A stored value is `v1.<key id>.<base64url(iv ‖ tag ‖ ciphertext)>`: the version names the
 * format, the key id (the first 8 hex digits of the key's SHA-256) names the key it was sealed
 * under, so keys can be rotated: `OPS_SECRET_KEY_PREVIOUS` keys still open old values and the
 * start re-seals them under the current key (`resealTotpSecrets`). The operator's login is the
 * additional authenticated data: a value copied onto another operator's row does not open.
 * A value without the prefix is a clear secret of before this format; the start seals those too.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const OPS_SECRET_KEY_BYTES = 32;

/**
 * The key of the demo and of tests when `OPS_SECRET_KEY` is not set: public, so it protects
 * nothing; a production start refuses it (security/safe-defaults.ts).
 */
export const DEMO_OPS_SECRET_KEY = createHash('sha256').update('casino demo ops secret key (public: demo and tests only)').digest();

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** Raised when a stored secret cannot be opened: tampered with, of another operator, or under an unknown key. */
export class SealedSecretError extends Error {}

export class TotpVault {
  private readonly keys = new Map<string, Buffer>();
  private readonly currentId: string;

  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    for (const key of [current, ...previous]) {
      if (key.length !== OPS_SECRET_KEY_BYTES) throw new Error(`An ops secret key is ${OPS_SECRET_KEY_BYTES} bytes`);
    }
    this.currentId = keyId(current);
    this.keys.set(this.currentId, current);
    for (const key of previous) if (!this.keys.has(keyId(key))) this.keys.set(keyId(key), key);
  }

  /** Whether a stored value is in the sealed format (of any key), as opposed to a clear legacy secret. */
  static isSealed(stored: string): boolean {
    return stored.startsWith(`${VERSION}.`);
  }

  /** Whether a stored value should be sealed again: clear, or sealed under a previous key. */
  needsReseal(stored: string): boolean {
    return !stored.startsWith(`${VERSION}.${this.currentId}.`);
  }

  seal(secret: string, login: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentId)!, iv);
    cipher.setAAD(Buffer.from(login, 'utf8'));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${VERSION}.${this.currentId}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The secret of a sealed value; throws `SealedSecretError` for anything else (a clear value included). */
  open(stored: string, login: string): string {
    const [version, id, payload, ...rest] = stored.split('.');
    if (version !== VERSION || !id || payload === undefined || rest.length) throw new SealedSecretError('Not a sealed TOTP secret');
    const key = this.keys.get(id);
    if (!key) throw new SealedSecretError(`TOTP secret sealed under an unknown key ${id} (is OPS_SECRET_KEY_PREVIOUS missing it?)`);
    const raw = Buffer.from(payload, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) throw new SealedSecretError('Sealed TOTP secret too short');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(login, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SealedSecretError('Sealed TOTP secret does not open (tampered with, or of another operator)');
    }
  }
}

/** The vault of a configuration (`config.opsSecrets`). */
export const totpVaultOf = (config: { opsSecrets: { key: Buffer; previous: readonly Buffer[] } }): TotpVault =>
  new TotpVault(config.opsSecrets.key, config.opsSecrets.previous);

/**
 * Seals clear legacy secrets and re-seals those under a previous key, once per start of each
 * instance (idempotent: a row changed meanwhile by another instance is left alone). Answers how
 * many rows it sealed, and the logins whose value no key opens (they cannot sign in until their
 * TOTP is reset or the missing key is given in `OPS_SECRET_KEY_PREVIOUS`).
 */
export async function resealTotpSecrets(db: Kysely<DB>, vault: TotpVault): Promise<{ sealed: number; unreadable: string[] }> {
  const rows = await db.selectFrom('operators').select(['id', 'login', 'totp_secret']).execute();
  let sealed = 0;
  const unreadable: string[] = [];
  for (const row of rows) {
    if (!vault.needsReseal(row.totp_secret)) continue;
    let secret = row.totp_secret;
    if (TotpVault.isSealed(row.totp_secret)) {
      try {
        secret = vault.open(row.totp_secret, row.login);
      } catch {
        unreadable.push(row.login);
        continue;
      }
    }
    const r = await db
      .updateTable('operators')
      .set({ totp_secret: vault.seal(secret, row.login) })
      .where('id', '=', row.id)
      .where('totp_secret', '=', row.totp_secret)
      .executeTakeFirst();
    sealed += Number(r.numUpdatedRows);
  }
  return { sealed, unreadable };
}
