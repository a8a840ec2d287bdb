import { useLocation, useTranslation } from '@casino/shared';

export function OffersPage() {
  const { t } = useTranslation('promotions');
  const isPromotions = useLocation().pathname.endsWith('/promotions');
  return (
    <section aria-labelledby="offers-title">
      <h1 id="offers-title">{isPromotions ? t('promotions.title') : t('offers.title')}</h1>
      <p>{t('offers.lead')}</p>
    </section>
  );
}
