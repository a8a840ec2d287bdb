/**
 * Parameter and result schemas of every API method (spec §3, §7), one file per namespace; their
 * building blocks (coercions, the field rules of spec §5, shared results) are in `common.ts` and, per part of the product, in `shapes/`.
 * The server validates requests with these; the browser client takes its types from them.
 */
import type { z } from 'zod';
import type { MethodName } from '../api/methods';
import { accountSchemas } from './account';
import { sumsubSchemas } from './sumsub';
import { metadataSchemas } from './metadata';
import { authSchemas } from './auth';
import { gamesSchemas } from './games';
import { jackpotsSchemas } from './jackpots';
import { tournamentsSchemas } from './tournaments';
import { leaderboardSchemas } from './leaderboard';
import { campaignsSchemas } from './campaigns';
import { bonusesSchemas } from './bonuses';
import { bettingbonusesSchemas } from './bettingbonuses';
import { freespinsSchemas } from './freespins';
import { bannersSchemas } from './banners';
import { popupsSchemas } from './popups';
import { cashbacksSchemas } from './cashbacks';
import { loyaltySchemas } from './loyalty';
import { cashierSchemas } from './cashier';
import { notificationsSchemas } from './notifications';
import { storageSchemas } from './storage';
import { supportSchemas } from './support';
import { freshchatSchemas } from './freshchat';
import { eventsSchemas } from './events';

export * from './common';
export * from './shapes/account';
export * from './shapes/bet-history';
export * from './shapes/bonuses';
export * from './shapes/cashbacks';
export * from './shapes/cashier';
export * from './shapes/content';
export * from './shapes/games';
export * from './shapes/jackpots';
export * from './shapes/kyc';
export * from './shapes/loyalty';
export * from './shapes/notifications';
export * from './shapes/responsible-gaming';
export * from './shapes/site';
export * from './shapes/tournaments';

export const SCHEMAS = {
  ...accountSchemas,
  ...sumsubSchemas,
  ...metadataSchemas,
  ...authSchemas,
  ...gamesSchemas,
  ...jackpotsSchemas,
  ...tournamentsSchemas,
  ...leaderboardSchemas,
  ...campaignsSchemas,
  ...bonusesSchemas,
  ...bettingbonusesSchemas,
  ...freespinsSchemas,
  ...bannersSchemas,
  ...popupsSchemas,
  ...cashbacksSchemas,
  ...loyaltySchemas,
  ...cashierSchemas,
  ...notificationsSchemas,
  ...storageSchemas,
  ...supportSchemas,
  ...freshchatSchemas,
  ...eventsSchemas,
} satisfies Record<MethodName, { params: z.ZodType; result: z.ZodType; fieldsResult?: z.ZodType }>;

export type Schemas = typeof SCHEMAS;
export type Params<M extends MethodName> = z.input<Schemas[M]['params']>;
export type Result<M extends MethodName> = z.output<Schemas[M]['result']>;
/** Parameters after validation, as the server's handlers see them. */
export type ParsedParams<M extends MethodName> = z.output<Schemas[M]['params']>;
