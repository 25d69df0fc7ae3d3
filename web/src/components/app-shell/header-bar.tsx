import { ActionIcon, Avatar, Box, Container, Group, Menu, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBinaryTree2, IconBuilding, IconCoins, IconLifebuoy, IconLogout, IconSettings, IconShieldLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { initials, mediaUrl } from '../../lib/format';
import { BrandMark } from '../layout/brand-mark';
import classes from './header-bar.module.css';
import { ActionIconLink } from '../links/router-links';

export type HeaderUser = { fullname: string | null; email: string; profileImage: string | null };

/**
 * The signed-in header: who is signed in (name, or initials when there is no room), points, the live
 * notification bell, explorer, settings and logout. On phones the three actions fold into the avatar menu.
 */
export function HeaderBar({ user, points, notifications, onLogout }: { user: HeaderUser | undefined; points: number; notifications: ReactNode; onLogout: () => void }) {
  const name = user?.fullname?.trim() || user?.email || '';
  const avatar = (
    <Avatar src={mediaUrl(user?.profileImage)} alt={name ? `${name}'s profile image` : 'Profile image'} radius="xl" size={38} color="brass" variant="filled">
      {initials(user?.fullname || user?.email)}
    </Avatar>
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link to="/dashboard" aria-label="Provenance dashboard" className={classes.brand}>
            <BrandMark />
          </Link>
          <Group gap="xs" wrap="nowrap">
            <Tooltip label="Reward points: the incentive programme">
              <Box component={Link} to="/incentives" visibleFrom="xs" aria-label={`${points} points: the incentive programme`} style={{ textDecoration: 'none', color: 'inherit' }}>
                <Group gap={6} className={classes.points}>
                  <IconCoins size={18} stroke={1.6} aria-hidden />
                  <Text component="span" fw={700} fz="sm" data-testid="points">
                    {points}
                  </Text>
                </Group>
              </Box>
            </Tooltip>
            {notifications}
            <Group gap={4} wrap="nowrap" visibleFrom="sm">
              <Tooltip label="Explorer">
                <ActionIconLink to="/explorer" variant="subtle" color="gray.0" size={40} radius="xl" aria-label="Explorer">
                  <IconBinaryTree2 size={20} stroke={1.6} />
                </ActionIconLink>
              </Tooltip>
              <Tooltip label="Settings">
                <ActionIconLink to="/profile" variant="subtle" color="gray.0" size={40} radius="xl" aria-label="Settings">
                  <IconSettings size={20} stroke={1.6} />
                </ActionIconLink>
              </Tooltip>
            </Group>
            <Menu position="bottom-end" width={240} shadow="lg" radius="md">
              <Menu.Target>
                {/* Named by its own text (what it shows is what a screen reader says), starting with what it does. */}
                <UnstyledButton className={classes.user}>
                  <VisuallyHidden>Account menu</VisuallyHidden>
                  <Group gap="sm" wrap="nowrap">
                    {avatar}
                    <Stack gap={0} visibleFrom="md" className={classes.userText}>
                      <Text fw={600} fz="sm" c="white" truncate data-testid="header-name">
                        {user?.fullname?.trim() || initials(user?.email)}
                      </Text>
                      <Text fz="xs" c="ink.3" truncate data-testid="header-email">
                        {user?.email}
                      </Text>
                    </Stack>
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  <Text fz="sm" fw={600} c="ink.9" truncate>
                    {name}
                  </Text>
                  <Text fz="xs" truncate>
                    {user?.email}
                  </Text>
                </Menu.Label>
                <Menu.Label hiddenFrom="xs">
                  <Group gap={6} c="brass.8">
                    <IconCoins size={16} aria-hidden />
                    <Text component="span" fz="sm" fw={700}>
                      {points} points
                    </Text>
                  </Group>
                </Menu.Label>
                <Menu.Divider />
                <Menu.Item component={Link} to="/incentives" leftSection={<IconCoins size={16} />} hiddenFrom="xs">
                  Incentives
                </Menu.Item>
                <Menu.Item component={Link} to="/profile" leftSection={<IconSettings size={16} />}>
                  Settings
                </Menu.Item>
                <Menu.Item component={Link} to="/company-information" leftSection={<IconBuilding size={16} />}>
                  Company information
                </Menu.Item>
                <Menu.Item component={Link} to="/basic-admin-profile" leftSection={<IconShieldLock size={16} />}>
                  Account and administration
                </Menu.Item>
                <Menu.Item component={Link} to="/support" leftSection={<IconLifebuoy size={16} />}>
                  Support
                </Menu.Item>
                <Menu.Item component={Link} to="/explorer" leftSection={<IconBinaryTree2 size={16} />}>
                  Explorer
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
                  Logout
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Tooltip label="Logout">
              <ActionIcon variant="subtle" color="gray.0" size={40} radius="xl" aria-label="Logout" onClick={onLogout} visibleFrom="sm">
                <IconLogout size={20} stroke={1.6} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
