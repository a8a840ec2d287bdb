import { formatDate, isAuthenticated, useLocation, useParams, useSessionStore, useTranslation } from '@casino/shared';
import { EmptyState, ErrorState, Skeleton } from '@casino/shared/ui';
import { errorKey, LocaleLink, useImageKey } from '@casino/shared/remote';
import { findOffer, forSection, offerAction, type OfferView, type OffersSection } from './rules';
import { useOffers } from './useOffers';
import { TakeOffer } from './TakeOffer';
import { PromoCodeForm } from '../promo-code';
import styles from './Offers.module.css';

const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 300;

function useSection(): OffersSection {
  // Paths are relative to the locale root: /offers… or /ru/promotions…
  return /(^|\/)promotions(\/|$)/.test(useLocation().pathname) ? 'promotions' : 'offers';
}

/** /offers (deposit and promo-code offers) and /promotions (every campaign), spec §2. */
export function OffersPage() {
  const { t } = useTranslation('promotions');
  const section = useSection();
  const state = useOffers();
  const items = forSection(state.data?.items ?? [], section, useImageKey('offer'));
  return (
    <section aria-labelledby="offers-title" className={styles.page}>
      <h1 id="offers-title">{t(`${section}.title`)}</h1>
      <p className={styles.lead}>{t(`${section}.lead`)}</p>
      {section === 'offers' && <PromoCodeForm />}
      {state.status === 'error' && !state.data ? (
        <ErrorState heading={t(errorKey(state.error))} action={{ label: t('retry'), onClick: state.reload }} />
      ) : state.status !== 'success' && !state.data ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i} className={styles.card}>
              <Skeleton shape="block" aspectRatio="2 / 1" />
              <Skeleton width="70%" />
              <Skeleton width="40%" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <EmptyState heading={t(`${section}.empty`)} text={t('offers.emptyText')} />
      ) : (
        <ul className={styles.grid}>
          {items.map((o) => (
            <li key={o.id} className={styles.card}>
              <OfferCard offer={o} section={section} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OfferCard({ offer, section }: { offer: OfferView; section: OffersSection }) {
  const { t } = useTranslation('promotions');
  return (
    <LocaleLink to={`/${section}/${offer.sysname}`} className={styles.cardLink}>
      {offer.image && <img className={styles.image} src={offer.image} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} loading="lazy" decoding="async" />}
      <span className={styles.cardTitle}>{offer.title}</span>
      {offer.text && <span className={styles.text}>{offer.text}</span>}
      {offer.endsAt && <span className={styles.meta}>{t('offers.endsAt', { date: formatDate(offer.endsAt * 1000) })}</span>}
    </LocaleLink>
  );
}

/** /offers/:id and /promotions/:id: one offer or campaign by id or sysname. */
export function OfferPage() {
  const { t } = useTranslation('promotions');
  const section = useSection();
  const { id } = useParams();
  const state = useOffers();
  const offer = findOffer(state.data?.items ?? [], id, useImageKey('offer'));
  const back = (
    <LocaleLink to={`/${section}`} className={styles.back}>
      {t(`${section}.back`)}
    </LocaleLink>
  );
  if (state.status === 'error' && !state.data) {
    return (
      <section className={styles.page}>
        {back}
        <ErrorState headingLevel={1} heading={t(errorKey(state.error))} action={{ label: t('retry'), onClick: state.reload }} />
      </section>
    );
  }
  if (state.status !== 'success' && !state.data) {
    return (
      <section className={styles.page} aria-busy="true" aria-label={t('loading')}>
        <Skeleton shape="block" aspectRatio="2 / 1" />
        <Skeleton width="60%" />
        <Skeleton width="90%" />
      </section>
    );
  }
  if (!offer) {
    return (
      <section className={styles.page}>
        {back}
        <EmptyState headingLevel={1} heading={t('offers.notFound')} />
      </section>
    );
  }
  return (
    <article className={styles.page} aria-labelledby="offer-title">
      {back}
      {offer.image && <img className={styles.hero} src={offer.image} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} decoding="async" />}
      <h1 id="offer-title">{offer.title}</h1>
      {offer.text && <p className={styles.lead}>{offer.text}</p>}
      {offer.promotions.length > 0 && (
        <ul className={styles.promotions}>
          {offer.promotions.map((p, i) => (
            <li key={i}>{t(`offers.kind.${p.kind}`, p.values)}</li>
          ))}
        </ul>
      )}
      <p className={styles.meta}>{t(`offers.action.${offer.action}`, { defaultValue: '' })}</p>
      {offer.endsAt && <p className={styles.meta}>{t('offers.endsAt', { date: formatDate(offer.endsAt * 1000) })}</p>}
      <OfferActionButton offer={offer} />
    </article>
  );
}

/** The offer's one next step (rules: offerAction), in the page's language. */
function OfferActionButton({ offer }: { offer: OfferView }) {
  const { t } = useTranslation('promotions');
  const signedIn = useSessionStore((s) => isAuthenticated(s.account));
  const action = offerAction(offer, signedIn, useLocation().pathname);
  switch (action.kind) {
    case 'signUp':
      return (
        <>
          <LocaleLink to={action.path} className={styles.cta}>
            {t('offers.cta.signUp')}
          </LocaleLink>
          {offer.action === 'promo_code' && <PromoCodeForm />}
        </>
      );
    case 'deposit':
      return (
        <LocaleLink to={action.path} className={styles.cta}>
          {action.label || t('offers.cta.deposit')}
        </LocaleLink>
      );
    case 'otherOffers':
      return (
        <>
          <p className={styles.meta}>{t('offers.notForYou')}</p>
          <LocaleLink to={action.path} className={styles.cta}>
            {t('offers.cta.otherOffers')}
          </LocaleLink>
        </>
      );
    case 'take':
      return <TakeOffer offer={offer} />;
    case 'promoCode':
      return <PromoCodeForm />;
    case 'link':
      return (
        <LocaleLink to={action.path} className={styles.cta}>
          {action.label || t(`offers.cta.${action.fallback}`)}
        </LocaleLink>
      );
  }
}
