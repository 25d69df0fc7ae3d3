/**
 * The screens of each bottom-navigation section, in the order a user meets them: the section's index page
 * (`/sections/<key>`) and the strip above every screen of the section list them, so every screen is reachable by
 * clicking from any other. A new screen adds its line to section-screens.json (a step inside a flow too: its entry is
 * the flow's start when it needs earlier steps).
 */
import screens from './section-screens.json';

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

// The table itself is data (section-screens.json): one line a screen, in the order above.
export const sectionScreens: Record<SectionKey, readonly SectionScreen[]> = screens;
