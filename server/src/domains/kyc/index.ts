/** Identity checks (KYC): the policy of when they are needed, applicants and their reviews, the identity provider's interface, settings and routes. Other code reaches this domain only through this file. */
export { type IdentityProvider, type Review, ReviewRefused, type VerificationDecision, type VerificationResult, type WebhookCheck } from './identity-provider';
export { kycBlockForNewAccount, verificationHold } from './policy';
export { registerKyc } from './routes';
export { ensureApplicant, findApplicantOf, markSubmitted, requireProvider, statusOf } from './service';
export { type KycSettings, loadKycSettings } from './settings';
