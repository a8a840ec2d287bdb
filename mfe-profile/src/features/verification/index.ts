export { VerificationPage } from './VerificationPage';
export { IdentityVerificationDialog } from './IdentityVerificationDialog';
