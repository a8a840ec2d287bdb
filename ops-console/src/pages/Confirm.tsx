import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface Pending {
  title: string;
  text: string;
  run(): Promise<unknown>;
  /** What risks a whole part (the site down, a live release rolled back): the operator types this name first. */
  typeToConfirm?: string;
  /** The confirming button's name (default "Confirm"). */
  confirmLabel?: string;
  /** What the page says once it is done (default "Done: <title>"). */
  done?: string;
}

/** Whether the typed text names the part (case and outer spaces aside). */
export const typedMatches = (typed: string, name: string): boolean => typed.trim().toLowerCase() === name.trim().toLowerCase();

/**
 * A confirmation that names exactly what will happen. Focus starts on Cancel (a stray Enter does
 * nothing), Escape closes it, Tab stays inside, and focus goes back where it was. A risky action
 * asks for the part's name to be typed before Confirm acts.
 */
export function Confirm({ pending, onClose }: { pending: Pending; onClose(): void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState('');
  const ids = useId();
  const ready = !pending.typeToConfirm || typedMatches(typed, pending.typeToConfirm);
  // Before paint, so the next key acts in the confirmation.
  useLayoutEffect(() => cancel.current?.focus(), []);
  // What had focus when the confirmation opened (read while rendering, before Cancel takes focus) gets it back.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => () => opener?.focus(), [opener]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled])')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  return (
    <div className="backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-text`}
        className="dialog"
        onKeyDown={onKeyDown}
      >
        <h2 id={`${ids}-title`}>{pending.title}</h2>
        <p id={`${ids}-text`}>{pending.text}</p>
        {pending.typeToConfirm && (
          <label className="field">
            Type {pending.typeToConfirm} to confirm
            <input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} />
          </label>
        )}
        <div className="actions">
          <button type="button" ref={cancel} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={pending.typeToConfirm ? 'danger' : 'primary'}
            disabled={!ready}
            onClick={async () => {
              onClose();
              await pending.run();
            }}
          >
            {pending.confirmLabel ?? 'Confirm'}
          </button>
        </div>
      </div>
    </div>
  );
}
