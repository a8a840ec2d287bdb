import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@casino/shared';
import { Button, MaskedField, Select } from '@casino/shared/ui';
import { useFormsConfig, type MessagesMap } from '@casino/shared/validation';
import { saveContact } from './api';
import {
  codeOf,
  contactSchema,
  FAILURE_KEYS,
  fullPhone,
  localPhoneMaskOf,
  maskedInitial,
  saveFailureKey,
  type ContactKind,
  type ContactValues,
  type PhoneSettings,
} from './rules';
import styles from './Contacts.module.css';

export interface ContactFormProps {
  kind: ContactKind;
  /** The saved value and country to start from (empty when the contact is new). */
  initial: ContactValues;
  phoneSettings: PhoneSettings | null;
  messages: MessagesMap;
  /** Shown when there is a saved contact to go back to. */
  onCancel?: () => void;
  onSaved(): void;
}

/** Adds or changes the e-mail or the phone (a phone under one of the operator's country codes). */
export function ContactForm({ kind, initial, phoneSettings, messages, onCancel, onSaved }: ContactFormProps) {
  const { t } = useTranslation('profile');
  const schema = useMemo(() => contactSchema(kind, phoneSettings, messages), [kind, phoneSettings, messages]);
  const formsConfig = useFormsConfig();
  const maskOf = (country: string) => (kind === 'phone' && phoneSettings ? localPhoneMaskOf(formsConfig, codeOf(phoneSettings, country)) : null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: maskedInitial(initial, maskOf(initial.country)) });
  const country = watch('country');

  const refuse = (key: string) => setError('value', { type: 'server', message: t(`contacts.${key}`) }, { shouldFocus: true });

  const onSubmit = handleSubmit(async ({ country, value }) => {
    const countryCode = kind === 'phone' && phoneSettings ? codeOf(phoneSettings, country) : '';
    const typed = kind === 'phone' ? fullPhone(countryCode, value) : value.trim();
    try {
      // Spec §4: any answer other than 1 is a failure and marks the field invalid.
      if ((await saveContact(typed, kind === 'phone' ? countryCode : undefined)) !== 1) return refuse(FAILURE_KEYS[kind]);
      onSaved();
    } catch (error) {
      refuse(saveFailureKey(kind, error) ?? FAILURE_KEYS[kind]);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined} aria-label={t(`contacts.${kind}.formLabel`)}>
      <div className={kind === 'phone' ? styles.phoneRow : undefined}>
        {kind === 'phone' && phoneSettings && (
          <Select
            label={t('contacts.phone.country')}
            options={phoneSettings.country_codes.map((c) => ({ value: c.country, label: `${c.country} +${c.code}` }))}
            {...register('country')}
          />
        )}
        <MaskedField
          mask={maskOf(country)}
          pastePrefix={kind === 'phone' && phoneSettings ? `+${codeOf(phoneSettings, country)}` : undefined}
          label={t(`contacts.${kind}.input`)}
          type={kind === 'email' ? 'email' : 'tel'}
          inputMode={kind === 'email' ? 'email' : 'tel'}
          autoComplete={kind === 'email' ? 'email' : 'tel-national'}
          error={errors.value?.message ?? null}
          required
          {...register('value')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {t('contacts.save')}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('contacts.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
