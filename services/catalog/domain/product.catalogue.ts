/**
 * Seeded reference data for product forms. Ids are stable: products store them, and the API answers
 * `[{id, name}]` as the specification's forms expect.
 */
export const CATEGORIES = [
  'Watches',
  'Jewellery',
  'Handbags',
  'Apparel',
  'Footwear',
  'Eyewear',
  'Fragrances',
  'Cosmetics',
  'Electronics',
  'Wines & Spirits',
  'Pharmaceuticals',
  'Art & Collectibles',
  'Automotive Parts',
  'Other',
].map((name, index) => ({ id: index + 1, name }));

export const COLORS = [
  'Black',
  'White',
  'Gold',
  'Silver',
  'Rose Gold',
  'Brown',
  'Tan',
  'Red',
  'Blue',
  'Green',
  'Grey',
  'Beige',
  'Pink',
  'Purple',
  'Multicolour',
].map((name, index) => ({ id: index + 1, name }));

export const isCategory = (id: number) => CATEGORIES.some((c) => c.id === id);
export const isColor = (id: number) => COLORS.some((c) => c.id === id);
