import { Group } from '@mantine/core';
import { ButtonLink } from '../links/router-links';

const REPORTS = [
  { to: '/inventory-report', label: 'Inventory' },
  { to: '/logistics-report', label: 'Logistics' },
  { to: '/counterfeit-report', label: 'Counterfeit' },
] as const;

/** The three reports, one click apart (the Reports section of the navigation). */
export function ReportsTabs({ current }: { current: (typeof REPORTS)[number]['to'] }) {
  return (
    <Group component="nav" aria-label="Reports" gap="xs" mb="md">
      {REPORTS.map((r) => (
        <ButtonLink key={r.to} to={r.to} size="xs" radius="xl" variant={r.to === current ? 'filled' : 'default'} aria-current={r.to === current ? 'page' : undefined}>
          {r.label}
        </ButtonLink>
      ))}
    </Group>
  );
}
