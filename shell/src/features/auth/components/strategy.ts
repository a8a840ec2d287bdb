import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type RegisterOptions, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { FormModes } from '../rules/config';

/**
 * `register` with the eager strategy on top of react-hook-form's submit mode: a field with a value
 * is checked when left, and a wrong field is checked again on every change until it is right.
 */
export function strategyRegister<T extends FieldValues>(form: UseFormReturn<T>, modes: FormModes) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => {
    const field = form.register(name, options);
    if (!modes.validateOnBlur) return field;
    return {
      ...field,
      onBlur: async (event: { target: unknown; type?: unknown }) => {
        await field.onBlur(event);
        const value = form.getValues(name) as unknown;
        if (typeof value === 'string' && value.trim() !== '') await form.trigger(name);
      },
      onChange: async (event: { target: unknown; type?: unknown }) => {
        await field.onChange(event);
        if (form.getFieldState(name).invalid) await form.trigger(name);
      },
    };
  };
}

/** The options react-hook-form itself takes from the modes. */
export function formOptions(modes: FormModes): { mode: FormModes['mode']; reValidateMode: FormModes['reValidateMode'] } {
  return { mode: modes.mode, reValidateMode: modes.reValidateMode };
}

/**
 * A form with its resolver, the configured validation strategy, and the cursor put in `focus`
 * once on mount (later renders must never move it while the player types).
 */
export function useStrategyForm<T extends FieldValues>(resolver: Resolver<T>, modes: FormModes, defaultValues: DefaultValues<T>, focus?: FieldPath<T>) {
  const form = useForm<T>({ resolver, ...formOptions(modes), defaultValues });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount: a later focus would move the cursor while the player types
  useEffect(() => void (focus && form.setFocus(focus)), []);
  return { form, register: strategyRegister(form, modes) };
}
