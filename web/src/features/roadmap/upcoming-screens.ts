/**
 * Screens of the specification whose features ship in later releases. Each route renders a designed
 * "coming soon" state from this table instead of a blank page; replacing a screen means replacing its
 * route component and deleting its entry here.
 */
export type UpcomingScreen = { area: string; title: string; description: string };

export const upcomingScreens = {
  '/ownership': { area: 'Tracking', title: 'Ownership by QR code', description: 'Claim an item or package by scanning its QR code.' },
  '/ownershipinventory': { area: 'Tracking', title: 'Item ownership by QR code', description: 'Claim a stock item by scanning its QR code.' },
  '/ownershippackage': { area: 'Tracking', title: 'Package ownership by QR code', description: 'Claim a package by scanning its QR code.' },
} satisfies Record<string, UpcomingScreen>;

export type UpcomingPath = keyof typeof upcomingScreens;
