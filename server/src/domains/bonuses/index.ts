/** Bonuses and their wagering, free spin packs, gifts of promotions and deposit offers. Other code reaches this domain only through this file. */
export {
  BONUS_BALANCE,
  type BonusRow,
  DEFAULT_BONUS_DAYS,
  endExpiredOf,
  type StakeParts,
  type StakeReads,
  activateBonus,
  activeBonusesOf,
  bonusIsolation,
  countWagering,
  deactivateBonus,
  expireDueOf,
  forfeitForWithdrawal,
  grantBonus,
  holdMainMoneyStake,
  isolationSetting,
  listBonuses,
  mainMoneyStakeNow,
  payWin,
  playable,
  playableNow,
  removeBonus,
  stakeReadColumns,
  startBonusExpiry,
  takeStake,
} from './bonuses';
export { type PackRow, grantFreespins, packForSpinExists, packForSpinJson, spendFreespin, spinsLeft } from './freespins';
export { type Gift, giftView, giftsOf, grantGifts } from './gifts';
export { type OfferTrigger, depositOfferFor, depositStats, offerBonus, offerBonusTerms, offerTitles, satisfiesOffer } from './offers';
export { wageringOpsRoutes } from './wagering-ops';
export { type WageringRules, contributionViews, roundExposure, shareOf, sportsbookExposure, wageringRules, wageringTypeOf } from './wagering';
export { bonusesPlugin } from './plugin';
export { takeOffer } from './take-offer';
