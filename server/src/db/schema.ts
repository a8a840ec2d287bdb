/** Row types of the tables created by `migrations/*.sql` (kept in step by the migration tests). */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { MaintenanceScope } from '@casino/contract/maintenance/index';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** jsonb: read as parsed values, written as JSON text (`json()` in db/sql.ts). */
type Json<T = unknown> = ColumnType<T, string, string>;
type JsonDefault<T = unknown> = ColumnType<T, string | undefined, string>;
export type Localised<T> = Partial<Record<'uz' | 'ru', T>>;

export type BalanceKind = 'main' | 'bonus' | 'betting_bonus' | 'fun';
export type CodePurpose = 'login' | 'two_factor' | 'confirm_email' | 'confirm_phone' | 'restore' | 'withdrawal';
export type GameType = 'casino' | 'slot' | 'live' | 'fast';

export interface AccountsTable {
  id: Generated<number>;
  login: string;
  password_hash: string;
  fakename: string | null;
  locale: Generated<'uz' | 'ru'>;
  currency: Generated<string>;
  country_code: string | null;
  is_subscribed: Generated<boolean>;
  is_verified: Generated<boolean>;
  is_on_verification: Generated<boolean>;
  is_kyc_block_enabled: Generated<boolean>;
  is_registration_completed: Generated<boolean>;
  two_factor_auth: Generated<boolean>;
  mark_betting: Generated<boolean>;
  promo_code: string | null;
  status: Generated<'active' | 'banned' | 'deleted'>;
  registered_ip: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ProfilesTable {
  account_id: number;
  first_name: string | null;
  last_name: string | null;
  sex: Generated<number>;
  birth_date: string | null;
  document_type: string | null;
  document_number: string | null;
  country: string | null;
  country_code: string | null;
  region: string | null;
  home_town: string | null;
  address: string | null;
  postcode: string | null;
  updated_at: Timestamp;
}

export interface ContactsTable {
  id: Generated<number>;
  account_id: number;
  kind: 'email' | 'phone';
  value: string;
  phone_country_code: string | null;
  is_confirmed: Generated<boolean>;
  is_subscribed: Generated<boolean>;
  confirmed_at: Date | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id_hash: string;
  account_id: number;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface OneTimeCodesTable {
  id: Generated<number>;
  account_id: number;
  purpose: CodePurpose;
  target: string;
  payload: JsonDefault<Record<string, unknown>>;
  code_hash: string;
  attempts: Generated<number>;
  created_at: CreatedAt;
  expires_at: Date | string;
  consumed_at: Date | string | null;
}

/** Withdrawal details a player confirmed with a code (migration 051): keyed tokens only. */
export interface WithdrawalDestinationsTable {
  account_id: number;
  token: string;
  trusted_at: CreatedAt;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  purpose: string;
  account_id: number | null;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Date | string | null;
  /** Set while a worker sends the message (migration 043). */
  claimed_until: Date | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date | string;
  count: number;
}

export interface PlatformSettingsTable {
  key: string;
  value: Json;
  updated_at: Timestamp;
}

export interface BalancesTable {
  account_id: number;
  kind: BalanceKind;
  currency: string;
  amount: Generated<number>;
  updated_at: Timestamp;
}

export interface LedgerTable {
  id: Generated<number>;
  account_id: number;
  balance_kind: BalanceKind;
  kind:
    | 'deposit'
    | 'withdrawal'
    | 'withdrawal_cancel'
    | 'withdrawal_reject'
    | 'bet'
    | 'win'
    | 'rollback'
    | 'bonus'
    | 'bonus_convert'
    | 'bonus_forfeit'
    | 'freespin_win'
    | 'cashback'
    | 'fun_grant'
    | 'adjustment'
    | 'purchase';
  amount: number;
  balance_after: number;
  currency: string;
  idempotency_key: string;
  reference: JsonDefault<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface ProvidersTable {
  id: Generated<number>;
  sysname: string;
  name: string;
  image_url: string;
  description: JsonDefault<Record<string, string>>;
  game_params: JsonDefault<Record<string, unknown>>;
  types: ColumnType<string[], string[] | undefined, string[]>;
  position: Generated<number>;
  is_active: Generated<boolean>;
}

export interface GamesTable {
  id: Generated<number>;
  sysname: string;
  provider_id: number;
  name: string;
  type: GameType;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  image_url: string;
  description: JsonDefault<Record<string, string>>;
  has_demo: Generated<boolean>;
  popularity: Generated<number>;
  position: Generated<number>;
  released_at: Timestamp;
  is_active: Generated<boolean>;
}

export interface CategoriesTable {
  id: string;
  title: Json<Localised<string>>;
  icon: string | null;
  types: string[] | null;
  tags: string[] | null;
  position: Generated<number>;
  is_system: Generated<boolean>;
  is_active: Generated<boolean>;
}

export interface GameLikesTable {
  account_id: number;
  game_id: number;
  created_at: CreatedAt;
}

export interface JackpotsTable {
  id: Generated<number>;
  sysname: string;
  currency: string;
  amount: number;
  seed_amount: Generated<number>;
  description: JsonDefault<Localised<Record<string, string>>>;
  games: ColumnType<string[], string[] | undefined, string[]>;
  status: Generated<'active' | 'paused' | 'closed'>;
  position: Generated<number>;
  updated_at: Timestamp;
}

/** Shares of real-money stakes not yet taken by an award: part of the jackpot's amount (migration 089). */
export interface JackpotContributionsTable {
  jackpot_id: number;
  shard: number;
  amount: number;
}

export interface JackpotWinnersTable {
  id: Generated<number>;
  jackpot_id: number;
  account_id: number | null;
  display_name: string;
  amount: number;
  currency: string;
  game_sysname: string;
  won_at: Timestamp;
}

export interface PrizeRow {
  place_from: number;
  place_to: number;
  amount: number;
}

export interface TournamentsTable {
  id: Generated<number>;
  sysname: string;
  starts_at: Date | string;
  ends_at: Date | string;
  currency: string;
  total_prize: number;
  prizes: JsonDefault<PrizeRow[]>;
  description: JsonDefault<Localised<Record<string, string>>>;
  restrictions: JsonDefault<Record<string, unknown>>;
  reset_on_cashout: Generated<boolean>;
  provider: string | null;
  image_url: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  extra: JsonDefault<Record<string, unknown>>;
  games: ColumnType<string[], string[] | undefined, string[]>;
  position: Generated<number>;
}

export interface TournamentParticipantsTable {
  tournament_id: number;
  account_id: number;
  points: Generated<number>;
  joined_at: Timestamp;
  updated_at: Timestamp;
}

export interface OffersTable {
  id: Generated<number>;
  sysname: string;
  trigger: Json<Record<string, unknown>>;
  description: JsonDefault<Localised<Record<string, string>>>;
  promotions: JsonDefault<Array<Record<string, unknown>>>;
  promo_code: string | null;
  starts_at: Timestamp;
  ends_at: Date | string | null;
  position: Generated<number>;
  is_active: Generated<boolean>;
}

export interface BannersTable {
  id: Generated<number>;
  description: JsonDefault<Localised<Record<string, string | number>>>;
  finished_at: Date | string | null;
  position: Generated<number>;
  is_active: Generated<boolean>;
}

export interface CampaignPopupsTable {
  id: Generated<number>;
  sysname: string;
  description: JsonDefault<Localised<Record<string, string | number>>>;
  preview: Generated<boolean>;
  starts_at: Timestamp;
  ends_at: Date | string | null;
  position: Generated<number>;
  is_active: Generated<boolean>;
}

export interface CashbacksTable {
  id: Generated<number>;
  account_id: number;
  status: 'active' | 'paid_out' | 'expired' | 'removed';
  /** Minor units. */
  amount: number;
  currency: string;
  description: JsonDefault<Localised<Record<string, string | number>>>;
  end_date: Date | string;
  receiving_expired_at: Date | string | null;
  paid_out_at: Date | string | null;
  created_at: Timestamp;
  /** The cashback job's scheme, period start, net loss (minor units) and percent (null for older rows). */
  scheme: ColumnType<string | null, string | null | undefined, string | null>;
  period_start: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  loss: ColumnType<number | null, number | null | undefined, number | null>;
  percent: ColumnType<string | number | null, number | null | undefined, number | null>;
  removed_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

export interface CashbackRunsTable {
  id: Generated<number>;
  scheme: string;
  period_start: Date | string;
  period_end: Date | string;
  status: 'running' | 'done' | 'failed';
  started_by: string;
  runner: string;
  started_at: Timestamp;
  heartbeat_at: Timestamp;
  finished_at: Date | string | null;
  counted_until: Date | string | null;
  players: Generated<number>;
  created: Generated<number>;
  error: string | null;
  /** The players this run could not write, each with its error (migration 096). */
  errors: JsonDefault<CashbackRunError[]>;
}

export interface CashbackRunError {
  account_id: number;
  currency: string;
  error: string;
}

/** A run of the current cashback period asked for by one operator, confirmed by another (migration 096). */
export interface CashbackRunRequestsTable {
  id: Generated<number>;
  scheme: string | null;
  periods: string[];
  requested_by_id: number;
  requested_by: string;
  status: Generated<'pending' | 'confirmed'>;
  created_at: CreatedAt;
  expires_at: Date | string;
  confirmed_by_id: number | null;
  confirmed_by: string | null;
  confirmed_at: Date | string | null;
}

export interface LoyaltyLevel {
  id: number;
  sysname: string;
  minValue: number;
  maxValue: number | null;
  expCount: number;
  title: Localised<string>;
  image_url: string;
}

export interface LoyaltyProgramsTable {
  id: Generated<number>;
  sysname: string;
  is_active: Generated<boolean>;
  description: JsonDefault<Localised<Record<string, string>>>;
  points_alias: JsonDefault<Localised<string>>;
  levels: JsonDefault<LoyaltyLevel[]>;
  position: Generated<number>;
  /** Points per 1 USD of real-money stake, by game type (migration 072). */
  rates: JsonDefault<Record<string, number>>;
}

export interface LoyaltyCharactersTable {
  id: Generated<number>;
  program_id: number;
  sysname: string;
  description: JsonDefault<Localised<Record<string, string>>>;
  position: Generated<number>;
}

export interface LoyaltyProductsTable {
  id: Generated<number>;
  program_id: number;
  sysname: string;
  type: 'bonus' | 'freespins' | 'merch' | 'cashback';
  price: number;
  stock: number | null;
  description: JsonDefault<Localised<Record<string, string>>>;
  position: Generated<number>;
  is_active: Generated<boolean>;
  /** What the product grants (migration 072): bonus {amount, wager}, freespins {count, game}, cashback {percent, days}. */
  grants: JsonDefault<LoyaltyGrants>;
}

export interface LoyaltyGrants {
  amount?: number;
  wager?: number;
  count?: number;
  game?: string;
  percent?: number;
  days?: number;
  /** A cashback boost for one scheme only (none: every scheme). */
  scheme?: string;
}

export interface LoyaltyPointsLogTable {
  id: Generated<number>;
  account_id: number;
  program_id: number;
  kind: 'round' | 'sportsbook' | 'purchase' | 'ops';
  /** The change in thousandths of a point (migration 106): + an accrual, - a purchase. */
  points_milli: number;
  idempotency_key: string;
  created_at: Generated<Date>;
}

export interface LoyaltyOrdersTable {
  id: Generated<number>;
  account_id: number;
  product_id: number;
  price: number;
  status: 'granted' | 'pending' | 'delivered' | 'cancelled';
  bonus_id: number | null;
  idempotency_key: string;
  created_at: Generated<Date>;
}

export interface LoyaltyNoticesTable {
  id: Generated<number>;
  account_id: number;
  trigger: 'level_up' | 'points';
  amount: Generated<number>;
  level: string | null;
  created_at: Generated<Date>;
  shown_at: Date | string | null;
}

export interface LoyaltyAccountsTable {
  account_id: number;
  program_id: number;
  /** The player's points and experience in thousandths of a point (migration 106); the site is told whole points. */
  points_milli: Generated<number>;
  exp_milli: Generated<number>;
  character_id: number | null;
  updated_at: Timestamp;
  /** Points credited and not told to the player yet (migrations 093, 106: thousandths), since `untold_since`. */
  untold_milli: Generated<number>;
  untold_since: Timestamp | null;
}

export interface CmsEntriesTable {
  id: Generated<number>;
  collection: string;
  locale: 'uz' | 'ru' | null;
  data: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Telegram init data already used to sign in (migration 042). */
export interface TelegramInitDataUsesTable {
  hash: string;
  expires_at: Date;
  used_at: Generated<Date>;
}

/** Account changes that touch money or access, with who made them (migration 053). */
export interface AccountAuditTable {
  id: Generated<number>;
  account_id: number;
  action: string;
  actor: string;
  ip: string | null;
  details: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

/** Changes of money-relevant settings: actor, before and after (migration 095). */
export interface SettingsAuditTable {
  id: Generated<number>;
  setting: string;
  subject: string | null;
  actor: string;
  before: Json | null;
  after: Json | null;
  created_at: CreatedAt;
}

/** What a stake of each game type counts toward wagering, in percent; the sportsbook's lowest price (migration 097). */
export interface WageringContributionsTable {
  game_type: GameType | 'sportsbook';
  percent: number;
  /** Decimal odds × 100, the sportsbook's row only. */
  min_odds: number | null;
  updated_at: Generated<Date>;
}

/** The player's messages, worded by the browser from kind and params (migration 053). */
export interface NotificationsTable {
  id: Generated<number>;
  account_id: number;
  kind: string;
  params: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  read_at: Date | null;
}

/** Unsubscribe links already used, by their token's hash (migration 057). */
export interface UnsubscribeUsesTable {
  token_hash: string;
  account_id: number;
  expires_at: Date;
  used_at: Generated<Date>;
}

/** Bonus records (migration 066): money moves only through the ledger, at activation, conversion and forfeit. */
export type BonusKind = 'casino' | 'betting';
export type BonusStatus = 'available' | 'active' | 'wagered' | 'expired' | 'cancelled';
export type BonusSource = 'promo_code' | 'deposit_offer' | 'offer' | 'loyalty' | 'ops';

export interface BonusesTable {
  id: Generated<number>;
  account_id: number;
  kind: BonusKind;
  source: BonusSource;
  status: Generated<BonusStatus>;
  currency: string;
  /** Minor units. */
  amount: Generated<number>;
  wager: number;
  wagered: Generated<number>;
  offer_id: number | null;
  payment_id: number | null;
  freespin_pack_id: number | null;
  description: JsonDefault<Localised<Record<string, string>>>;
  expires_at: Date | string;
  activated_at: Date | string | null;
  finished_at: Date | string | null;
  converted: number | null;
  forfeited: number | null;
  reason: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Blackjack rounds in play (migration 077): shoe and hands until the round settles. */
export interface TableRoundsTable {
  round_id: string;
  launch_id: number;
  account_id: number | null;
  game_id: number;
  mode: GameMode;
  currency: string;
  state: Json<Record<string, unknown>>;
  parts: JsonDefault<Record<string, unknown>>;
  status: Generated<'open' | 'settled'>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Free spin packs (migration 066): spins of one slot at a fixed stake the casino pays. */
export interface FreespinPacksTable {
  id: Generated<number>;
  account_id: number;
  game_id: number;
  source: BonusSource;
  offer_id: number | null;
  count: number;
  remaining: number;
  /** Minor units of `currency`, per spin. */
  stake: number;
  currency: string;
  status: Generated<'active' | 'finished' | 'expired' | 'cancelled'>;
  description: JsonDefault<Localised<Record<string, string>>>;
  expires_at: Date | string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MigrationsTable {
  id: string;
  applied_at: CreatedAt;
  /** SHA-256 of the migration's text when applied (`migrate.ts`); null until a record from before checksums is adopted. */
  checksum: string | null;
}

export interface ReleasesTable {
  remote: string;
  release: string;
  version: string;
  content_hash: string;
  git_commit: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  created_by: string;
  prefixes: ColumnType<string[], string, string>;
  contract: number;
  shared: ColumnType<Record<string, string>, string, string>;
  file_count: number;
  byte_size: number;
}

export interface RemoteActivationsTable {
  remote: string;
  active_release: string | null;
  canary_release: string | null;
  canary_percent: Generated<number>;
  canary_served: Generated<number>;
  canary_failures: Generated<number>;
  updated_at: Generated<Date>;
}

export interface ReleaseEventsTable {
  id: Generated<number>;
  remote: string;
  action: string;
  release: string | null;
  from_release: string | null;
  actor: string;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  at: Generated<Date>;
}

/** Bytes of release files by SHA-256, RELEASE_STORAGE=postgres (migration 080). */
export interface ReleaseBlobsTable {
  sha256: string;
  data: ColumnType<Buffer | Uint8Array, Buffer, never>;
  byte_size: number;
  created_at: CreatedAt;
}

/** The files of one release: path to blob (migration 080). */
export interface ReleaseFilesTable {
  remote: string;
  release: string;
  path: string;
  sha256: string;
}

/** Which client was served which release in which counting window (migration 085). */
export interface ReleaseServedClientsTable {
  remote: string;
  release: string;
  client: string;
  served_window: number;
}

export interface ReleaseHealthTable {
  remote: string;
  release: string;
  served: Generated<number>;
  failures: Generated<number>;
}

/** Loads, failures and errors per release and hour (082). */
export interface ReleaseHoursTable {
  remote: string;
  release: string;
  hour: Date | string;
  loads: Generated<number>;
  failures: Generated<number>;
  errors: Generated<number>;
}

/** Page timings per release, hour and metric as bucket counts (082). */
export interface ReleaseVitalsTable {
  remote: string;
  release: string;
  hour: Date | string;
  metric: string;
  bucket: number;
  n: Generated<number>;
}

export interface ReleaseFailuresTable {
  id: Generated<number>;
  remote: string;
  release: string | null;
  kind: string;
  message: string;
  url: string | null;
  at: Generated<Date>;
}

/** Visit and fraud-check hits of the tracking image (`GET /hit`). */
export interface SiteHitsTable {
  id: Generated<string>;
  kind: 'visit' | 'fraud-check';
  track_id: string | null;
  seon_session: string | null;
  referer: string | null;
  path: string | null;
  account_id: number | null;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}

export type GameMode = 'real' | 'demo';

/** A game opened in the demo provider: bound to player (none for a guest's demo), game, currency and mode. */
export interface GameLaunchesTable {
  id: Generated<number>;
  token_hash: string;
  account_id: number | null;
  game_id: number;
  currency: string;
  mode: GameMode;
  /** A guest's demo money (minor units); null for players, who play demo with their fun balance. */
  demo_balance: number | null;
  locale: Generated<'uz' | 'ru'>;
  created_at: CreatedAt;
  expires_at: Date | string;
  /** The session that opened a player's launch (sha256 of its id); null for guests. */
  session_hash: Generated<string | null>;
}

export interface GameRoundsTable {
  id: Generated<number>;
  round_id: string;
  launch_id: number;
  account_id: number | null;
  game_id: number;
  mode: GameMode;
  currency: string;
  bet: number;
  win: Generated<number>;
  outcome: JsonDefault<Record<string, unknown>>;
  balance_after: number;
  created_at: CreatedAt;
  /** The free spin pack that paid the stake (migration 066). */
  freespin_pack_id: Generated<number | null>;
}

export type SportsbookPick = 'home' | 'draw' | 'away';

export interface SportsbookEventsTable {
  id: Generated<number>;
  sport: 'football' | 'tennis' | 'basketball' | 'hockey';
  league: string;
  home: string;
  away: string;
  starts_at: Date | string;
  /** Decimal odds × 100 per outcome. */
  odds: Json<Partial<Record<SportsbookPick, number>>>;
  status: Generated<'open' | 'settled'>;
  result: SportsbookPick | null;
  settles_at: Date | string;
  settled_at: Date | string | null;
}

export interface SportsbookSelection {
  event_id: number;
  pick: SportsbookPick;
  odds: number;
}

export interface SportsbookBetsTable {
  id: Generated<number>;
  bet_key: string;
  launch_id: number;
  account_id: number | null;
  mode: GameMode;
  currency: string;
  stake: number;
  odds: number;
  selections: Json<SportsbookSelection[]>;
  status: Generated<'open' | 'won' | 'lost'>;
  payout: Generated<number>;
  created_at: CreatedAt;
  settled_at: Date | string | null;
}

export interface DB {
  accounts: AccountsTable;
  profiles: ProfilesTable;
  contacts: ContactsTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  withdrawal_destinations: WithdrawalDestinationsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  platform_settings: PlatformSettingsTable;
  balances: BalancesTable;
  ledger: LedgerTable;
  currency_rates: CurrencyRatesTable;
  payment_methods: PaymentMethodsTable;
  banks: BanksTable;
  payments: PaymentsTable;
  payment_callbacks: PaymentCallbacksTable;
  deposit_limits: DepositLimitsTable;
  deposit_limit_events: DepositLimitEventsTable;
  demo_provider_payments: DemoProviderPaymentsTable;
  demo_provider_payouts: DemoProviderPayoutsTable;
  providers: ProvidersTable;
  games: GamesTable;
  categories: CategoriesTable;
  game_likes: GameLikesTable;
  jackpots: JackpotsTable;
  jackpot_contributions: JackpotContributionsTable;
  jackpot_winners: JackpotWinnersTable;
  tournaments: TournamentsTable;
  tournament_participants: TournamentParticipantsTable;
  offers: OffersTable;
  banners: BannersTable;
  campaign_popups: CampaignPopupsTable;
  cashbacks: CashbacksTable;
  cashback_runs: CashbackRunsTable;
  cashback_run_requests: CashbackRunRequestsTable;
  loyalty_programs: LoyaltyProgramsTable;
  loyalty_characters: LoyaltyCharactersTable;
  loyalty_products: LoyaltyProductsTable;
  loyalty_accounts: LoyaltyAccountsTable;
  loyalty_points_log: LoyaltyPointsLogTable;
  loyalty_orders: LoyaltyOrdersTable;
  loyalty_notices: LoyaltyNoticesTable;
  cms_entries: CmsEntriesTable;
  site_hits: SiteHitsTable;
  game_launches: GameLaunchesTable;
  game_rounds: GameRoundsTable;
  sportsbook_events: SportsbookEventsTable;
  sportsbook_bets: SportsbookBetsTable;
  schema_migrations: MigrationsTable;
  telegram_init_data_uses: TelegramInitDataUsesTable;
  account_audit: AccountAuditTable;
  settings_audit: SettingsAuditTable;
  wagering_contributions: WageringContributionsTable;
  notifications: NotificationsTable;
  game_history_exports: GameHistoryExportsTable;
  game_history_export_parts: GameHistoryExportPartsTable;
  unsubscribe_uses: UnsubscribeUsesTable;
  kyc_applicants: KycApplicantsTable;
  kyc_webhook_events: KycWebhookEventsTable;
  demo_identity_applicants: DemoIdentityApplicantsTable;
  demo_identity_tokens: DemoIdentityTokensTable;
  demo_identity_documents: DemoIdentityDocumentsTable;
  bonuses: BonusesTable;
  freespin_packs: FreespinPacksTable;
  table_rounds: TableRoundsTable;
  releases: ReleasesTable;
  remote_activations: RemoteActivationsTable;
  release_events: ReleaseEventsTable;
  release_health: ReleaseHealthTable;
  release_served_clients: ReleaseServedClientsTable;
  release_blobs: ReleaseBlobsTable;
  release_files: ReleaseFilesTable;
  release_failures: ReleaseFailuresTable;
  release_hours: ReleaseHoursTable;
  release_vitals: ReleaseVitalsTable;
  maintenance_modes: MaintenanceModesTable;
  payout_approval_settings: PayoutApprovalSettingsTable;
  maintenance_events: MaintenanceEventsTable;
  player_storage: PlayerStorageTable;
  support_feedback: SupportFeedbackTable;
  chat_events: ChatEventsTable;
  client_events: ClientEventsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  canary_reporters: CanaryReportersTable;
}

/** Distinct reporters of a canary's failures and timings (migration 105). */
export interface CanaryReportersTable {
  remote: string;
  release: string;
  kind: 'failure' | 'timing';
  reporter: string;
  at: CreatedAt;
}

/** Ops console operators and their sessions (migration 078). */
export interface OperatorsTable {
  id: Generated<number>;
  login: string;
  password_hash: string;
  totp_secret: string;
  totp_last_step: ColumnType<number, number | undefined, number>;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  disabled: Generated<boolean>;
  created_at: CreatedAt;
}

export interface OperatorSessionsTable {
  id_hash: string;
  operator_id: number;
  csrf_token: string;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  /** Digests of the maintenance view pass and of its one-time link's ticket (migration 100). */
  view_hash: ColumnType<string | null, string | null | undefined, string | null>;
  view_ticket_hash: ColumnType<string | null, string | null | undefined, string | null>;
  view_ticket_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type Game = Selectable<GamesTable>;

// ---- cashier (migrations 030, 031) ----

export type PaymentFlow = 'redirect' | 'iframe' | 'newwindow' | 'mobile';
export type PaymentStatus = 'pending' | 'success' | 'fail' | 'cancel';
/** requested, approved → pending · paid → success · rejected → fail · cancelled → cancel (migration 060). */
export type WithdrawalStatus = 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
export type LimitPeriod = 'day' | 'week' | 'month';

export interface CurrencyRatesTable {
  currency: string;
  /** numeric: read as text by the drivers. */
  per_usd: ColumnType<string, string | number, string | number>;
  updated_at: Timestamp;
}

/** Per currency, in minor units. */
export interface MethodCurrencyLimits {
  min: number;
  max: number;
  amounts?: number[];
}

export interface RequisiteFieldDef {
  name: string;
  type: 'text' | 'cardNumber' | 'cardHolder' | 'phone' | 'iban' | 'bank' | 'wallet';
  isRequired: boolean;
  regex?: string | null;
}

export interface MethodTexts {
  name: string;
  title: string;
  text: string;
  processing_time: string;
  /** Labels of the requisite fields by name. */
  fields?: Record<string, string>;
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  sysname: string;
  name: string;
  provider: Generated<string>;
  flow: PaymentFlow;
  can_deposit: Generated<boolean>;
  can_withdraw: Generated<boolean>;
  limits: JsonDefault<{ deposit?: Record<string, MethodCurrencyLimits>; withdrawal?: Record<string, MethodCurrencyLimits> }>;
  fields: JsonDefault<{ deposit?: RequisiteFieldDef[]; withdrawal?: RequisiteFieldDef[] }>;
  description: JsonDefault<Localised<MethodTexts>>;
  position: Generated<number>;
  is_active: Generated<boolean>;
}

export interface BanksTable {
  id: Generated<number>;
  sysname: string;
  name: string;
  country: string;
  bic: string;
  methods: ColumnType<string[], string[] | undefined, string[]>;
  position: Generated<number>;
  is_active: Generated<boolean>;
}

export interface PaymentsTable {
  id: Generated<number>;
  account_id: number;
  type: 'deposit' | 'withdrawal';
  method_id: number;
  amount: number;
  currency: string;
  status: Generated<PaymentStatus>;
  requisites: JsonDefault<Record<string, string>>;
  /** Keyed tokens of card numbers by field name (migration 041); the numbers themselves are masked in `requisites`. */
  requisite_tokens: JsonDefault<Record<string, string>>;
  campaign_offer_id: Generated<number>;
  bonus_amount: number | null;
  idempotency_key: string;
  request_hash: string;
  provider_ref: string | null;
  domain: Generated<string>;
  locale: Generated<'uz' | 'ru'>;
  reason: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  settled_at: Date | string | null;
  /** The stage of a withdrawal within `status` (migration 060); null for deposits. */
  withdrawal_status: WithdrawalStatus | null;
  approved_at: Date | string | null;
  /** When the approved withdrawal was handed to the payout provider. */
  payout_requested_at: Date | string | null;
  /** Migration 136: the player's verification when they asked (set by the database), the first of two approvals, who decided and when. */
  verification_at_request: ColumnType<'verified' | 'on_verification' | 'not_verified' | null, 'verified' | 'on_verification' | 'not_verified' | null | undefined, 'verified' | 'on_verification' | 'not_verified' | null>;
  first_approved_by: ColumnType<string | null, string | null | undefined, string | null>;
  first_approved_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 136: above which amount a withdrawal needs a second approver (one row). */
export interface PayoutApprovalSettingsTable {
  id: Generated<number>;
  second_approval_above: ColumnType<Array<{ currency: string; max: number }>, string | undefined, string>;
  updated_by: string;
  updated_at: Timestamp;
}

export interface PaymentCallbacksTable {
  provider: string;
  event_id: string;
  payment_id: number;
  status: string;
  received_at: CreatedAt;
}

export interface DepositLimitsTable {
  account_id: number;
  period: LimitPeriod;
  amount: number;
  currency: string;
  anchored_at: Timestamp;
  pending_amount: number | null;
  pending_remove: Generated<boolean>;
  pending_at: Date | string | null;
  updated_at: Timestamp;
}

export interface DepositLimitEventsTable {
  id: Generated<number>;
  account_id: number;
  period: LimitPeriod;
  action: 'set' | 'lower' | 'raise' | 'remove' | 'cancel_pending' | 'apply_pending';
  amount: number | null;
  effective_at: Date | string;
  created_at: CreatedAt;
}

export interface DemoProviderPaymentsTable {
  token: string;
  order_id: number;
  amount: number;
  currency: string;
  description: string;
  locale: Generated<'uz' | 'ru'>;
  flow: PaymentFlow;
  status: Generated<'open' | 'pending' | 'approved' | 'declined' | 'cancelled'>;
  callback_due: Generated<boolean>;
  callback_attempts: Generated<number>;
  callback_error: string | null;
  created_at: CreatedAt;
  decided_at: Date | string | null;
}

/** The demo payout provider's records (migration 061). */
export interface DemoProviderPayoutsTable {
  reference: string;
  order_id: number;
  amount: number;
  currency: string;
  method: string;
  requisites: JsonDefault<Record<string, string>>;
  status: Generated<'processing' | 'paid' | 'failed'>;
  decide_at: Date | string;
  callback_due: Generated<boolean>;
  callback_attempts: Generated<number>;
  callback_error: string | null;
  created_at: CreatedAt;
  decided_at: Date | string | null;
}

// ---- bet history exports (migration 062) ----

export type HistoryExportStatus = 'queued' | 'processing' | 'ready' | 'failed';

export interface GameHistoryExportsTable {
  id: Generated<number>;
  account_id: number;
  period_from: Date | string;
  period_to: Date | string;
  utc_offset: Generated<number>;
  locale: Generated<'uz' | 'ru'>;
  status: Generated<HistoryExportStatus>;
  attempts: Generated<number>;
  claimed_until: Date | string | null;
  rows_total: number | null;
  rows_done: Generated<number>;
  size_bytes: number | null;
  error: string | null;
  created_at: CreatedAt;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  expires_at: Date | string | null;
}

export interface GameHistoryExportPartsTable {
  export_id: number;
  seq: number;
  content: string;
}

// ---- identity verification (migrations 055, 056) ----

export type KycApplicantStatus = 'init' | 'pending' | 'approved' | 'retry' | 'rejected';

export interface KycApplicantsTable {
  account_id: number;
  provider: string;
  applicant_id: string;
  status: Generated<KycApplicantStatus>;
  reasons: JsonDefault<string[]>;
  created_at: CreatedAt;
  submitted_at: Date | string | null;
  decided_at: Date | string | null;
  reviewed_by: string | null;
  updated_at: Timestamp;
}

export interface KycWebhookEventsTable {
  provider: string;
  event_id: string;
  applicant_id: string;
  received_at: CreatedAt;
}

export interface DemoIdentityApplicantsTable {
  id: string;
  external_user_id: string;
  level_name: Generated<string>;
  review_status: Generated<'init' | 'pending' | 'completed'>;
  review_answer: 'GREEN' | 'RED' | null;
  reject_type: 'RETRY' | 'FINAL' | null;
  reject_labels: JsonDefault<string[]>;
  comment: string | null;
  reviewed_by: string | null;
  review_seq: Generated<number>;
  created_at: CreatedAt;
  submitted_at: Date | string | null;
  reviewed_at: Date | string | null;
  webhook_due: Generated<boolean>;
  webhook_attempts: Generated<number>;
  webhook_error: string | null;
}

export interface DemoIdentityTokensTable {
  token_hash: string;
  applicant_id: string;
  external_action_id: string | null;
  created_at: CreatedAt;
  expires_at: Date | string;
}

export interface DemoIdentityDocumentsTable {
  id: Generated<number>;
  applicant_id: string;
  doc_type: 'PASSPORT' | 'ID_CARD' | 'DRIVERS';
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  file_name: string | null;
  size: number;
  sha256: string;
  content: Uint8Array;
  created_at: CreatedAt;
}

// ---- maintenance (migration 075) ----

export type { MaintenanceScope } from '@casino/contract/maintenance/index';

export interface MaintenanceModesTable {
  scope: MaintenanceScope;
  message: string | null;
  /** Migration 135: the Russian message, and the window (null start: at once; null end: until switched off). */
  message_ru: ColumnType<string | null, string | null | undefined, string | null>;
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  switched_by: string;
  switched_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MaintenanceEventsTable {
  id: Generated<string>;
  scope: MaintenanceScope;
  enabled: boolean;
  message: string | null;
  message_ru: ColumnType<string | null, string | null | undefined, string | null>;
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  actor: string;
  created_at: CreatedAt;
}

// ---- per-player storage, support, chat and client events (migration 076) ----

export interface PlayerStorageTable {
  account_id: number;
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface SupportFeedbackTable {
  id: Generated<number>;
  account_id: number | null;
  name: string;
  email: string;
  topic: string;
  message: string;
  locale: string;
  ip: string | null;
  created_at: CreatedAt;
}

export interface ChatEventsTable {
  id: Generated<string>;
  provider: 'freshchat';
  account_id: number | null;
  channel_id: string;
  conversation_id: string;
  direction: 'sent' | 'received';
  text: string;
  created_at: CreatedAt;
}

export interface ClientEventsTable {
  id: Generated<string>;
  account_id: number | null;
  name: string;
  params: Json;
  locale: string;
  created_at: CreatedAt;
}
