/** Fixed lists the screens choose from; ids are stored in events, so they never change. */
export const WAREHOUSE_TYPES = [
  { id: 'distribution_centre', name: 'Distribution centre', description: 'Receives goods in bulk and sends them on to stores and partners.' },
  { id: 'cold_storage', name: 'Cold storage', description: 'Temperature-controlled storage for sensitive goods.' },
  { id: 'bonded', name: 'Bonded warehouse', description: 'Holds imported goods under customs control until duties are paid.' },
  { id: 'fulfilment_centre', name: 'Fulfilment centre', description: 'Picks, packs and ships orders to customers.' },
  { id: 'retail_store', name: 'Retail store', description: 'A boutique or shop holding goods for sale.' },
  { id: 'factory', name: 'Factory', description: 'Where goods are made and first stored.' },
] as const;

export const TRANSPORT_MODES = [
  { id: 'road', name: 'Road' },
  { id: 'rail', name: 'Rail' },
  { id: 'air', name: 'Air' },
  { id: 'sea', name: 'Sea' },
  { id: 'courier', name: 'Courier' },
] as const;

export const WAREHOUSE_TYPE_IDS = WAREHOUSE_TYPES.map((t) => t.id) as unknown as readonly [string, ...string[]];
export const TRANSPORT_MODE_IDS = TRANSPORT_MODES.map((m) => m.id) as unknown as readonly [string, ...string[]];
