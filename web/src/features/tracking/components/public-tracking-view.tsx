import { Accordion, Alert, Badge, Button, Card, Container, Grid, Group, Image, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconMapPin, IconPhoto, IconShieldCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { formatTrackingDate } from '../../../lib/dates';
import { mediaUrl } from '../../../lib/format';
import { packageLevel } from '../../../lib/package-level';
import { trackedName, trackedOwner, type TrackingDetails } from '../api/tracking-queries';

import { LazyLocationMap } from './lazy-location-map';

// The report form (a modal with a select) loads when a visitor opens it.
const CounterfeitReportModal = lazy(() => import('./counterfeit-report-modal').then((module) => ({ default: module.CounterfeitReportModal })));

// The route map (Leaflet too) loads only for goods in transit.
const RouteMap = lazy(() => import('../../../components/location/route-map').then((module) => ({ default: module.RouteMap })));
import { VerifiedHistoryPanel } from './verified-history-panel';
import { WarrantyCard } from './warranty-card';
import { ButtonLink } from '../../../components/links/router-links';
import { Fact, LabelledValue } from '../../../components/layout/fact';
import { LocationText } from '../../../components/location/location-text';
import { useAfterFirstRender } from '../../../lib/first-screen';

const LOGIN_FOR_MORE = 'Please login for more Info..!';

const STATUS = {
  in_stock: { label: 'In stock', color: 'gray' },
  in_warehouse: { label: 'In a warehouse', color: 'blue' },
  in_transit: { label: 'In transit', color: 'orange' },
  delivered: { label: 'Delivered', color: 'teal' },
} as const;

/** The public authenticity page of an item or package: limited details, for anyone holding the id. */
export function PublicTrackingView({ details }: { details: TrackingDetails }) {
  const [reporting, setReporting] = useState(false);
  const image = mediaUrl(details.product?.images?.[0]?.image);
  const isPackage = details.display_id.toUpperCase().startsWith('PACK');
  const nested = details.packegecontent?.content_data ?? [];
  const level = isPackage ? packageLevel(details) : null;
  const itemsAdded = details.items_count ?? nested.filter((entry) => entry.type === 'item').length;
  const packagesAdded = details.packages_count ?? nested.filter((entry) => entry.type === 'package').length;
  const owner = trackedOwner(details);
  // The first render is the heading (what the server's first screen showed); the details below it render right
  // after, in a transition whose work yields to the browser, so the page is not one long task on a phone.
  const shown = useAfterFirstRender();

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Stack gap={6}>
            <Badge color="teal.9" variant="light" size="lg" leftSection={<IconShieldCheck size={14} />}>
              Registered on Provenance
            </Badge>
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {trackedName(details)}
            </Title>
            <Text ff="monospace" c="dimmed" data-testid="display-id">
              {details.display_id}
            </Text>
          </Stack>
          <Button color="red" variant="light" leftSection={<IconAlertTriangle size={16} />} onClick={() => setReporting(true)}>
            Report counterfeit
          </Button>
        </Group>

        {shown && (
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Card h="100%">
                <Stack gap="lg">
                  {image ? (
                    <Image src={image} alt={trackedName(details)} radius="md" h={240} fit="cover" />
                  ) : (
                    <Stack h={240} align="center" justify="center" bg="ink.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} aria-label="No product image">
                      <IconPhoto size={56} stroke={1.2} color="var(--mantine-color-ink-3)" />
                      <Text size="sm" c="dimmed">
                        No image provided
                      </Text>
                    </Stack>
                  )}
                  <Group gap="lg" align="flex-start">
                    <Fact label={isPackage ? 'Brand name' : 'Name'}>{trackedName(details)}</Fact>
                    {details.product?.brand && <Fact label="Brand">{details.product.brand}</Fact>}
                    {level && (
                      <LabelledValue label="Level">
                        <Badge size="lg" variant={level === 2 ? 'filled' : 'light'} color={level === 2 ? 'ink' : 'brass'} data-testid="level-badge">
                          Level {level}
                        </Badge>
                      </LabelledValue>
                    )}
                  </Group>
                  {isPackage && (
                    <Group gap="lg" align="flex-start">
                      <Fact label="Items Added" testId="items-added">
                        {itemsAdded}
                      </Fact>
                      <Fact label="Total Level 1 Packages Added" testId="packages-added">
                        {packagesAdded}
                      </Fact>
                    </Group>
                  )}
                  {details.packed_in && (
                    <Text size="sm" c="dimmed">
                      Packed inside <Text span ff="monospace">{details.packed_in}</Text>
                    </Text>
                  )}
                  <Fact label="Added" testId="added-date">
                    {formatTrackingDate(details.created_at)}
                  </Fact>
                  <Card bg="ink.9" c="white" radius="md" p="md" withBorder={false}>
                    <Group gap="sm" wrap="nowrap">
                      <ThemeIcon color="brass" radius="xl" size={36}>
                        <IconShieldCheck size={20} />
                      </ThemeIcon>
                      <Stack gap={0}>
                        <Text size="xs" tt="uppercase" c="brass.3" fw={700} style={{ letterSpacing: '0.1em' }}>
                          Trusted Owner
                        </Text>
                        <Text fw={600} fz="lg" data-testid="trusted-owner">
                          {owner || 'NA'}
                        </Text>
                      </Stack>
                    </Group>
                  </Card>
                  {details.warranty && details.warranty.partners.length > 0 && <WarrantyCard warranty={details.warranty} />}
                </Stack>
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <Card>
                  <Stack gap="md">
                    <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                      <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                        <IconMapPin size={18} color="var(--mantine-color-brass-7)" aria-hidden style={{ flex: 'none', marginTop: 2 }} />
                        <Stack gap={2} style={{ minWidth: 0 }}>
                          <Text fw={600}>Last known location</Text>
                          {/* The recorded address when there is one, else the position named (place or degrees): 'NA' only without any. */}
                          <LocationText location={details.location} address={details.address_location} lineClamp={3} data-testid="last-location" />
                        </Stack>
                      </Group>
                      {details.status && (
                        <Badge variant="light" color={STATUS[details.status].color} data-testid="goods-status" style={{ flex: 'none' }}>
                          {STATUS[details.status].label}
                        </Badge>
                      )}
                    </Group>
                    {details.status === 'in_transit' && details.route?.length ? (
                      <Suspense fallback={<Skeleton role="status" h={300} radius="lg" aria-label="Loading the map" />}>
                        <RouteMap points={details.route.map((p) => ({ location: p.location }))} height={300} label="Map of the route in transit" />
                      </Suspense>
                    ) : (
                      <LazyLocationMap location={details.location} address={details.address_location} height={300} />
                    )}
                  </Stack>
                </Card>
                <VerifiedHistoryPanel displayId={details.display_id} />
                <Accordion variant="separated" radius="lg" multiple>
                  {['Product Detail', 'Current Owner'].map((section) => (
                    <Accordion.Item key={section} value={section} bg="white">
                      <Accordion.Control icon={<IconLock size={16} />}>{section}</Accordion.Control>
                      <Accordion.Panel>
                        <Text c="brass.8" fw={500}>
                          {LOGIN_FOR_MORE}
                        </Text>
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
                <Alert color="ink" variant="light" radius="lg" icon={<IconLock size={18} />} title="See the full provenance">
                  <Stack gap="sm" align="flex-start">
                    <Text size="sm">Sign in to request ownership of this piece. Its owners and its brand see its complete ownership history.</Text>
                    <ButtonLink to="/login" search={{ redirect: `/tracking/${details.display_id}` }} size="sm">
                      Login
                    </ButtonLink>
                  </Stack>
                </Alert>
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
      {reporting && (
        <Suspense fallback={null}>
          <CounterfeitReportModal displayId={details.display_id} opened onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </Container>
  );
}
