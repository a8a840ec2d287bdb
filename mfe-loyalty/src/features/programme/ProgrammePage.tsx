import { useTranslation } from '@casino/shared';
import { LoyaltySummary } from './LoyaltySummary';

export function ProgrammePage() {
  const { t } = useTranslation('loyalty');
  return (
    <section aria-labelledby="loyalty-title">
      <h1 id="loyalty-title">{t('title')}</h1>
      <p>{t('lead')}</p>
      <LoyaltySummary />
    </section>
  );
}
