import { Link, useTranslation } from '@casino/shared';
import { cx } from '@casino/shared/ui';
import type { Result } from '@casino/shared';

type Method = Result<'cashier.getdepositsettings'>['methods'][number];
import styles from './MethodList.module.css';

export interface MethodListProps {
  methods: readonly Method[];
  selected: string | null;
  view: 'container' | 'scrolling';
  /** Links to `/cashier/deposit/:sysname` when the address shows the method; buttons otherwise. */
  hrefOf: ((sysname: string) => string) | null;
  onSelect(sysname: string): void;
  /** The list's accessible name (defaults to the deposit methods). */
  label?: string;
  /** Called on every pick (a link followed or a button pressed), before the choice takes effect. */
  onPick?(): void;
}

/** Payment methods with their icon, name and description: a grid (container) or a scrolling strip. */
export function MethodList({ methods, selected, view, hrefOf, onSelect, label, onPick }: MethodListProps) {
  const { t } = useTranslation('cashier');
  return (
    <ul className={cx(styles.methods, view === 'scrolling' ? styles.scrolling : styles.container)} aria-label={label ?? t('deposit.methods')}>
      {methods.map((m) => {
        const current = m.sysname === selected;
        const body = (
          <>
            <img className={styles.icon} src={m.icons.default} alt="" width={60} height={36} loading="lazy" />
            <span className={styles.methodName}>{m.name}</span>
            <span className={styles.methodMeta}>
              {m.description.title} · {m.description.processing_time}
            </span>
          </>
        );
        return (
          <li key={m.sysname}>
            {hrefOf ? (
              <Link
                to={hrefOf(m.sysname)}
                className={cx(styles.method, current && styles.current)}
                aria-current={current ? 'page' : undefined}
                onClick={() => onPick?.()}
              >
                {body}
              </Link>
            ) : (
              <button
                type="button"
                className={cx(styles.method, current && styles.current)}
                aria-pressed={current}
                onClick={() => {
                  onPick?.();
                  onSelect(m.sysname);
                }}
              >
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
