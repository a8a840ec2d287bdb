export { BettingNotice } from './BettingNotice';
export { showsBettingNotice, bettingNoticeKey, BETTING_NOTICE_AREAS } from './rules';
