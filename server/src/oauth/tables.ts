import type { ColumnType, Kysely } from 'kysely';
import type { DB } from '../db/schema';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** Tables of migration 005, typed here beside the code that owns them. */
export type SocialTables = {
  social_identities: {
    provider: string;
    subject: string;
    account_id: number;
    email: string | null;
    display_name: string | null;
    created_at: CreatedAt;
    last_login_at: Timestamp;
  };
  oauth_flows: {
    state_hash: string;
    provider: string;
    type_auth: 'login' | 'registration';
    redirect_url: string;
    code_verifier: string;
    locale: 'uz' | 'ru';
    created_at: CreatedAt;
    expires_at: Timestamp;
    consumed_at: Timestamp | null;
  };
  oauth_dev_grants: {
    code_hash: string;
    redirect_uri: string;
    code_challenge: string;
    profile: Json<ExternalProfile>;
    created_at: CreatedAt;
    expires_at: Timestamp;
    consumed_at: Timestamp | null;
  };
  offer_activations: {
    account_id: number;
    offer_id: number;
    promo_code: string;
    activated_at: CreatedAt;
  };
};

export type SocialDB = DB & SocialTables;

/** What a provider tells about the person who signed in. */
export interface ExternalProfile {
  /** The provider's stable id of the person. */
  subject: string;
  /** A verified e-mail address, when the provider gives one. */
  email: string | null;
  name: string | null;
}

export const withSocialTables = (db: Kysely<DB>): Kysely<SocialDB> => db.withTables<SocialTables>();
