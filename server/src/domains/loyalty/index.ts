/** The loyalty programme: points, levels, earning, and the operators' shop settings. Other code reaches this domain only through this file. */
export { MILLI_PER_POINT, inMilli, wholePoints } from './earning';
export { loyaltyShopOpsRoutes } from './ops';
export {
  type LoyaltyProgram,
  type PointsAccrual,
  type ProgramRead,
  type ProgramWithExp,
  accruePoints,
  afterAccrual,
  keptMainProgram,
  levelOf,
  levelReached,
  levelStaysNow,
  loyaltyRefusal,
  mainProgram,
  mainProgramJson,
  mainProgramStill,
  pointsAccrual,
  programOfRead,
  takeNotices,
} from './points';
export { loyaltyPlugin } from './plugin';
