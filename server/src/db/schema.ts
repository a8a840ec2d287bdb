/**
 * Row types of the tables created by `migrations/*.sql`: generated from them (`schema.generated.ts`,
 * `pnpm --filter @casino/server db:types`) and narrowed here where the code knows more than the
 * database says: the values a check allows, the shape of a jsonb column (written as JSON text, `json()`
 * in db/sql.ts), a column never updated, bytes as both drivers answer them.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type * as Rows from './schema.generated';

/** A generated table with some columns narrowed; narrowing a column the table does not have fails to compile. */
type Narrowed<Row, Narrowing extends { [K in keyof Narrowing]: K extends keyof Row ? unknown : never }> = Omit<Row, keyof Narrowing> & Narrowing;
import type { MaintenanceScope } from '@casino/contract/maintenance/index';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** jsonb: read as parsed values, written as JSON text (`json()` in db/sql.ts). */
type Json<T = unknown> = ColumnType<T, string, string>;
type JsonDefault<T = unknown> = ColumnType<T, string | undefined, string>;
export type Localised<T> = Partial<Record<'uz' | 'ru', T>>;

export type BalanceKind = 'main' | 'bonus' | 'betting_bonus' | 'fun';
export type CodePurpose = 'login' | 'two_factor' | 'confirm_email' | 'confirm_phone' | 'restore' | 'withdrawal';
export type GameType = 'casino' | 'slot' | 'live' | 'fast';

export type AccountsTable = Narrowed<
  Rows.Accounts,
  {
    locale: Generated<'uz' | 'ru'>;
    status: Generated<'active' | 'banned' | 'deleted'>;
    created_at: CreatedAt;
  }
>;

export type ProfilesTable = Rows.Profiles;

export type ContactsTable = Narrowed<
  Rows.Contacts,
  {
    kind: 'email' | 'phone';
    created_at: CreatedAt;
  }
>;

export type SessionsTable = Narrowed<
  Rows.Sessions,
  {
    created_at: CreatedAt;
  }
>;

export type OneTimeCodesTable = Narrowed<
  Rows.OneTimeCodes,
  {
    purpose: CodePurpose;
    payload: JsonDefault<Record<string, unknown>>;
    created_at: CreatedAt;
  }
>;

/** Withdrawal details a player confirmed with a code (migration 051): keyed tokens only. */
export type WithdrawalDestinationsTable = Narrowed<
  Rows.WithdrawalDestinations,
  {
    trusted_at: CreatedAt;
  }
>;

export type OutboxTable = Narrowed<
  Rows.Outbox,
  {
    channel: 'email' | 'sms';
    status: Generated<'pending' | 'sent' | 'failed'>;
    created_at: CreatedAt;
  }
>;

export type RateLimitsTable = Rows.RateLimits;

export type PlatformSettingsTable = Rows.PlatformSettings;

export type BalancesTable = Narrowed<
  Rows.Balances,
  {
    kind: BalanceKind;
  }
>;

export type LedgerTable = Narrowed<
  Rows.Ledger,
  {
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
    reference: JsonDefault<Record<string, unknown>>;
    created_at: CreatedAt;
  }
>;

export type ProvidersTable = Narrowed<
  Rows.Providers,
  {
    description: JsonDefault<Record<string, string>>;
    game_params: JsonDefault<Record<string, unknown>>;
  }
>;

export type GamesTable = Narrowed<
  Rows.Games,
  {
    type: GameType;
    description: JsonDefault<Record<string, string>>;
  }
>;

export type CategoriesTable = Narrowed<
  Rows.Categories,
  {
    title: Json<Localised<string>>;
  }
>;

export type GameLikesTable = Narrowed<
  Rows.GameLikes,
  {
    created_at: CreatedAt;
  }
>;

export type JackpotsTable = Narrowed<
  Rows.Jackpots,
  {
    description: JsonDefault<Localised<Record<string, string>>>;
    status: Generated<'active' | 'paused' | 'closed'>;
  }
>;

/** Shares of real-money stakes not yet taken by an award: part of the jackpot's amount (migration 089). */
export type JackpotContributionsTable = Rows.JackpotContributions;

export type JackpotWinnersTable = Rows.JackpotWinners;

export interface PrizeRow {
  place_from: number;
  place_to: number;
  amount: number;
}

export type TournamentsTable = Narrowed<
  Rows.Tournaments,
  {
    prizes: JsonDefault<PrizeRow[]>;
    description: JsonDefault<Localised<Record<string, string>>>;
    restrictions: JsonDefault<Record<string, unknown>>;
    extra: JsonDefault<Record<string, unknown>>;
  }
>;

export type TournamentParticipantsTable = Rows.TournamentParticipants;

export type OffersTable = Narrowed<
  Rows.Offers,
  {
    trigger: Json<Record<string, unknown>>;
    description: JsonDefault<Localised<Record<string, string>>>;
    promotions: JsonDefault<Array<Record<string, unknown>>>;
  }
>;

export type BannersTable = Narrowed<
  Rows.Banners,
  {
    description: JsonDefault<Localised<Record<string, string | number>>>;
  }
>;

export type CampaignPopupsTable = Narrowed<
  Rows.CampaignPopups,
  {
    description: JsonDefault<Localised<Record<string, string | number>>>;
  }
>;

export type CashbacksTable = Narrowed<
  Rows.Cashbacks,
  {
    status: 'active' | 'paid_out' | 'expired' | 'removed';
    description: JsonDefault<Localised<Record<string, string | number>>>;
  }
>;

export type CashbackRunsTable = Narrowed<
  Rows.CashbackRuns,
  {
    status: 'running' | 'done' | 'failed';
    /** The players this run could not write, each with its error (migration 096). */
    errors: JsonDefault<CashbackRunError[]>;
  }
>;

export interface CashbackRunError {
  account_id: number;
  currency: string;
  error: string;
}

/** A run of the current cashback period asked for by one operator, confirmed by another (migration 096). */
export type CashbackRunRequestsTable = Narrowed<
  Rows.CashbackRunRequests,
  {
    status: Generated<'pending' | 'confirmed'>;
    created_at: CreatedAt;
  }
>;

export interface LoyaltyLevel {
  id: number;
  sysname: string;
  minValue: number;
  maxValue: number | null;
  expCount: number;
  title: Localised<string>;
  image_url: string;
}

export type LoyaltyProgramsTable = Narrowed<
  Rows.LoyaltyPrograms,
  {
    description: JsonDefault<Localised<Record<string, string>>>;
    points_alias: JsonDefault<Localised<string>>;
    levels: JsonDefault<LoyaltyLevel[]>;
    /** Points per 1 USD of real-money stake, by game type (migration 072). */
    rates: JsonDefault<Record<string, number>>;
  }
>;

export type LoyaltyCharactersTable = Narrowed<
  Rows.LoyaltyCharacters,
  {
    description: JsonDefault<Localised<Record<string, string>>>;
  }
>;

export type LoyaltyProductsTable = Narrowed<
  Rows.LoyaltyProducts,
  {
    type: 'bonus' | 'freespins' | 'merch' | 'cashback';
    description: JsonDefault<Localised<Record<string, string>>>;
    /** What the product grants (migration 072): bonus {amount, wager}, freespins {count, game}, cashback {percent, days}. */
    grants: JsonDefault<LoyaltyGrants>;
  }
>;

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

export type LoyaltyPointsLogTable = Narrowed<
  Rows.LoyaltyPointsLog,
  {
    kind: 'round' | 'sportsbook' | 'purchase' | 'ops';
  }
>;

export type LoyaltyOrdersTable = Narrowed<
  Rows.LoyaltyOrders,
  {
    status: 'granted' | 'pending' | 'delivered' | 'cancelled';
  }
>;

export type LoyaltyNoticesTable = Narrowed<
  Rows.LoyaltyNotices,
  {
    trigger: 'level_up' | 'points';
  }
>;

export type LoyaltyAccountsTable = Rows.LoyaltyAccounts;

export type CmsEntriesTable = Narrowed<
  Rows.CmsEntries,
  {
    locale: 'uz' | 'ru' | null;
    data: Json<Record<string, unknown>>;
    created_at: CreatedAt;
  }
>;

/** Telegram init data already used to sign in (migration 042). */
export type TelegramInitDataUsesTable = Rows.TelegramInitDataUses;

/** Account changes that touch money or access, with who made them (migration 053). */
export type AccountAuditTable = Narrowed<
  Rows.AccountAudit,
  {
    details: Json<Record<string, unknown>>;
    created_at: CreatedAt;
  }
>;

/** Changes of money-relevant settings: actor, before and after (migration 095). */
export type SettingsAuditTable = Narrowed<
  Rows.SettingsAudit,
  {
    created_at: CreatedAt;
  }
>;

/** What a stake of each game type counts toward wagering, in percent; the sportsbook's lowest price (migration 097). */
export type WageringContributionsTable = Narrowed<
  Rows.WageringContributions,
  {
    game_type: GameType | 'sportsbook';
  }
>;

/** The player's messages, worded by the browser from kind and params (migration 053). */
export type NotificationsTable = Narrowed<
  Rows.Notifications,
  {
    params: Json<Record<string, unknown>>;
    created_at: CreatedAt;
  }
>;

/** Unsubscribe links already used, by their token's hash (migration 057). */
export type UnsubscribeUsesTable = Rows.UnsubscribeUses;

/** Bonus records (migration 066): money moves only through the ledger, at activation, conversion and forfeit. */
export type BonusKind = 'casino' | 'betting';
export type BonusStatus = 'available' | 'active' | 'wagered' | 'expired' | 'cancelled';
export type BonusSource = 'promo_code' | 'deposit_offer' | 'offer' | 'loyalty' | 'ops';

export type BonusesTable = Narrowed<
  Rows.Bonuses,
  {
    kind: BonusKind;
    source: BonusSource;
    status: Generated<BonusStatus>;
    description: JsonDefault<Localised<Record<string, string>>>;
    created_at: CreatedAt;
  }
>;

/** Blackjack rounds in play (migration 077): shoe and hands until the round settles. */
export type TableRoundsTable = Narrowed<
  Rows.TableRounds,
  {
    mode: GameMode;
    state: Json<Record<string, unknown>>;
    parts: JsonDefault<Record<string, unknown>>;
    status: Generated<'open' | 'settled'>;
    created_at: CreatedAt;
  }
>;

/** Free spin packs (migration 066): spins of one slot at a fixed stake the casino pays. */
export type FreespinPacksTable = Narrowed<
  Rows.FreespinPacks,
  {
    source: BonusSource;
    status: Generated<'active' | 'finished' | 'expired' | 'cancelled'>;
    description: JsonDefault<Localised<Record<string, string>>>;
    created_at: CreatedAt;
  }
>;

export interface MigrationsTable {
  id: string;
  applied_at: CreatedAt;
  /** SHA-256 of the migration's text when applied (`migrate.ts`); null until a record from before checksums is adopted. */
  checksum: string | null;
}

export type ReleasesTable = Narrowed<
  Rows.Releases,
  {
    prefixes: ColumnType<string[], string, string>;
    shared: ColumnType<Record<string, string>, string, string>;
  }
>;

export type RemoteActivationsTable = Rows.RemoteActivations;

export type ReleaseEventsTable = Narrowed<
  Rows.ReleaseEvents,
  {
    detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  }
>;

/** Bytes of release files by SHA-256, RELEASE_STORAGE=postgres (migration 080). */
export type ReleaseBlobsTable = Narrowed<
  Rows.ReleaseBlobs,
  {
    data: ColumnType<Buffer | Uint8Array, Buffer, never>;
    created_at: CreatedAt;
  }
>;

/** The files of one release: path to blob (migration 080). */
export type ReleaseFilesTable = Rows.ReleaseFiles;

/** Which client was served which release in which counting window (migration 085). */
export type ReleaseServedClientsTable = Rows.ReleaseServedClients;

export type ReleaseHealthTable = Rows.ReleaseHealth;

/** Loads, failures and errors per release and hour (082). */
export type ReleaseHoursTable = Rows.ReleaseHours;

/** Page timings per release, hour and metric as bucket counts (082). */
export type ReleaseVitalsTable = Rows.ReleaseVitals;

export type ReleaseFailuresTable = Rows.ReleaseFailures;

/** Visit and fraud-check hits of the tracking image (`GET /hit`). */
export type SiteHitsTable = Narrowed<
  Rows.SiteHits,
  {
    kind: 'visit' | 'fraud-check';
    created_at: CreatedAt;
  }
>;

export type GameMode = 'real' | 'demo';

/** A game opened in the demo provider: bound to player (none for a guest's demo), game, currency and mode. */
export type GameLaunchesTable = Narrowed<
  Rows.GameLaunches,
  {
    mode: GameMode;
    locale: Generated<'uz' | 'ru'>;
    created_at: CreatedAt;
  }
>;

export type GameRoundsTable = Narrowed<
  Rows.GameRounds,
  {
    mode: GameMode;
    outcome: JsonDefault<Record<string, unknown>>;
    created_at: CreatedAt;
  }
>;

export type SportsbookPick = 'home' | 'draw' | 'away';

export type SportsbookEventsTable = Narrowed<
  Rows.SportsbookEvents,
  {
    sport: 'football' | 'tennis' | 'basketball' | 'hockey';
    /** Decimal odds × 100 per outcome. */
    odds: Json<Partial<Record<SportsbookPick, number>>>;
    status: Generated<'open' | 'settled'>;
    result: SportsbookPick | null;
  }
>;

export interface SportsbookSelection {
  event_id: number;
  pick: SportsbookPick;
  odds: number;
}

export type SportsbookBetsTable = Narrowed<
  Rows.SportsbookBets,
  {
    mode: GameMode;
    selections: Json<SportsbookSelection[]>;
    status: Generated<'open' | 'won' | 'lost'>;
    created_at: CreatedAt;
  }
>;

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
  operator_tokens: OperatorTokensTable;
  ops_audit: OpsAuditTable;
}

/** Distinct reporters of a canary's failures and timings (migration 105). */
export type CanaryReportersTable = Narrowed<
  Rows.CanaryReporters,
  {
    kind: 'failure' | 'timing';
    at: CreatedAt;
  }
>;

/** Ops console operators and their sessions (migration 078). */
export type OperatorsTable = Narrowed<
  Rows.Operators,
  {
    created_at: CreatedAt;
  }
>;

export type OperatorSessionsTable = Narrowed<
  Rows.OperatorSessions,
  {
    created_at: CreatedAt;
  }
>;

export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type Game = Selectable<GamesTable>;

// ---- cashier (migrations 030, 031) ----

export type PaymentFlow = 'redirect' | 'iframe' | 'newwindow' | 'mobile';
export type PaymentStatus = 'pending' | 'success' | 'fail' | 'cancel';
/** requested, approved → pending · paid → success · rejected → fail · cancelled → cancel (migration 060). */
export type WithdrawalStatus = 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
export type LimitPeriod = 'day' | 'week' | 'month';

export type CurrencyRatesTable = Rows.CurrencyRates;

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

export type PaymentMethodsTable = Narrowed<
  Rows.PaymentMethods,
  {
    flow: PaymentFlow;
    limits: JsonDefault<{ deposit?: Record<string, MethodCurrencyLimits>; withdrawal?: Record<string, MethodCurrencyLimits> }>;
    fields: JsonDefault<{ deposit?: RequisiteFieldDef[]; withdrawal?: RequisiteFieldDef[] }>;
    description: JsonDefault<Localised<MethodTexts>>;
  }
>;

export type BanksTable = Rows.Banks;

export type PaymentsTable = Narrowed<
  Rows.Payments,
  {
    type: 'deposit' | 'withdrawal';
    status: Generated<PaymentStatus>;
    requisites: JsonDefault<Record<string, string>>;
    /** Keyed tokens of card numbers by field name (migration 041); the numbers themselves are masked in `requisites`. */
    requisite_tokens: JsonDefault<Record<string, string>>;
    locale: Generated<'uz' | 'ru'>;
    created_at: CreatedAt;
    /** The stage of a withdrawal within `status` (migration 060); null for deposits. */
    withdrawal_status: WithdrawalStatus | null;
    /** Migration 136: the player's verification when they asked (set by the database). */
    verification_at_request: ColumnType<
      'verified' | 'on_verification' | 'not_verified' | null,
      'verified' | 'on_verification' | 'not_verified' | null | undefined,
      'verified' | 'on_verification' | 'not_verified' | null
    >;
  }
>;

/** Migration 136: above which amount a withdrawal needs a second approver (one row). */
export type PayoutApprovalSettingsTable = Narrowed<
  Rows.PayoutApprovalSettings,
  {
    second_approval_above: ColumnType<Array<{ currency: string; max: number }>, string | undefined, string>;
  }
>;

export type PaymentCallbacksTable = Narrowed<
  Rows.PaymentCallbacks,
  {
    received_at: CreatedAt;
  }
>;

export type DepositLimitsTable = Narrowed<
  Rows.DepositLimits,
  {
    period: LimitPeriod;
  }
>;

export type DepositLimitEventsTable = Narrowed<
  Rows.DepositLimitEvents,
  {
    period: LimitPeriod;
    action: 'set' | 'lower' | 'raise' | 'remove' | 'cancel_pending' | 'apply_pending';
    created_at: CreatedAt;
  }
>;

export type DemoProviderPaymentsTable = Narrowed<
  Rows.DemoProviderPayments,
  {
    locale: Generated<'uz' | 'ru'>;
    flow: PaymentFlow;
    status: Generated<'open' | 'pending' | 'approved' | 'declined' | 'cancelled'>;
    created_at: CreatedAt;
  }
>;

/** The demo payout provider's records (migration 061). */
export type DemoProviderPayoutsTable = Narrowed<
  Rows.DemoProviderPayouts,
  {
    requisites: JsonDefault<Record<string, string>>;
    status: Generated<'processing' | 'paid' | 'failed'>;
    created_at: CreatedAt;
  }
>;

// ---- bet history exports (migration 062) ----

export type HistoryExportStatus = 'queued' | 'processing' | 'ready' | 'failed';

export type GameHistoryExportsTable = Narrowed<
  Rows.GameHistoryExports,
  {
    locale: Generated<'uz' | 'ru'>;
    status: Generated<HistoryExportStatus>;
    created_at: CreatedAt;
  }
>;

export type GameHistoryExportPartsTable = Rows.GameHistoryExportParts;

// ---- identity verification (migrations 055, 056) ----

export type KycApplicantStatus = 'init' | 'pending' | 'approved' | 'retry' | 'rejected';

export type KycApplicantsTable = Narrowed<
  Rows.KycApplicants,
  {
    status: Generated<KycApplicantStatus>;
    reasons: JsonDefault<string[]>;
    created_at: CreatedAt;
  }
>;

export type KycWebhookEventsTable = Narrowed<
  Rows.KycWebhookEvents,
  {
    received_at: CreatedAt;
  }
>;

export type DemoIdentityApplicantsTable = Narrowed<
  Rows.DemoIdentityApplicants,
  {
    review_status: Generated<'init' | 'pending' | 'completed'>;
    review_answer: 'GREEN' | 'RED' | null;
    reject_type: 'RETRY' | 'FINAL' | null;
    reject_labels: JsonDefault<string[]>;
    created_at: CreatedAt;
  }
>;

export type DemoIdentityTokensTable = Narrowed<
  Rows.DemoIdentityTokens,
  {
    created_at: CreatedAt;
  }
>;

export type DemoIdentityDocumentsTable = Narrowed<
  Rows.DemoIdentityDocuments,
  {
    doc_type: 'PASSPORT' | 'ID_CARD' | 'DRIVERS';
    mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
    content: Uint8Array;
    created_at: CreatedAt;
  }
>;

// ---- maintenance (migration 075) ----

export type { MaintenanceScope } from '@casino/contract/maintenance/index';

export type MaintenanceModesTable = Narrowed<
  Rows.MaintenanceModes,
  {
    scope: MaintenanceScope;
  }
>;

export type MaintenanceEventsTable = Narrowed<
  Rows.MaintenanceEvents,
  {
    scope: MaintenanceScope;
    created_at: CreatedAt;
  }
>;

// ---- per-player storage, support, chat and client events (migration 076) ----

export type PlayerStorageTable = Rows.PlayerStorage;

export type SupportFeedbackTable = Narrowed<
  Rows.SupportFeedback,
  {
    created_at: CreatedAt;
  }
>;

export type ChatEventsTable = Narrowed<
  Rows.ChatEvents,
  {
    provider: 'freshchat';
    direction: 'sent' | 'received';
    created_at: CreatedAt;
  }
>;

export type ClientEventsTable = Narrowed<
  Rows.ClientEvents,
  {
    params: Json;
    created_at: CreatedAt;
  }
>;

/** Per-operator API tokens, kept as digests (migration 130). */
export type OperatorTokensTable = Narrowed<
  Rows.OperatorTokens,
  {
    created_at: CreatedAt;
  }
>;

/** The one audit trail of operator actions (migration 131). */
export type OpsAuditTable = Narrowed<
  Rows.OpsAudit,
  {
    at: CreatedAt;
    details: JsonDefault<Record<string, unknown>>;
  }
>;
