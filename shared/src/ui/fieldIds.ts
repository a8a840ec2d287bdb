import { useId } from 'react';

/** Ids that tie a control to its hint and error text (aria-describedby). */
export function useFieldIds(id: string | undefined, hint: unknown, error: unknown, describedBy?: string) {
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy: describedByIds };
}
