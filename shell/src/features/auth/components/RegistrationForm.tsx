import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDialogsStore, useTranslation, type Params } from '@casino/shared';
import { Button, Checkbox, MaskedField, PasswordField, Select, TextField } from '@casino/shared/ui';
import { registrationSchema, type RegistrationValues } from '@casino/shared/validation';
import { api } from '../../../platform/api';
import { AUTH_CONFIRM_EMAIL_DIALOG, STORAGE_KEYS } from '../constants';
import { finishAuth } from '../flow';
import { telegramLaunch } from '../launch';
import { track } from '../rules/analytics';
import { offersEmailConfirmation } from '../rules/config';
import { authErrorKey, errorCode } from '../rules/errors';
import { currentPromoCode } from '../rules/promo';
import { normaliseLogin } from '../rules/two-factor';
import { local } from '../storage';
import { FormAlert } from './FormAlert';
import { SocialButtons } from './SocialButtons';
import type { TicketStep } from '../rules/two-factor';
import { TelegramRegistration } from './TelegramRegistration';
import { TermsLabel } from './TermsLabel';
import { applyServerFieldErrors } from './server-errors';
import { useAuthFormSettings } from './form-settings';
import { RemoteSlot } from '../../../federation/RemoteSlot';
import { useStrategyForm } from './strategy';
import styles from './Auth.module.css';

const FIELDS = ['login', 'password', 'currency', 'promo_code', 'terms', 'is_subscribed', 'mark_betting'] as const;

/** Registration by e-mail or phone (spec §3, §4, §5), or through Telegram inside the mini-app. */
export function RegistrationForm({ autoFocus = true, onTwoFactor }: { autoFocus?: boolean; onTwoFactor?: (step: TicketStep) => void }) {
  const { t } = useTranslation('shell');
  const { auth, messages, modes, currencies, defaultCurrency, currencyFor, loginMask } = useAuthFormSettings('registration');
  const options = auth.registration;
  const schema = useMemo(
    () => registrationSchema({ messages, loginKind: auth.loginKind, currencies, terms: options.terms }),
    [messages, auth.loginKind, currencies, options.terms],
  );
  const initialPromo = useMemo(() => currentPromoCode(window.location.search, local.get(STORAGE_KEYS.promoCode)) ?? '', []);
  const [promoOpen, setPromoOpen] = useState(options.promoFieldShownByDefault || initialPromo !== '');
  const [formError, setFormError] = useState<string | null>(null);
  const [character, setCharacter] = useState<number | null>(null);
  const telegram = useMemo(() => telegramLaunch(), []);
  const { form, register } = useStrategyForm<RegistrationValues>(
    zodResolver(schema),
    modes,
    {
      login: '',
      password: '',
      currency: defaultCurrency,
      promo_code: initialPromo,
      terms: false,
      is_subscribed: false,
      mark_betting: options.markBetting.defaultValue,
    },
    autoFocus && !telegram ? 'login' : undefined,
  );
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  // Until the player picks a currency, it follows the login: +998 → UZS, +7 → RUB (when offered).
  const login = form.watch('login');
  const [currencyPicked, setCurrencyPicked] = useState(false);
  useEffect(() => {
    if (currencyPicked) return;
    const wanted = currencyFor(login ?? '');
    if (form.getValues('currency') !== wanted) form.setValue('currency', wanted);
  }, [login, currencyPicked, currencyFor, form]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const promo = options.promocode ? values.promo_code?.trim() || null : null;
    try {
      const account = await api.call('auth.register', {
        login: normaliseLogin(values.login, loginMask !== null),
        password: values.password,
        currency: values.currency as Params<'auth.register'>['currency'],
        ...(promo ? { promo_code: promo } : {}),
        ...(options.terms ? { terms: !!values.terms } : {}),
        ...(options.notify ? { is_subscribed: !!values.is_subscribed } : {}),
        ...(options.markBetting.isActive ? { mark_betting: !!values.mark_betting } : {}),
      });
      // The chosen loyalty character; the account exists whatever becomes of it.
      if (options.characterSelect && character !== null) await api.call('loyalty.setcharacter', { id: character }).catch(() => undefined);
      await finishAuth(account, { kind: 'register', method: 'password', promoCode: promo });
      if (offersEmailConfirmation(values.login, options))
        useDialogsStore.getState().open({ id: AUTH_CONFIRM_EMAIL_DIALOG, component: AUTH_CONFIRM_EMAIL_DIALOG });
    } catch (error) {
      track({ event: 'auth_login_error', error_code: errorCode(error), method: 'registration' });
      const onField = applyServerFieldErrors(error, FIELDS, setError, t, messages);
      if (!onField) setFormError(t(authErrorKey(error)));
    }
  });

  const loginLabel = t(`auth.fields.login.${auth.loginKind}`);

  return (
    <div className={styles.form}>
      {telegram && (
        <>
          <TelegramRegistration launch={telegram} {...(onTwoFactor ? { onTwoFactor } : {})} />
          <p className={styles.divider}>{t('auth.registration.orWithLogin')}</p>
        </>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
        <SocialButtons typeAuth="registration" />
        <FormAlert message={formError} />
        <MaskedField
          mask={loginMask}
          label={loginLabel}
          autoComplete={auth.loginKind === 'phone' ? 'tel' : 'email'}
          inputMode={auth.loginKind === 'phone' ? 'tel' : auth.loginKind === 'email' ? 'email' : 'text'}
          hint={auth.loginKind === 'phone' ? t('auth.fields.phoneHint') : undefined}
          required
          error={errors.login?.message ?? null}
          {...register('login')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="new-password"
          hint={t('auth.fields.passwordHint')}
          required
          error={errors.password?.message ?? null}
          {...register('password')}
        />
        {currencies.length > 1 && (
          <Select
            label={t('auth.fields.currency')}
            options={currencies.map((c) => ({ value: c, label: c }))}
            required
            error={errors.currency?.message ?? null}
            onChangeCapture={() => setCurrencyPicked(true)}
            {...register('currency')}
          />
        )}
        {options.promocode &&
          (promoOpen ? (
            <TextField label={t('auth.fields.promoCode')} autoComplete="off" error={errors.promo_code?.message ?? null} {...register('promo_code')} />
          ) : (
            <div className={styles.row}>
              <button type="button" className={styles.link} aria-expanded={false} onClick={() => setPromoOpen(true)}>
                {t('auth.registration.havePromo')}
              </button>
            </div>
          ))}
        {options.characterSelect && (
          <RemoteSlot name="loyalty" slot="auth.character" minHeight={80} quiet props={{ value: character, onChange: setCharacter }} />
        )}
        <div className={styles.checks}>
          {options.terms && (
            <Checkbox
              label={<TermsLabel text={auth.termsText} link={auth.termsLink} />}
              required
              error={errors.terms?.message ?? null}
              {...register('terms')}
            />
          )}
          {options.notify && <Checkbox label={t('auth.fields.notify')} {...register('is_subscribed')} />}
          {options.markBetting.isActive && <Checkbox label={t('auth.fields.markBetting')} {...register('mark_betting')} />}
        </div>
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('auth.registration.submit')}
        </Button>
      </form>
    </div>
  );
}
