import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocaleStore, useSearchParams, useSessionStore, useTranslation, type Result } from '@casino/shared';
import { Button, MaskedField, Select } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import { countryOptions, minimumAgeOf, underAgeMessage, useFormMessages, useFormsConfig } from '@casino/shared/validation';
import { applyServerFieldErrors } from '../../lib/server-errors';
import { platform } from '../../lib/platform';
import { saveProfile } from './api';
import {
  documentTypesOf,
  personalDataSchema,
  personalMasks,
  returnPath,
  saveParams,
  toastTypeOf,
  valuesFromProfile,
  type PersonalDataField,
  type PersonalDataFields,
  type PersonalValues,
} from './rules';
import styles from './Settings.module.css';

export interface PersonalDataFormProps {
  form: PersonalDataFields;
  profile: Result<'account.getprofileinfo'>;
}

const fieldId = (name: string) => `profile-${name}`;

export function PersonalDataForm({ form, profile }: PersonalDataFormProps) {
  const { t } = useTranslation('profile');
  const messages = useFormMessages('profile');
  const [query] = useSearchParams();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const locale = useLocaleStore((s) => s.locale);
  const minimumAge = useSessionStore((s) => minimumAgeOf(s.general));
  const tooYoung = t('settings.tooYoung', { count: minimumAge });
  const schema = useMemo(() => personalDataSchema(form, messages, new Date(), { minimumAge, message: tooYoung }), [form, messages, minimumAge, tooYoung]);
  const names = useMemo(() => form.fields.map((f) => f.name), [form]);
  const formsConfig = useFormsConfig();
  const documentTypes = useMemo(() => documentTypesOf(form), [form]);
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const initial = useMemo(() => valuesFromProfile(profile, personalMasks(formsConfig, form), form), [profile, formsConfig, form]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PersonalValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: initial });
  // The number's mask and label follow the document type chosen.
  const documentType = watch('document_type') || form.document_type;
  const masks = useMemo(() => personalMasks(formsConfig, form, documentType), [formsConfig, form, documentType]);

  const onSubmit = handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        await saveProfile(saveParams(values, form, masks));
        const text = t('settings.saved');
        setOutcome({ ok: true, text });
        platform().bus.emit('toast:show', { text, type: toastTypeOf(query.get('toastType')) });
        // Spec §2: sent here from another page (a withdrawal that needs these data), the player goes back there.
        const back = returnPath(query.get('from'));
        if (back) platform().navigate(back);
      } catch (error) {
        const fromServer = applyServerFieldErrors(error, names, setError, messages, { [underAgeMessage(minimumAge)]: tooYoung });
        setOutcome({ ok: false, text: Object.keys(fromServer).length ? t('settings.fixErrors') : t(errorKey(error)) });
      }
    },
    () => setOutcome(null),
  );

  const required = (name: PersonalDataField) => form.fields.find((f) => f.name === name)?.is_required ?? false;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined} aria-label={t('settings.formLabel')}>
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? styles.ok : styles.alert}>
          {outcome.text}
        </p>
      )}
      <div className={styles.grid}>
        {form.fields.map(({ name }) => {
          const common = {
            id: fieldId(name),
            label: name === 'document_number' && documentType ? t(`settings.document.${documentType}`) : t(`settings.fields.${name}`),
            required: required(name),
            error: errors[name]?.message ?? null,
            ...register(name),
          };
          if (name === 'sex') {
            return (
              <Select
                key={name}
                {...common}
                placeholder={t('settings.sex.none')}
                options={[
                  { value: '1', label: t('settings.sex.male') },
                  { value: '2', label: t('settings.sex.female') },
                ]}
              />
            );
          }
          if (name === 'document_type') {
            return (
              <Select
                key={name}
                {...common}
                placeholder={required(name) ? undefined : t('settings.documentTypes.none')}
                options={documentTypes.map((type) => ({ value: type, label: t(`settings.documentTypes.${type}`) }))}
              />
            );
          }
          if (name === 'country_code') {
            // ISO codes stored, names in the player's language; a native select finds a country by its first letters.
            return <Select key={name} {...common} placeholder={t('settings.countryNone')} options={countries} autoComplete="country" />;
          }
          return (
            <MaskedField
              key={name}
              {...common}
              mask={masks[name]}
              inputMode={name === 'postcode' || name === 'birth_date' ? 'numeric' : undefined}
              placeholder={name === 'birth_date' ? t('settings.datePlaceholder') : undefined}
              hint={name === 'birth_date' ? t('settings.dateHint') : undefined}
              autoComplete={AUTOCOMPLETE[name]}
            />
          );
        })}
      </div>
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('settings.save')}
      </Button>
    </form>
  );
}

const AUTOCOMPLETE: Partial<Record<PersonalDataField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  birth_date: 'bday',
  country: 'country-name',
  country_code: 'country',
  region: 'address-level1',
  home_town: 'address-level2',
  address: 'street-address',
  postcode: 'postal-code',
};
