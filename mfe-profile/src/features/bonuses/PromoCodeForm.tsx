import { useId, useState, type FormEvent } from 'react';
import { ApiError, formatMoney, useTranslation, type Result } from '@casino/shared';
import { Button, TextField } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import { activatePromoCode, checkPromoCode } from './api';
import { giftLine, promoErrorKey } from './rules';
import styles from './Bonuses.module.css';

type Checked = Result<'campaigns.checkPromocode'>;

/**
 * The promo code field (spec §2): the code is checked first (what it gives, or why not, spec §8),
 * then activated; the promo-code-activated dialog of the promotions part opens on success.
 */
export function PromoCodeForm() {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = (e: unknown) => setError(e instanceof ApiError && e.fields?.promo_code ? t(promoErrorKey(e)) : t(e instanceof ApiError && e.is('InvalidParameter') ? 'bonuses.promo.invalid' : errorKey(e)));

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    setChecked(null);
    if (!value) {
      setError(t('bonuses.promo.required'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setChecked(await checkPromoCode(value));
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  const activateCode = async () => {
    if (!checked) return;
    setBusy(true);
    try {
      const offer = await activatePromoCode(checked.promo_code);
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
    <section className={styles.promo} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('bonuses.promo.title')}
      </h2>
      <form className={styles.promoForm} onSubmit={(e) => void check(e)} noValidate>
        <TextField
          label={t('bonuses.promo.label')}
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
          {t('bonuses.promo.check')}
        </Button>
      </form>
      {checked && (
        <div className={styles.gives} role="status">
          <p className={styles.givesTitle}>{t('bonuses.promo.gives', { code: checked.promo_code })}</p>
          <ul>
            {checked.gives.length ? (
              checked.gives.map((g, i) => {
                const line = giftLine(g, formatMoney);
                return <li key={i}>{t(`bonuses.gift.${line.key}`, line.values)}</li>;
              })
            ) : (
              <li>{typeof checked.offer.description.title === 'string' ? checked.offer.description.title : checked.offer.sysname}</li>
            )}
          </ul>
          <div className={styles.actions}>
            <Button loading={busy} onClick={() => void activateCode()}>
              {t('bonuses.promo.activate')}
            </Button>
            <Button variant="secondary" onClick={() => setChecked(null)}>
              {t('bonuses.promo.cancel')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
