import styles from './Auth.module.css';

/** A form's message that is not about one field: announced as soon as it appears. */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'status' }) {
  if (!message) return null;
  return tone === 'error' ? (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  ) : (
    <p role="status" className={styles.status}>
      {message}
    </p>
  );
}
