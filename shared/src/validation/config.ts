import { useMemo } from 'react';
import { useConfigStore } from '@casino/shared';
import { formMessages, type MessagesMap } from './messages';

/** Section of the content config that carries form settings (spec §1). */
export const FORMS_CONFIG_SECTION = 'forms-config';

/** The operator's messages for one form, read from the shared config store at call time. */
export function currentFormMessages(form: string): MessagesMap {
  return formMessages(useConfigStore.getState().config[FORMS_CONFIG_SECTION], form);
}

/** React hook: the form's messages, re-rendering when the content config changes. */
export function useFormMessages(form: string): MessagesMap {
  const section = useConfigStore((s) => s.config[FORMS_CONFIG_SECTION]);
  // Stable identity, so schemas built from it are rebuilt only when the config changes.
  return useMemo(() => formMessages(section, form), [section, form]);
}

/** React hook: the `forms-config` section (field settings such as masks, see `fieldMask`), re-rendering when it changes. */
export function useFormsConfig(): unknown {
  return useConfigStore((s) => s.config[FORMS_CONFIG_SECTION]);
}
