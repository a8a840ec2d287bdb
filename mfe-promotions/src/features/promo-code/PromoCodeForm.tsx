import { useId, useState, type FormEvent } from 'react';
import { ApiError, formatMoney, isAuthenticated, useSessionStore, useTranslation, type Result } from '@casino/shared';
import { Button, TextField } from '@casino/shared/ui';
import { askToSignIn, errorKey } from '@casino/shared/remote';
import { api, platform } from '../../lib/platform';
import { giftLine, promoErrorKey } from './rules';
import styles from './PromoCode.module.css';

type Checked = Result<'campaigns.checkPromocode'>;

/**
 * The promo code field of the offers page: a code is checked (what it gives, or the §8 reason it
 * cannot be used), then activated; the promo-code-activated dialog opens on success. Guests are
 * asked to sign in first.
 */
export function PromoCodeForm() {
  const { t } = useTranslation('promotions');
  const headingId = useId();
  const signedIn = useSessionStore((s) => isAuthenticated(s.account));
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = (e: unknown) => setError(t(e instanceof ApiError && (e.fields?.promo_code || e.is('InvalidParameter')) ? promoErrorKey(e) : errorKey(e)));

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    setChecked(null);
    if (!value) return setError(t('promoCode.required'));
    setError(null);
    setBusy(true);
    try {
      setChecked(await api().call('campaigns.checkPromocode', { promo_code: value }));
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  const activate = async () => {
    if (!checked) return;
    setBusy(true);
    try {
      const offer = await api().call('campaigns.activateOffer', { promo_code: checked.promo_code });
      setChecked(null);
      setCode('');
      platform().bus.emit('balance:changed', { reason: 'promo_code' });
      platform().bus.emit('dialog:open', { id: 'promotions:promo-code-activated', type: 'popup', props: { offer } });
    } catch (e) {
      setChecked(null);
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('promoCode.field.title')}
      </h2>
      {!signedIn ? (
        <div className={styles.row}>
          <p className={styles.muted}>{t('promoCode.field.signIn')}</p>
          <Button variant="secondary" onClick={() => askToSignIn()}>
            {t('promoCode.field.signInButton')}
          </Button>
        </div>
      ) : (
        <>
          <form className={styles.form} onSubmit={(e) => void check(e)} noValidate>
            <TextField
              label={t('promoCode.field.label')}
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={64}
              error={error}
              onChange={(e) => {
                setCode(e.target.value);
                setChecked(null);
              }}
            />
            <Button type="submit" variant={checked ? 'secondary' : 'primary'} loading={busy && !checked}>
              {t('promoCode.field.check')}
            </Button>
          </form>
          {checked && (
            <div className={styles.gives} role="status">
              <p className={styles.givesTitle}>{t('promoCode.field.gives', { code: checked.promo_code })}</p>
              <ul>
                {checked.gives.length ? (
                  checked.gives.map((g, i) => {
                    const line = giftLine(g, formatMoney);
                    return <li key={i}>{t(`promoCode.gift.${line.key}`, line.values)}</li>;
                  })
                ) : (
                  <li>{typeof checked.offer.description.title === 'string' ? checked.offer.description.title : checked.offer.sysname}</li>
                )}
              </ul>
              <div className={styles.row}>
                <Button loading={busy} onClick={() => void activate()}>
                  {t('promoCode.field.activate')}
                </Button>
                <Button variant="secondary" onClick={() => setChecked(null)}>
                  {t('promoCode.field.cancel')}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
