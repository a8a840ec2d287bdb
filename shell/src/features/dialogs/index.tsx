import { lazy, Suspense, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { type Dialog, isRemoteName, type LazyComponent, useDialogsStore, useTranslation } from '@casino/shared';
import { loadRemoteApp } from '../../federation/remotes';
import { RemoteBoundary } from '../../federation/RemoteBoundary';
import styles from './Dialogs.module.css';

/** Dialog contents the shell itself owns, by id. Remote contents are addressed as `<remote>:<id>`. */
export const shellDialogs: Record<string, LazyComponent> = {};

function contentFor(component: string): ComponentType<Record<string, unknown>> {
  const [owner, id] = component.includes(':') ? component.split(':', 2) : [null, component];
  if (owner && isRemoteName(owner)) {
    return lazy(async () => {
      const app = await loadRemoteApp(owner);
      const load = app.dialogs?.[id ?? ''];
      if (!load) throw new Error(`${owner} has no dialog "${id}"`);
      return load();
    });
  }
  const load = shellDialogs[component];
  if (!load) return () => null;
  return lazy(load);
}

/** Shows the first dialog of the queue; the next opens when it closes (spec §4). */
export function DialogHost() {
  const current = useDialogsStore((s) => s.queue[0]);
  useEffect(() => {
    if (!current) return;
    // Opening a dialog locks page scroll (spec §4).
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [current]);
  if (!current) return null;
  return <DialogFrame key={current.id} dialog={current} />;
}

function DialogFrame({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation('shell');
  const close = useDialogsStore((s) => s.close);
  const ref = useRef<HTMLDivElement>(null);
  const Content = useMemo(() => contentFor(dialog.component), [dialog.component]);
  const owner = dialog.component.split(':')[0] ?? '';

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    return () => previouslyFocused?.focus?.();
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape' && !dialog.preventClose) close(dialog.id);
  };

  const content = (
    <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
      <Content {...dialog.props} dialogId={dialog.id} />
    </Suspense>
  );

  return (
    <div className={styles.overlay} onMouseDown={(e) => e.target === e.currentTarget && !dialog.preventClose && close(dialog.id)}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-label={t(`dialogs.${dialog.component.replace(':', '.')}`, { defaultValue: t('dialogs.default') })}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[dialog.type] ?? ''}`}
        onKeyDown={onKeyDown}
      >
        {!dialog.preventClose && (
          <button type="button" className={styles.close} onClick={() => close(dialog.id)} aria-label={t('close')}>
            ×
          </button>
        )}
        {isRemoteName(owner) ? <RemoteBoundary name={owner}>{content}</RemoteBoundary> : content}
      </div>
    </div>
  );
}
