import type { Kysely, Selectable } from 'kysely';
import type { BonusSource, DB, OffersTable } from '../../db/schema';
import { withSocialTables } from '../../oauth/tables';
import { lockMainBalance } from '../wallet';
import { giftsOf, grantGifts, type Gift } from './gifts';
import { offerTitles } from './offers';

/**
 * Records the activation of an offer (once per player) and grants what it gives, in one
 * transaction; null when the player had activated it already (nothing is written then).
 */
export function takeOffer(
  db: Kysely<DB>,
  accountId: number,
  offer: Pick<Selectable<OffersTable>, 'id' | 'promotions' | 'description'>,
  code: string,
  source: BonusSource,
): Promise<Gift[] | null> {
  return db.transaction().execute(async (trx) => {
    const { currency } = await lockMainBalance(trx, accountId);
    const activated = await withSocialTables(trx)
      .insertInto('offer_activations')
      .values({ account_id: accountId, offer_id: offer.id, promo_code: code })
      .onConflict((oc) => oc.columns(['account_id', 'offer_id']).doNothing())
      .returning('offer_id')
      .executeTakeFirst();
    if (!activated) return null;
    const gifts = await giftsOf(trx, offer.promotions, currency);
    await grantGifts(trx, { accountId, currency, gifts, source, offerId: offer.id, description: offerTitles(offer.description) });
    return gifts;
  });
}
