import { ProductDirectory } from '../../catalog/catalog.public';
import { ValidationFailed } from '../../platform/errors/domain.errors';

/** Only the brand's own products: a partner cannot be attached to someone else's. */
export async function checkOwnProducts(products: ProductDirectory, ownerId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  const found = await products.byIds(productIds);
  const unknown = productIds.filter((id) => found.get(id)?.ownerId !== ownerId);
  if (unknown.length) throw new ValidationFailed({ products: unknown.slice(0, 20).map((id) => `Unknown product "${id.slice(0, 60)}" (give one of your product ids).`) });
}
