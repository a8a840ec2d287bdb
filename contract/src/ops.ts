/** What the ops API and the console agree on, defined once. */

/** An operator's roles; `admin` may do everything. */
export const OPERATOR_ROLES = ['releases', 'payments', 'cashback', 'kyc', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** The areas of the ops audit trail, as the server writes them and the console filters by them. */
export const AUDIT_AREAS = [
  'releases',
  'canary',
  'rollback',
  'maintenance',
  'payouts',
  'verifications',
  'settings',
  'operators',
  'tokens',
  'loyalty',
  'cashback',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];
