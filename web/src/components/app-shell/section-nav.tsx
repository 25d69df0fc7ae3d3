import { Group, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { IconLayoutGrid } from '@tabler/icons-react';
import { activeNavSection } from './nav-sections';
import { sectionKeys } from './section-screens';
import classes from './section-nav.module.css';

/**
 * Above every screen of a section: the way to the section's index, which lists all its screens (so every screen
 * is two clicks from any other, and the names of the screens' own links stay unique on each page).
 */
export function SectionNav() {
  const pathname = useLocation({ select: (location) => location.pathname });
  if (pathname.startsWith('/sections/')) return null;
  const section = activeNavSection(pathname);
  const key = section ? sectionKeys[section.label] : undefined;
  if (!section || !key) return null;
  return (
    <Group component="nav" aria-label="Section" gap="xs" className={classes.strip} data-testid="section-nav">
      <Text size="sm" c="dimmed" span>
        {section.label}
      </Text>
      <Link to="/sections/$section" params={{ section: key }} className={classes.link}>
        <IconLayoutGrid size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />
        All {section.label} screens
      </Link>
    </Group>
  );
}
