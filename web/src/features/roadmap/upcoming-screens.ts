/**
 * Screens of the specification whose features ship in later releases. Each route renders a designed
 * "coming soon" state from this table instead of a blank page; replacing a screen means replacing its
 * route component and deleting its entry here.
 */
export type UpcomingScreen = { area: string; title: string; description: string };

export const upcomingScreens = {
  '/warehouse-types': { area: 'Logistics', title: 'Warehouse types', description: 'Own or partner warehouses.' },
  '/warehouse-basic-details': { area: 'Logistics', title: 'Warehouse details', description: 'Name, capacity, contact and address of a warehouse.' },
  '/warehouse-list': { area: 'Logistics', title: 'Warehouses', description: 'All your warehouses.' },
  '/warehouse-preview': { area: 'Logistics', title: 'Warehouse preview', description: 'Review a warehouse before saving it.' },
  '/nextowner-basic-details': { area: 'Logistics', title: 'Next owner', description: 'Who receives your goods next.' },
  '/nextowner-list': { area: 'Logistics', title: 'Next owners', description: 'Partners you hand goods to.' },
  '/nextowner-item-list': { area: 'Logistics', title: 'Items for next owner', description: 'Items handed to one partner.' },
  '/nextowner-preview': { area: 'Logistics', title: 'Next owner preview', description: 'Review a next owner before saving.' },
  '/transportation-types': { area: 'Logistics', title: 'Transportation types', description: 'Own fleet or outsourced transport.' },
  '/transportation-outsourcing-details': { area: 'Logistics', title: 'Outsourced transportation', description: 'Order transport from a partner.' },
  '/transportation-mode': { area: 'Logistics', title: 'Transportation mode', description: 'Road, rail, sea or air.' },
  '/packagelist': { area: 'Logistics', title: 'Packages to ship', description: 'Pick the packages of a shipment.' },
  '/transportation-preview': { area: 'Logistics', title: 'Transportation preview', description: 'Review a shipment before dispatch.' },
  '/logistics-listings': { area: 'Logistics', title: 'Logistics', description: 'Packaging, warehouses, next owners and transportation in one place.' },
  '/ownership': { area: 'Tracking', title: 'Ownership by QR code', description: 'Claim an item or package by scanning its QR code.' },
  '/ownershipinventory': { area: 'Tracking', title: 'Item ownership by QR code', description: 'Claim a stock item by scanning its QR code.' },
  '/ownershippackage': { area: 'Tracking', title: 'Package ownership by QR code', description: 'Claim a package by scanning its QR code.' },
  '/warranty': { area: 'Warranty', title: 'Warranty partners', description: 'Partners who service your products under warranty.' },
  '/tracking-status': { area: 'Tracking', title: 'Tracking status', description: 'Where your shipments are right now.' },
  '/inventory-view': { area: 'Logistics', title: 'Warehouse inventory', description: 'What is stored in each warehouse.' },
  '/inventory-preview': { area: 'Logistics', title: 'Warehouse inventory preview', description: 'Review warehouse stock before saving.' },
} satisfies Record<string, UpcomingScreen>;

export type UpcomingPath = keyof typeof upcomingScreens;
