import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { type Dialog, isRemoteName, type RemoteName, useDialogsStore, useTranslation } from '@casino/shared';
import { shellDialogs } from './registry';
import { keepTabInside, returnFocus } from '../focus-trap';
import { useOnDemand } from '../on-demand';
import styles from './Dialogs.module.css';

type Content = ComponentType<Record<string, unknown>>;

/** How the host reaches dialogs that remotes offer; handed in by whoever knows how to load remotes. */
export interface RemoteDialogs {
  /** The content a remote offers under `id` (rejects when the remote or the dialog is missing). */
  load(owner: RemoteName, id: string): Promise<{ default: Content }>;
  /** Keeps a failing remote's content inside its dialog. */
  Boundary: ComponentType<{ name: RemoteName; children: ReactNode }>;
}

const Nothing: Content = () => null;

/** Loads the content of a dialog: the shell's own, or `<remote>:<id>` from that remote. */
function contentLoader(component: string, remotes: RemoteDialogs | undefined): () => Promise<{ default: Content }> {
  const [owner, id] = component.includes(':') ? component.split(':', 2) : [null, component];
  if (owner && isRemoteName(owner)) return remotes ? () => remotes.load(owner, id ?? '') : async () => ({ default: Nothing });
  const load = shellDialogs[component];
  return load ? (load as () => Promise<{ default: Content }>) : async () => ({ default: Nothing });
}

/** The dialog's content, loaded on demand; a failure to load is thrown to the boundary around it. */
function DialogContent({ component, remotes, props }: { component: string; remotes: RemoteDialogs | undefined; props: Record<string, unknown> }) {
  const content = useOnDemand(component, contentLoader(component, remotes));
  if (content.error) throw content.error;
  if (!content.Component) return <div className={styles.loading} aria-busy="true" />;
  return <content.Component {...props} />;
}

/** Shows the first dialog of the queue; the next opens when it closes (spec §4). */
export function DialogHost({ remotes }: { remotes?: RemoteDialogs }) {
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
  return <DialogFrame key={current.id} dialog={current} remotes={remotes} />;
}

/** The heading a dialog's content shows first. */
const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

/**
 * The id of the first heading inside the dialog, given one when it has none: the dialog is named by
 * the title the player sees. Followed as the content loads or changes step (sign-in to the code step).
 */
export function useVisibleTitle(ref: React.RefObject<HTMLElement | null>, dialogId: string): string | null {
  const [titleId, setTitleId] = useState<string | null>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const find = () => {
      const heading = box.querySelector<HTMLElement>(HEADING);
      if (heading && !heading.id) heading.id = `${dialogId.replace(/[^\w-]/g, '-')}-title`;
      setTitleId(heading?.id ?? null);
    };
    find();
    // Only added and removed nodes: giving a heading its id is no change of the tree.
    const observer = new MutationObserver(find);
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref, dialogId]);
  return titleId;
}

function DialogFrame({ dialog, remotes }: { dialog: Dialog; remotes: RemoteDialogs | undefined }) {
  const { t } = useTranslation('shell');
  const close = useDialogsStore((s) => s.close);
  const ref = useRef<HTMLDivElement>(null);
  const owner = dialog.component.split(':')[0] ?? '';
  const titleId = useVisibleTitle(ref, dialog.id);

  // Before paint: a key pressed as soon as the dialog shows (Escape) must reach it, not the opener
  // (a passive effect of a render that no input caused may run after the frame).
  useLayoutEffect(() => {
    // The opener gets focus back on close; a dialog opened by the next in the queue hands it on.
    const opener = document.activeElement;
    ref.current?.focus();
    return () => returnFocus(opener);
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (!dialog.preventClose) close(dialog.id);
      return;
    }
    if (ref.current) keepTabInside(ref.current, e);
  };

  const content = <DialogContent component={dialog.component} remotes={remotes} props={{ ...dialog.props, dialogId: dialog.id }} />;

  return (
    <div className={styles.overlay} onMouseDown={(e) => e.target === e.currentTarget && !dialog.preventClose && close(dialog.id)}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        // Named by its visible heading; only while the content has none yet (loading) by the content's name.
        {...(titleId
          ? { 'aria-labelledby': titleId }
          : { 'aria-label': t(`dialogs.${dialog.component.replace(':', '.')}`, { defaultValue: t('dialogs.default') }) })}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[dialog.type] ?? ''}`}
        data-dialog-type={dialog.type}
        onKeyDown={onKeyDown}
      >
        {!dialog.preventClose && (
          <button type="button" className={styles.close} onClick={() => close(dialog.id)} aria-label={t('close')}>
            ×
          </button>
        )}
        {isRemoteName(owner) && remotes ? <remotes.Boundary name={owner}>{content}</remotes.Boundary> : content}
      </div>
    </div>
  );
}
