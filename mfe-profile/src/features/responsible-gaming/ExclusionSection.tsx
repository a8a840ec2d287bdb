import { useState, type FormEvent } from 'react';
import { SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS, useTranslation, type ExclusionPeriod } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { platform } from '../../lib/platform';
import { EXCLUSION_CONFIRM_DIALOG } from './constants';
import styles from './ResponsibleGaming.module.css';

/**
 * Time-out (24 h, 7 or 30 days) and self-exclusion (6 months, permanent): the player picks one,
 * and the shell's confirm dialog says what follows before anything happens.
 */
export function ExclusionSection() {
  const { t } = useTranslation('profile');
  const [period, setPeriod] = useState<ExclusionPeriod | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!period) {
      setMissing(true);
      document.getElementById('exclusion-24h')?.focus();
      return;
    }
    platform().bus.emit('dialog:open', { id: `profile:${EXCLUSION_CONFIRM_DIALOG}`, type: 'confirm', props: { period } });
  };

  const choice = (value: ExclusionPeriod) => (
    <label key={value} className={styles.choice} htmlFor={`exclusion-${value}`}>
      <input
        id={`exclusion-${value}`}
        type="radio"
        name="exclusion-period"
        value={value}
        checked={period === value}
        aria-describedby={missing ? 'exclusion-missing' : undefined}
        onChange={() => {
          setPeriod(value);
          setMissing(false);
        }}
      />
      <span>{t(`responsible.exclusion.periods.${value}`)}</span>
    </label>
  );

  return (
    <section className={styles.card} aria-labelledby="exclusion-title">
      <h2 id="exclusion-title" className={styles.heading}>
        {t('responsible.exclusion.title')}
      </h2>
      <p className={styles.muted}>{t('responsible.exclusion.text')}</p>
      <form className={styles.inline} onSubmit={submit} noValidate>
        <div className={styles.groups}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('responsible.exclusion.timeOut')}</legend>
            {TIME_OUT_PERIODS.map(choice)}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('responsible.exclusion.selfExclusion')}</legend>
            {SELF_EXCLUSION_PERIODS.map(choice)}
          </fieldset>
        </div>
        {missing && (
          <p id="exclusion-missing" role="alert" className={styles.alert}>
            {t('responsible.exclusion.choose')}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="secondary">
            {t('responsible.exclusion.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
