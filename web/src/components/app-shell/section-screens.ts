/**
 * The screens of each bottom-navigation section, in the order a user meets them: the section's index page
 * (`/sections/<key>`) and the strip above every screen of the section list them, so every screen is reachable by
 * clicking from any other. A new screen adds itself here (a step inside a flow too: its entry is the flow's start
 * when it needs earlier steps).
 */
export type SectionScreen = { to: string; label: string; description: string };
export type SectionKey = 'dashboard' | 'inventory' | 'logistics' | 'tracking' | 'reports' | 'warranty' | 'api-docs';

export const sectionKeys: Record<string, SectionKey> = {
  Dashboard: 'dashboard',
  Inventory: 'inventory',
  Logistics: 'logistics',
  Tracking: 'tracking',
  Reports: 'reports',
  Warranty: 'warranty',
  'API Docs': 'api-docs',
};

export const sectionScreens: Record<SectionKey, readonly SectionScreen[]> = {
  dashboard: [
    { to: '/dashboard', label: 'Overview', description: 'Your figures at a glance.' },
    { to: '/activities', label: 'Activities', description: 'What happened to your goods, newest first.' },
    { to: '/incentives', label: 'Incentives', description: 'Points earned by trading with partners.' },
    { to: '/support', label: 'Support', description: 'Messages and tickets with our team.' },
    { to: '/profile', label: 'Profile', description: 'Your name, photo and contact details.' },
    { to: '/company-information', label: 'Company', description: 'The company partners see.' },
    { to: '/basic-admin-profile', label: 'Account', description: 'Sessions and administration.' },
    { to: '/explorer', label: 'Explorer', description: 'Every stream of the verifiable log.' },
  ],
  inventory: [
    { to: '/inventoryView', label: 'Products and stock', description: 'What you own now, and your products with their stock items.' },
    { to: '/add-product', label: 'Add product', description: 'Register a product of your catalogue.' },
    { to: '/edit-product', label: 'Edit product', description: 'Change a product’s name, brand and SKU.' },
    { to: '/detailed-information', label: 'Product details', description: 'Materials and craftsmanship of a product.' },
    { to: '/edit-detailed-information', label: 'Edit details', description: 'Rewrite a product’s details as a whole.' },
    { to: '/product-preview', label: 'Product preview', description: 'A product as buyers will see it.' },
    { to: '/QR-generated', label: 'QR codes', description: 'Print the labels of your stock items.' },
  ],
  logistics: [
    { to: '/logistics-listings', label: 'Overview', description: 'Packaging, warehouses, next owners and transportation.' },
    { to: '/list-package', label: 'Packages', description: 'Your packages, newest first.' },
    { to: '/pakage-information', label: 'New package', description: 'Pack stock items or packages.' },
    { to: '/pakaging-basic-details', label: 'Package details', description: 'Brand, dates and contents of a new package.' },
    { to: '/pakaging-add-items', label: 'Add to a package', description: 'Choose what goes inside.' },
    { to: '/pakaging-details-preview', label: 'Package preview', description: 'Review a package before sealing it.' },
    { to: '/preview-package', label: 'Package summary', description: 'A package and its contents.' },
    { to: '/pakaging-QR-generated', label: 'Package QR codes', description: 'Labels of your packages.' },
    { to: '/QR-success-level2', label: 'Level-2 QR code', description: 'The label of a level-2 package.' },
    { to: '/pakaging-IOT-generated', label: 'IoT tags', description: 'Tags that report where a package is.' },
    { to: '/IOT-success-level2', label: 'Level-2 IoT tag', description: 'The tag of a level-2 package.' },
    { to: '/pakaging-outsourcing-details', label: 'Outsource packaging', description: 'Order packaging from a partner.' },
    { to: '/warehouse-types', label: 'Warehouse types', description: 'Own or partner warehouses.' },
    { to: '/warehouse-basic-details', label: 'New warehouse', description: 'Name, capacity, contact and address.' },
    { to: '/warehouse-list', label: 'Warehouses', description: 'All your warehouses.' },
    { to: '/warehouse-preview', label: 'Warehouse preview', description: 'Review a warehouse before saving it.' },
    { to: '/inventory-view', label: 'Warehouse stock', description: 'What is stored in each warehouse.' },
    { to: '/inventory-preview', label: 'Warehouse stock preview', description: 'Review warehouse stock before saving.' },
    { to: '/nextowner-basic-details', label: 'New next owner', description: 'Who receives your goods next.' },
    { to: '/nextowner-list', label: 'Next owners', description: 'Partners you hand goods to.' },
    { to: '/nextowner-preview', label: 'Next owner preview', description: 'Review a next owner before saving.' },
    { to: '/transportation-types', label: 'Transportation', description: 'Own fleet or outsourced transport.' },
    { to: '/transportation-mode', label: 'Transportation mode', description: 'Road, rail, sea or air.' },
    { to: '/transportation-outsourcing-details', label: 'Outsource transport', description: 'Order transport from a partner.' },
    { to: '/packagelist', label: 'Packages to ship', description: 'Pick the packages of a shipment.' },
    { to: '/transportation-preview', label: 'Shipment preview', description: 'Review a shipment before dispatch.' },
  ],
  tracking: [
    { to: '/tracking', label: 'Look up', description: 'An item or package by id: its owners, and ask to own it.' },
    { to: '/notification', label: 'Ownership requests', description: 'Requests you received and sent.' },
    { to: '/tracking-status', label: 'Tracking status', description: 'Where your shipments are right now.' },
    { to: '/explorer-details', label: 'Stream details', description: 'One stream of the verifiable log.' },
  ],
  reports: [
    { to: '/inventory-report', label: 'Inventory report', description: 'Stock by product and month.' },
    { to: '/logistics-report', label: 'Logistics report', description: 'Shipments and deliveries.' },
    { to: '/counterfeit-report', label: 'Counterfeit report', description: 'Reports filed by the public about your goods.' },
  ],
  warranty: [{ to: '/warranty', label: 'Warranty partners', description: 'Partners who service your products under warranty.' }],
  'api-docs': [
    { to: '/doc-introduction', label: 'Introduction', description: 'What the API offers.' },
    { to: '/doc-api-endpoints', label: 'Endpoints', description: 'Every endpoint with its fields.' },
    { to: '/doc-authentication', label: 'Authentication', description: 'Sign-in code, tokens, logout.' },
    { to: '/doc-formats', label: 'Formats', description: 'Requests, responses, status codes.' },
    { to: '/doc-apiusage', label: 'Usage examples', description: 'Paging and a worked example.' },
    { to: '/doc-errorhandling', label: 'Errors', description: 'How errors are shaped.' },
    { to: '/doc-key-generation', label: 'Key generation', description: 'Bearer tokens and keys.' },
    { to: '/doc-key-management', label: 'Key management', description: 'Storing, rotating and revoking keys.' },
    { to: '/doc-key-security-guidelines', label: 'Key security', description: 'Token lifetimes and safe handling.' },
    { to: '/doc-sdks', label: 'SDKs', description: 'Libraries and tools.' },
  ],
};
