export { usePopups } from './usePopups';
export { campaignRequest, isPopupBlockedPath, nextCampaignPopup, unseenCashback, SEEN_CASHBACK_KEY } from './rules';
