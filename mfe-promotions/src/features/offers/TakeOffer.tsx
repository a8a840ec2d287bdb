import { useState } from 'react';
import { isAuthenticated, useSessionStore, useTranslation } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { askToSignIn, errorKey, LocaleLink } from '@casino/shared/remote';
import { api, platform } from '../../lib/platform';
import type { OfferView } from './rules';
import styles from './Offers.module.css';

/** Takes an offer that needs neither a deposit nor a code (campaigns.takepromotions); its bonuses wait on /profile/bonuses. */
export function TakeOffer({ offer }: { offer: OfferView }) {
  const { t } = useTranslation('promotions');
  const signedIn = useSessionStore((s) => isAuthenticated(s.account));
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const take = async () => {
    if (!signedIn) return askToSignIn();
    setState('busy');
    setFailure(null);
    try {
      await api().call('campaigns.takepromotions', { offer_id: offer.id });
      platform().bus.emit('balance:changed', { reason: 'offer' });
      setState('done');
    } catch (error) {
      const taken = (error as { fields?: Record<string, unknown> }).fields?.offer_id === 'promo_code_already_activated';
      setFailure(t(taken ? 'offers.taken' : errorKey(error)));
      setState('idle');
    }
  };
  if (state === 'done') {
    return (
      <p role="status" className={styles.meta}>
        {t('offers.takenNow')}{' '}
        <LocaleLink to="/profile/bonuses" className={styles.back}>
          {t('promoCode.open')}
        </LocaleLink>
      </p>
    );
  }
  return (
    <>
      {failure && (
        <p role="alert" className={styles.meta}>
          {failure}
        </p>
      )}
      <Button loading={state === 'busy'} onClick={() => void take()}>
        {offer.button || t('offers.take')}
      </Button>
    </>
  );
}
