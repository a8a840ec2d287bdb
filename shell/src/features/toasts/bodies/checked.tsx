import type { ComponentType } from 'react';
import type { ToastBody } from '@casino/shared';
import { TOAST_BODY_SCHEMAS } from '@casino/shared/api/schemas';
import type { ToastBodyProps } from './types';

/** What the toast area hands a body: the toast's data as sent, and its text. */
export interface SentToastBodyProps {
  data: unknown;
  text: string;
}

/** A body that shows only data its schema accepts; anything else shows the toast's text. */
export function checked<B extends ToastBody>(body: B, View: ComponentType<ToastBodyProps<B>>): ComponentType<SentToastBodyProps> {
  function Checked({ data, text }: SentToastBodyProps) {
    const parsed = TOAST_BODY_SCHEMAS[body].safeParse(data);
    return parsed.success ? <View data={parsed.data as ToastBodyProps<B>['data']} /> : <span>{text}</span>;
  }
  Checked.displayName = `Toast(${body})`;
  return Checked;
}
