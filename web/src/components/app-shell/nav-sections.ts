import {
  IconApi,
  IconBuildingWarehouse,
  IconChartBar,
  IconLayoutDashboard,
  IconPackages,
  IconRoute,
  IconShieldCheck,
  type Icon,
} from '@tabler/icons-react';

export type NavSection = {
  label: string;
  to: string;
  icon: Icon;
  /** Warranty and API Docs are desktop only (specification). */
  desktopOnly?: boolean;
  /** The paths that highlight this section, exactly the specification's groups. */
  paths: readonly string[];
};

export const docPages = [
  '/doc-introduction',
  '/doc-api-endpoints',
  '/doc-authentication',
  '/doc-formats',
  '/doc-apiusage',
  '/doc-errorhandling',
  '/doc-key-generation',
  '/doc-key-management',
  '/doc-key-security-guidelines',
  '/doc-sdks',
] as const;

export const navSections: readonly NavSection[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard, paths: ['/dashboard', '/activities'] },
  { label: 'Inventory', to: '/inventoryView', icon: IconPackages, paths: ['/inventoryView', '/product-details'] },
  {
    label: 'Logistics',
    to: '/logistics-listings',
    icon: IconBuildingWarehouse,
    paths: [
      '/logistics-listings',
      '/pakage-information',
      '/pakaging-outsourcing-details',
      '/pakaging-basic-details',
      '/pakaging-add-items',
      '/pakaging-details-preview',
      '/warehouse-types',
      '/warehouse-basic-details',
      '/nextowner-basic-details',
      '/transportation-types',
      '/transportation-outsourcing-details',
      '/transportation-mode',
      '/inventory-preview',
      '/inventory-view',
    ],
  },
  {
    label: 'Tracking',
    to: '/tracking',
    icon: IconRoute,
    paths: ['/tracking', '/tracking-status', '/ownership', '/ownershipinventory', '/ownershippackage'],
  },
  { label: 'Reports', to: '/inventory-report', icon: IconChartBar, paths: ['/inventory-report', '/logistics-report', '/counterfeit-report'] },
  { label: 'Warranty', to: '/warranty', icon: IconShieldCheck, desktopOnly: true, paths: ['/warranty'] },
  { label: 'API Docs', to: '/doc-introduction', icon: IconApi, desktopOnly: true, paths: docPages },
];

/**
 * A group path matches itself and its parameterised children (`/product-details/:id`,
 * `/tracking/{id?}`, any path under `/ownership/`). Matching ignores case, like the router.
 */
export function pathInGroup(pathname: string, groupPath: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const group = groupPath.toLowerCase();
  return path === group || path.startsWith(`${group}/`);
}

export function activeNavSection(pathname: string): NavSection | undefined {
  return navSections.find((section) => section.paths.some((groupPath) => pathInGroup(pathname, groupPath)));
}
