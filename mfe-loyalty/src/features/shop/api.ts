import { api } from '../../lib/platform';

/** The shop's products and, when signed in, the player's points (spec §7 loyalty.getproducts, getinfo). */
export async function loadShop(signal: AbortSignal, signedIn: boolean) {
  const [products, info] = await Promise.all([
    api().call('loyalty.getproducts', { count: 100 }, { signal }),
    signedIn ? api().call('loyalty.getinfo', {}, { signal }) : Promise.resolve(null),
  ]);
  return { products: products.items, info };
}

/** Buys a product; the key makes a repeated click or a retried request buy once. */
export const buyProduct = (productId: number, idempotencyKey: string) => api().call('loyalty.buyproduct', { product_id: productId }, { idempotencyKey });
