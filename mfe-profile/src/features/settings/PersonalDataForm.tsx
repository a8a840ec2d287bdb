import { useMemo, useState, type FormEvent } from 'react';
import { useLocaleStore, useNavigate, useSearchParams, useTranslation, type Result } from '@casino/shared';
import { Button, Select, TextField } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import { useFormMessages } from '@casino/shared/validation';
import { serverFieldErrors, type FieldErrors } from '../../lib/form';
import { platform } from '../../lib/platform';
import { saveProfile } from './api';
import { returnPath, saveParams, toastTypeOf, validatePersonalData, valuesFromProfile, type PersonalDataField, type PersonalDataFields, type PersonalValues } from './rules';
import styles from './Settings.module.css';

export interface PersonalDataFormProps {
  form: PersonalDataFields;
  profile: Result<'account.getprofileinfo'>;
}

const fieldId = (name: string) => `profile-${name}`;

export function PersonalDataForm({ form, profile }: PersonalDataFormProps) {
  const { t } = useTranslation('profile');
  const messages = useFormMessages('profile');
  const locale = useLocaleStore((s) => s.locale);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [values, setValues] = useState<PersonalValues>(() => valuesFromProfile(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const names = useMemo(() => form.fields.map((f) => f.name), [form]);

  const revalidate = (name: PersonalDataField, next: PersonalValues) => {
    const found = validatePersonalData(next, { ...form, fields: form.fields.filter((f) => f.name === name) }, messages);
    setErrors((e) => {
      const { [name]: _drop, ...rest } = e;
      return found[name] ? { ...rest, [name]: found[name] } : rest;
    });
  };

  const change = (name: PersonalDataField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) revalidate(name, next);
  };

  const focusFirst = (found: FieldErrors) => {
    const first = names.find((n) => found[n]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = validatePersonalData(values, form, messages);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    setSaving(true);
    try {
      await saveProfile(saveParams(values, form));
      const text = t('settings.saved');
      setOutcome({ ok: true, text });
      platform().bus.emit('toast:show', { text, type: toastTypeOf(query.get('toastType')) });
      const back = returnPath(query.get('from'), locale);
      if (back) navigate(back);
    } catch (error) {
      const fromServer = serverFieldErrors(error, names, messages);
      setErrors(fromServer);
      if (Object.keys(fromServer).length) {
        focusFirst(fromServer);
        setOutcome({ ok: false, text: t('settings.fixErrors') });
      } else setOutcome({ ok: false, text: t(errorKey(error)) });
    } finally {
      setSaving(false);
    }
  };

  const required = (name: PersonalDataField) => form.fields.find((f) => f.name === name)?.is_required ?? false;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={saving || undefined} aria-label={t('settings.formLabel')}>
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? styles.ok : styles.alert}>
          {outcome.text}
        </p>
      )}
      <div className={styles.grid}>
        {form.fields.map(({ name }) => {
          const common = {
            id: fieldId(name),
            name,
            label: name === 'document_number' && form.document_type ? t(`settings.document.${form.document_type}`) : t(`settings.fields.${name}`),
            required: required(name),
            error: errors[name] ?? null,
            value: values[name],
            onBlur: () => revalidate(name, values),
          };
          if (name === 'sex') {
            return (
              <Select
                key={name}
                {...common}
                onChange={(e) => change(name, e.target.value)}
                placeholder={t('settings.sex.none')}
                options={[
                  { value: '1', label: t('settings.sex.male') },
                  { value: '2', label: t('settings.sex.female') },
                ]}
              />
            );
          }
          return (
            <TextField
              key={name}
              {...common}
              onChange={(e) => change(name, e.target.value)}
              inputMode={name === 'postcode' || name === 'birth_date' ? 'numeric' : undefined}
              placeholder={name === 'birth_date' ? t('settings.datePlaceholder') : undefined}
              hint={name === 'birth_date' ? t('settings.dateHint') : undefined}
              autoComplete={AUTOCOMPLETE[name]}
              maxLength={name === 'country_code' ? 2 : undefined}
            />
          );
        })}
      </div>
      <Button type="submit" size="lg" loading={saving}>
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
