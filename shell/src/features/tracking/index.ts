export { Tracking } from './Tracking';
export { FRAUD_CHECK_DELAY_MS, fraudCheckHitUrl, startTracking, trackIdOf, visitHitUrl } from './hits';
