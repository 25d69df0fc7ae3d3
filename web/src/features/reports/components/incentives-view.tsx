import { Badge, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowsExchange, IconAward, IconBox, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';
import { PageHeader } from '../../../components/layout/page-header';
import { ButtonLink } from '../../../components/links/router-links';
import { LabelledValue } from '../../../components/layout/fact';

/** Every partner's balance today: the header shows the same figure. */
export const POINTS = 300;

const WAYS = [
  {
    icon: IconArrowsExchange,
    title: 'Exchange goods on the platform',
    text: 'Each transfer that goes through request and approval, or a recorded hand-over, proves where a piece went. Both sides of the exchange earn.',
  },
  {
    icon: IconBox,
    title: 'Register stock with its batch',
    text: 'Stock items registered with batch, manufacture and expiry dates give every later owner a complete history.',
  },
  {
    icon: IconTruckDelivery,
    title: 'Deliver with a recorded route',
    text: 'Shipments dispatched and delivered through the platform keep custody unbroken from your warehouse to the next owner.',
  },
  {
    icon: IconShieldCheck,
    title: 'Act on counterfeit reports',
    text: 'Reports from the public are how fakes are found. Following them up keeps the whole chain trustworthy.',
  },
];

/** The B2B incentive programme: the points balance and how points are earned. */
export function IncentivesView() {
  return (
    <Stack gap="lg">
      <PageHeader eyebrow="Incentives" title="B2B incentive programme" description="Trusted exchange between brands, distributors and retailers is rewarded." />
      <Card withBorder padding="xl">
        <Group gap="lg" wrap="wrap">
          <ThemeIcon size={64} radius="xl" variant="light" color="brass" aria-hidden>
            <IconAward size={32} stroke={1.5} />
          </ThemeIcon>
          <LabelledValue label="Your balance">
            <Group gap="xs" align="baseline">
              <Text ff="heading" fz={40} fw={600} lh={1} data-testid="incentive-points">
                {POINTS}
              </Text>
              <Text fw={600}>points</Text>
            </Group>
            <Text size="sm" c="dimmed">
              Every partner account opens with {POINTS} points, the figure in your header.
            </Text>
          </LabelledValue>
          <Badge variant="outline" color="brass" ml={{ sm: 'auto' }}>
            Founding partner
          </Badge>
        </Group>
      </Card>
      <Title order={2} fz="lg">
        How points are earned
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {WAYS.map((way) => (
          <Card key={way.title} withBorder padding="lg">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color="brass" radius="md" aria-hidden>
                <way.icon size={18} />
              </ThemeIcon>
              <Stack gap={4}>
                <Text fw={600}>{way.title}</Text>
                <Text size="sm" c="dimmed">
                  {way.text}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder padding="lg">
        <Title order={2} fz="md" mb="xs">
          The fine print
        </Title>
        <List size="sm" spacing={4} c="dimmed">
          <List.Item>Points reward exchanges between businesses; goods stay yours to price and sell.</List.Item>
          <List.Item>Only exchanges recorded on the platform count: their history is what makes them verifiable.</List.Item>
          <List.Item>Your balance shows in the header on every screen.</List.Item>
        </List>
      </Card>
      <Group>
        <ButtonLink to="/dashboard" variant="default">
          Back to the dashboard
        </ButtonLink>
        <ButtonLink to="/activities" variant="subtle">
          See your activity
        </ButtonLink>
      </Group>
    </Stack>
  );
}
