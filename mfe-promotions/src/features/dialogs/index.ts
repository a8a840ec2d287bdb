export { CampaignDialog, type CampaignDialogProps } from './CampaignDialog';
export { UnseenCashbackDialog, type UnseenCashbackDialogProps } from './UnseenCashbackDialog';
export { PromoCodeActivatedDialog, type PromoCodeActivatedDialogProps } from './PromoCodeActivatedDialog';
