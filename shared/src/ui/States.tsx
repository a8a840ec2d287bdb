import { isValidElement, useId, type ReactNode } from 'react';
import styles from './State.module.css';
import { Button } from './Button';
import { cx } from './cx';

/** A button made for you, or any element (a link, a custom button). */
export type StateAction = { label: ReactNode; onClick: () => void } | ReactNode;

export interface StateProps {
  heading: ReactNode;
  text?: ReactNode;
  action?: StateAction;
  /** Heading level that fits the page outline. */
  headingLevel?: 1 | 2 | 3 | 4;
  icon?: ReactNode;
  className?: string;
}

function isActionObject(action: StateAction): action is { label: ReactNode; onClick: () => void } {
  return typeof action === 'object' && action !== null && !isValidElement(action) && 'label' in action && 'onClick' in action;
}

function StateBlock({ heading, text, action, headingLevel = 2, icon, className, tone }: StateProps & { tone: 'empty' | 'error' }) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={headingId}
      role={tone === 'error' ? 'alert' : undefined}
      className={cx(styles.state, tone === 'error' && styles.error, className)}
    >
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action !== undefined && action !== null && (
        <div className={styles.action}>
          {isActionObject(action) ? (
            <Button variant={tone === 'error' ? 'primary' : 'secondary'} onClick={action.onClick}>
              {action.label}
            </Button>
          ) : (
            action
          )}
        </div>
      )}
    </section>
  );
}

/** Nothing to show (no games match, no history yet). */
export function EmptyState(props: StateProps) {
  return <StateBlock {...props} tone="empty" />;
}

/** Something failed; usually offers a retry. Announced as an alert. */
export function ErrorState(props: StateProps) {
  return <StateBlock {...props} tone="error" />;
}
