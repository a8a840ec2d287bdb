/** Cashback: periods, the settlement job and its schedule, records a player takes, settings and operator routes. Other code reaches this domain only through this file. */
export { boostOfOrder } from './job';
export { cashbackOpsRoutes } from './ops';
export { COLUMNS, cashbackOut, removeCashback, shownStatus, takeCashback } from './records';
export { startCashbackSchedule } from './schedule';
export { readCashbackSettings } from './settings';
