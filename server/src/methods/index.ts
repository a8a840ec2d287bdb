import type { MethodName } from '@casino/contract';
import type { Handlers } from '../api/handler';
import { accountCurrencyHandlers, accountHandlers } from './account';
import { authHandlers } from './auth';
import { bannerHandlers } from './banners';
import { bonusHandlers } from './bonuses';
import { campaignHandlers } from './campaigns';
import { cashbackHandlers } from './cashbacks';
import { cashierHandlers } from './cashier';
import { gamesHandlers } from './games';
import { jackpotHandlers } from './jackpots';
import { leaderboardHandlers } from './leaderboard';
import { loyaltyHandlers } from './loyalty';
import { metadataHandlers, pageMetadataHandlers } from './metadata';
import { notificationHandlers } from './notifications';
import { popupHandlers } from './popups';
import { sumsubHandlers } from './sumsub';
import { tournamentHandlers } from './tournaments';
import { storageHandlers } from './storage';
import { supportHandlers } from './support';
import { freshChatHandlers } from './freshchat';
import { eventHandlers } from './events';

/**
 * Every method of the shared table has its handler here (the type fails the build otherwise),
 * one file per namespace of the table.
 */
export const HANDLERS = {
  ...accountHandlers,
  ...authHandlers,
  ...metadataHandlers,
  ...gamesHandlers,
  ...jackpotHandlers,
  ...tournamentHandlers,
  ...leaderboardHandlers,
  ...campaignHandlers,
  ...bonusHandlers,
  ...bannerHandlers,
  ...popupHandlers,
  ...cashbackHandlers,
  ...loyaltyHandlers,
  ...cashierHandlers,
  ...notificationHandlers,
  ...sumsubHandlers,
  ...storageHandlers,
  ...accountCurrencyHandlers,
  ...supportHandlers,
  ...freshChatHandlers,
  ...eventHandlers,
  ...pageMetadataHandlers,
} satisfies Handlers<MethodName>;
