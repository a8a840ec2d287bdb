import { useTranslation } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { platform } from '../../lib/platform';
import { verificationLink } from './rules';
import styles from './Verification.module.css';

export interface IdentityVerificationDialogProps {
  /** Where the button leads (the cashier's content config for KycWithdrawal); the verification page by default. */
  link?: string;
  dialogId?: string;
}

/**
 * The "identity verification" dialog of spec §2, opened as `profile:identity-verification` (the
 * cashier opens it when a withdrawal is refused with KycWithdrawal): why, and the way to the page.
 */
export function IdentityVerificationDialog({ link, dialogId }: IdentityVerificationDialogProps) {
  const { t } = useTranslation('profile');
  const close = () => platform().bus.emit('dialog:close', { ...(dialogId ? { id: dialogId } : {}) });
  const go = () => {
    close();
    platform().navigate(verificationLink(link));
  };
  return (
    <div className={styles.dialog}>
      <h2 className={styles.dialogTitle}>{t('verification.dialog.title')}</h2>
      <p>{t('verification.dialog.text')}</p>
      <ul className={styles.steps}>
        <li>{t('verification.dialog.step1')}</li>
        <li>{t('verification.dialog.step2')}</li>
        <li>{t('verification.dialog.step3')}</li>
      </ul>
      <div className={styles.actions}>
        <Button onClick={go}>{t('verification.dialog.go')}</Button>
        <Button variant="ghost" onClick={close}>
          {t('verification.dialog.later')}
        </Button>
      </div>
    </div>
  );
}
