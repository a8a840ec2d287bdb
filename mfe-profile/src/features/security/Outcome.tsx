import styles from './Security.module.css';

export type OutcomeState = { ok: boolean; text: string } | null;

/** The result of a form's last try: a status when it worked, an alert when it did not. */
export function Outcome({ state }: { state: OutcomeState }) {
  if (!state) return null;
  return (
    <p role={state.ok ? 'status' : 'alert'} className={state.ok ? styles.ok : styles.alert}>
      {state.text}
    </p>
  );
}
