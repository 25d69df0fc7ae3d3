import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { activeNavSection, navSections } from './nav-sections';
import classes from './bottom-nav.module.css';

/** The ink bottom navigation; the section of the current path is highlighted. */
export function BottomNav() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const active = activeNavSection(pathname);
  return (
    <Box component="nav" aria-label="Main" className={classes.bar}>
      <Group gap={0} justify="center" wrap="nowrap" className={classes.row}>
        {navSections.map((section) => {
          const isActive = section === active;
          return (
            <UnstyledButton
              key={section.label}
              component={Link}
              to={section.to}
              className={classes.item}
              data-active={isActive || undefined}
              data-desktop-only={section.desktopOnly || undefined}
              aria-current={isActive ? 'page' : undefined}
            >
              <section.icon size={22} stroke={1.6} aria-hidden />
              <Text component="span" className={classes.label}>
                {section.label}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </Box>
  );
}
