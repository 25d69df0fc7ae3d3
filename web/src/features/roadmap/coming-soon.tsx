import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell, IconPackages, IconRoute, IconSparkles, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { upcomingScreens, type UpcomingPath } from './upcoming-screens';
import { ButtonLink } from '../../components/links/router-links';

const availableNow = [
  { to: '/inventoryView', label: 'Inventory', description: 'Products and stock items', icon: IconPackages },
  { to: '/tracking', label: 'Tracking', description: 'Owner chains and requests', icon: IconRoute },
  { to: '/notification', label: 'Requests', description: 'Accept or decline transfers', icon: IconBell },
  { to: '/profile', label: 'Profile', description: 'Your details and image', icon: IconUserCircle },
] as const;

/** A screen whose feature ships later: it says what is coming and points to what works today. */
export function ComingSoon({ screen }: { screen: UpcomingPath }) {
  const { area, title, description } = upcomingScreens[screen];
  return (
    <Stack gap="xl" data-testid="coming-soon">
      <Card p={{ base: 'lg', sm: 48 }} bg="white">
        <Stack align="center" ta="center" gap="md" maw={560} mx="auto">
          <ThemeIcon size={64} radius="xl" variant="light" color="brass">
            <IconSparkles size={30} stroke={1.5} />
          </ThemeIcon>
          <Badge variant="outline" color="brass">
            {area} · Coming soon
          </Badge>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed" fz="lg">
            {description}
          </Text>
          <Text c="dimmed" size="sm">
            This screen arrives in an upcoming release. Everything you record today will be here when it does.
          </Text>
        </Stack>
      </Card>
      <Stack gap="sm">
        <Text fw={600}>Available now</Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {availableNow.map(({ to, label, description: text, icon: Icon }) => (
            <Card key={to} component={Link} to={to} style={{ textDecoration: 'none' }} className="hover-lift">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color="ink" radius="md" size={40}>
                  <Icon size={20} stroke={1.6} />
                </ThemeIcon>
                <Stack gap={0}>
                  <Text fw={600} c="ink.9">
                    {label}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {text}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      <Group>
        <ButtonLink to="/dashboard" variant="default">
          Back to dashboard
        </ButtonLink>
      </Group>
    </Stack>
  );
}
