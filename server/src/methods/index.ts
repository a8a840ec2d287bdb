import type { MethodName } from '@casino/shared';
import type { Handlers } from '../api/handler';
import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { gamesHandlers } from './games';
import { loyaltyHandlers } from './loyalty';
import { metadataHandlers } from './metadata';
import { promotionHandlers } from './promotions';
import { tournamentHandlers } from './tournaments';

/** Every method of the shared table has its handler here (the type fails the build otherwise). */
export const HANDLERS = {
  ...accountHandlers,
  ...authHandlers,
  ...metadataHandlers,
  ...gamesHandlers,
  ...promotionHandlers,
  ...tournamentHandlers,
  ...loyaltyHandlers,
} satisfies Handlers<MethodName>;
