import { useLayoutEffect, useRef } from 'react';

export interface Pending {
  title: string;
  text: string;
  run(): Promise<unknown>;
}

/** A confirmation that names exactly what will happen; focus moves into it. */
export function Confirm({ pending, onClose }: { pending: Pending; onClose(): void }) {
  const confirm = useRef<HTMLButtonElement>(null);
  // Before paint, so the next key acts in the confirmation.
  useLayoutEffect(() => confirm.current?.focus(), []);
  return (
    <div className="backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby="confirm-title" aria-describedby="confirm-text" className="dialog">
        <h2 id="confirm-title">{pending.title}</h2>
        <p id="confirm-text">{pending.text}</p>
        <div className="actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            ref={confirm}
            className="primary"
            onClick={async () => {
              onClose();
              await pending.run();
            }}
          >
            Confirm
          </button>
        </div>
      </div>
    </div>
  );
}
