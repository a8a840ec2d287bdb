import { useToastsStore, useTranslation } from '@casino/shared';
import styles from './Toasts.module.css';

/** The toast area under the header (spec §2). */
export function ToastArea() {
  const { t } = useTranslation('shell');
  const toasts = useToastsStore((s) => s.toasts);
  const dismiss = useToastsStore((s) => s.dismiss);
  return (
    <div className={styles.area} aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div key={toast.id} role={toast.type === 'error' ? 'alert' : 'status'} className={`${styles.toast} ${styles[toast.type] ?? ''}`}>
          <span>{toast.text}</span>
          {toast.action && (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                dismiss(toast.id);
                toast.action?.run();
              }}
            >
              {toast.action.label}
            </button>
          )}
          <button type="button" className={styles.close} onClick={() => dismiss(toast.id)} aria-label={t('close')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
