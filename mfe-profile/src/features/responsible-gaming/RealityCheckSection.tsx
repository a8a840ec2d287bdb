import { useState, type FormEvent } from 'react';
import { useTranslation } from '@casino/shared';
import { Button, ErrorState, Select, Skeleton } from '@casino/shared/ui';
import { errorKey, useAsync } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import { loadRealityCheck, saveRealityCheck } from './api';
import { intervalLabelKey, REALITY_CHECK_CHOICES } from './rules';
import styles from './ResponsibleGaming.module.css';

type Outcome = { ok: boolean; text: string } | null;

/** The reality check: every N minutes of play a reminder of the time played and the net result. */
export function RealityCheckSection() {
  const { t } = useTranslation('profile');
  const data = useAsync((signal) => loadRealityCheck(signal), []);
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const value = choice ?? String(data.data?.interval ?? 0);
  const options = REALITY_CHECK_CHOICES.map((minutes) => {
    const label = intervalLabelKey(minutes);
    return { value: String(minutes), label: t(label.key, label.count === undefined ? {} : { count: label.count }) };
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await saveRealityCheck(Number(value));
      data.setData(() => answer);
      setChoice(null);
      setOutcome({ ok: true, text: t(answer.interval > 0 ? 'responsible.realityCheck.saved' : 'responsible.realityCheck.savedOff') });
      // The shell runs the check on every page: it reschedules.
      platform().bus.emit('reality-check:changed', { interval: answer.interval });
    } catch (error) {
      setOutcome({ ok: false, text: t(errorKey(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="reality-check-title" aria-busy={busy || undefined}>
      <h2 id="reality-check-title" className={styles.heading}>
        {t('responsible.realityCheck.title')}
      </h2>
      <p className={styles.muted}>{t('responsible.realityCheck.text')}</p>
      {data.status === 'pending' && !data.data ? (
        <div role="status" aria-busy="true" aria-label={t('responsible.loading')}>
          <Skeleton shape="block" height={72} />
        </div>
      ) : data.status === 'error' && !data.data ? (
        <ErrorState
          heading={t('responsible.loadError')}
          text={t(errorKey(data.error))}
          action={{ label: t('common.retry'), onClick: data.reload }}
          headingLevel={3}
        />
      ) : (
        <form className={styles.inline} onSubmit={save} noValidate>
          <Select
            id="reality-check-interval"
            name="interval"
            label={t('responsible.realityCheck.label')}
            options={options}
            value={value}
            onChange={(e) => {
              setChoice(e.target.value);
              setOutcome(null);
            }}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              {t('responsible.realityCheck.save')}
            </Button>
          </div>
        </form>
      )}
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? styles.ok : styles.alert}>
          {outcome.text}
        </p>
      )}
    </section>
  );
}
