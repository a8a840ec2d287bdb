import { useToastsStore, useTranslation, type Toast } from '@casino/shared';
import { Icon } from '@casino/shared/ui';
import { useOnDemand } from '../../platform/on-demand';
import { TOAST_BODY_VIEWS } from './bodies';
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
          {toast.icon && <Icon name={toast.icon} width="20" height="20" className={styles.icon} />}
          {toast.component ? <ToastBodyView toast={toast} component={toast.component} /> : <span>{toast.text}</span>}
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

/** The registered body a toast names, with its data; its text while the body loads or when it cannot. */
function ToastBodyView({ toast, component }: { toast: Toast; component: NonNullable<Toast['component']> }) {
  const body = useOnDemand(`toast:${component}`, TOAST_BODY_VIEWS[component]);
  if (!body.Component) return <span>{toast.text}</span>;
  return <body.Component data={toast.data} text={toast.text} />;
}
