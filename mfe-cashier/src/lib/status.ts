/**
 * The status a player reads for a payment. A withdrawal tells its stage (`withdrawal_status`:
 * requested, approved, paid, rejected, cancelled); a deposit, or a withdrawal from a server that
 * does not tell the stage, its coarse status (pending, success, fail, cancel).
 */
type Stage = 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';

export interface WithStatus {
  status: 'pending' | 'success' | 'fail' | 'cancel';
  withdrawal_status?: Stage | undefined;
}

/** The translation key of the status label. */
export const statusKey = (p: WithStatus): string => (p.withdrawal_status ? `withdrawalStatus.${p.withdrawal_status}` : `status.${p.status}`);

/** The key of the sentence explaining a withdrawal's stage (null for a deposit). */
export const stageNoteKey = (p: WithStatus): string | null => (p.withdrawal_status ? `receipt.stage.${p.withdrawal_status}` : null);
