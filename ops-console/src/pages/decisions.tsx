import { useCallback, useEffect, useState } from 'react';
import { OpsError } from '../api';
import { Confirm, type Pending } from './Confirm';

export interface Outcome {
  ok: boolean;
  text: string;
}

/**
 * A queue an operator decides on (payouts, verifications): its items loaded and reloaded after
 * each decision, the decision confirmed first, and the outcome said once.
 */
export function useDecisions<T>(load: () => Promise<T[]>, loadError: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const reload = useCallback(async () => setItems(await load()), [load]);
  useEffect(() => {
    reload().catch(() => setOutcome({ ok: false, text: loadError }));
  }, [reload, loadError]);

  const decide = (title: string, text: string, run: () => Promise<unknown>) =>
    setPending({
      title,
      text,
      run: async () => {
        try {
          await run();
          setOutcome({ ok: true, text: `Done: ${title}` });
        } catch (e) {
          setOutcome({ ok: false, text: e instanceof OpsError ? e.message : 'The decision failed' });
        }
        await reload().catch(() => {});
      },
    });

  const confirm = pending && <Confirm pending={pending} onClose={() => setPending(null)} />;
  return { items, decide, confirm, outcome, setOutcome };
}

/** Success in a polite status line, failure as an alert. */
export function OutcomeLine({ outcome }: { outcome: Outcome | null }) {
  return (
    <>
      <div role="status">{outcome?.ok ? outcome.text : ''}</div>
      {outcome && !outcome.ok && <p role="alert">{outcome.text}</p>}
    </>
  );
}
