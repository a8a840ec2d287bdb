import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDialogsStore, useSessionStore, useTranslation, type Params } from '@casino/shared';
import { Button, Checkbox, Select, TextField } from '@casino/shared/ui';
import { registrationSchema } from '@casino/shared/validation';
import { api } from '../../../platform/api';
import { AUTH_COMPLETE_DIALOG, STORAGE_KEYS } from '../constants';
import { activatePromoCode, logout } from '../flow';
import { authErrorKey } from '../rules/errors';
import { currentPromoCode } from '../rules/promo';
import { local } from '../storage';
import { FormAlert } from './FormAlert';
import { TermsLabel } from './TermsLabel';
import { useAuthFormSettings } from './form-settings';
import { useStrategyForm } from './strategy';
import styles from './Auth.module.css';

interface CompleteValues {
  currency: string;
  promo_code?: string | undefined;
  terms?: boolean | undefined;
  is_subscribed?: boolean | undefined;
  mark_betting?: boolean | undefined;
}

/**
 * The non-closable popup of an account made by a social or Telegram sign-in
 * (`is_registration_completed` false, spec §4): currency, terms and subscriptions, then the
 * promo code. Signing out is the only other way out.
 */
export default function CompleteRegistrationDialog() {
  const { t } = useTranslation('shell');
  const { auth, messages, modes, currencies, defaultCurrency } = useAuthFormSettings('registration');
  const options = auth.registration;
  const schema = useMemo(
    () =>
      registrationSchema({ messages, loginKind: auth.loginKind, currencies, terms: options.terms }).pick({
        currency: true,
        promo_code: true,
        terms: true,
        is_subscribed: true,
        mark_betting: true,
      }),
    [messages, auth.loginKind, currencies, options.terms],
  );
  const initialPromo = useMemo(() => currentPromoCode(window.location.search, local.get(STORAGE_KEYS.promoCode)) ?? '', []);
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const { form, register } = useStrategyForm<CompleteValues>(
    zodResolver(schema),
    modes,
    { currency: defaultCurrency, promo_code: initialPromo, terms: false, is_subscribed: false, mark_betting: options.markBetting.defaultValue },
    currencies.length > 1 ? 'currency' : 'terms',
  );
  const {
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const account = await api.call('auth.completeRegistration', {
        currency: values.currency as Params<'auth.completeRegistration'>['currency'],
        ...(options.terms ? { terms: !!values.terms } : {}),
        ...(options.notify ? { is_subscribed: !!values.is_subscribed } : {}),
        ...(options.markBetting.isActive ? { mark_betting: !!values.mark_betting } : {}),
      });
      useSessionStore.getState().setAccount(account);
      useDialogsStore.getState().close(AUTH_COMPLETE_DIALOG, true);
      const promo = options.promocode ? values.promo_code?.trim() : '';
      if (promo) await activatePromoCode(promo);
    } catch (error) {
      setFormError(t(authErrorKey(error)));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <h2 className={styles.title}>{t('auth.complete.title')}</h2>
      <p className={styles.lead}>{t('auth.complete.text')}</p>
      <FormAlert message={formError} />
      {currencies.length > 1 && (
        <Select
          label={t('auth.fields.currency')}
          options={currencies.map((c) => ({ value: c, label: c }))}
          required
          error={errors.currency?.message ?? null}
          {...register('currency')}
        />
      )}
      {options.promocode && (
        <TextField label={t('auth.fields.promoCode')} autoComplete="off" error={errors.promo_code?.message ?? null} {...register('promo_code')} />
      )}
      <div className={styles.checks}>
        {options.terms && (
          <Checkbox label={<TermsLabel text={auth.termsText} link={auth.termsLink} />} required error={errors.terms?.message ?? null} {...register('terms')} />
        )}
        {options.notify && <Checkbox label={t('auth.fields.notify')} {...register('is_subscribed')} />}
        {options.markBetting.isActive && <Checkbox label={t('auth.fields.markBetting')} {...register('mark_betting')} />}
      </div>
      <Button type="submit" fullWidth loading={isSubmitting}>
        {t('auth.complete.submit')}
      </Button>
      <Button
        type="button"
        variant="ghost"
        fullWidth
        loading={leaving}
        onClick={() => {
          setLeaving(true);
          void logout().finally(() => setLeaving(false));
        }}
      >
        {t('auth.complete.logout')}
      </Button>
    </form>
  );
}
