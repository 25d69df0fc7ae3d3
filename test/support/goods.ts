import { Session, TestApp } from './test-app';

// Packages, warehouses and the goods lists of moves, as the API tests set them up.

/** A package's creation body (POST /api/inventory/createpackage); tests spread it with their own fields. */
export const PACKAGE = { brand_name: 'Rolex', total_product: 2, manufecture_date: '2026-01-10', expire_date: '2036-01-10', details: '' };

/** A warehouse's creation body (POST /api/account/addwarehouse). */
export const WAREHOUSE = {
  name: 'Geneva hub',
  capacity: 10,
  contact: '+41 22 000 00 00',
  verification: 'yes',
  address: 'Rue du Rhône 1, Geneva',
  address_location: '46.2044&6.1432',
  details: [],
  type: 'bonded',
};

/** Entries of `content_data`: a stock item or a package, by display id. */
export const item = (id: string) => ({ type: 'item', id });
export const pack = (id: string) => ({ type: 'package', id });

/** A new package of `who`; returns its display id. */
export async function createPackage(t: TestApp, who: Session, body: object = PACKAGE): Promise<string> {
  return (await t.api().post('/api/inventory/createpackage').set(who.auth).send(body).expect(201)).body.packege.display_id as string;
}

/** A new package of `who` holding `content`; returns its display id. */
export async function packageWith(t: TestApp, who: Session, content: { type: string; id: string }[], body: object = PACKAGE): Promise<string> {
  const id = await createPackage(t, who, body);
  await t.api().post('/api/inventory/additemtopackage').set(who.auth).send({ package: id, content_data: content }).expect(200);
  return id;
}

/** A new warehouse of `who` (WAREHOUSE with `fields` over it); returns its id. */
export async function addWarehouse(t: TestApp, who: Session, fields: object = {}): Promise<string> {
  return (await t.api().post('/api/account/addwarehouse').set(who.auth).send({ ...WAREHOUSE, ...fields }).expect(201)).body.id as string;
}

/** Registers the user of `email` as a next owner of `who`; returns the next owner's id. */
export async function addNextOwner(t: TestApp, who: Session, email: string): Promise<string> {
  return (await t.api().post('/api/account/addnextowner').set(who.auth).send({ email }).expect(201)).body.id as string;
}
