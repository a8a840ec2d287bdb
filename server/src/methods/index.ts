import type { MethodName } from '@casino/shared';
import type { Handlers } from '../api/handler';
import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { cashierHandlers } from './cashier';
import { gamesHandlers } from './games';
import { gameHistoryHandlers } from './game-history';
import { loyaltyHandlers } from './loyalty';
import { metadataHandlers } from './metadata';
import { promotionHandlers } from './promotions';
import { tournamentHandlers } from './tournaments';
import { promoCodeHandlers } from './promo-codes';
import { socialHandlers } from '../oauth/methods';
import { telegramHandlers } from '../telegram/methods';

/** Every method of the shared table has its handler here (the type fails the build otherwise). */
export const HANDLERS = {
  ...accountHandlers,
  ...authHandlers,
  ...metadataHandlers,
  ...gamesHandlers,
  ...gameHistoryHandlers,
  ...promotionHandlers,
  ...tournamentHandlers,
  ...loyaltyHandlers,
  ...promoCodeHandlers,
  ...socialHandlers,
  ...telegramHandlers,
  ...cashierHandlers,
} satisfies Handlers<MethodName>;
