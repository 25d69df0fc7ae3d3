import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { formatTrackingDate } from '../../../lib/dates';
import { ProductImage } from '../../../components/data/product-image';
import { trackedName, type TrackingDetails } from '../api/tracking-queries';
import { LazyLocationMap } from './lazy-location-map';
import { AnchorLink } from '../../../components/links/router-links';
import { LocationText } from '../../../components/location/location-text';
import { LabelledValue } from '../../../components/layout/fact';

/** Summary of the looked-up item for its owner or a prospective owner. */
export function TrackedItemCard({ details }: { details: TrackingDetails }) {
  return (
    <Card>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ProductImage src={details.product?.images?.[0]?.image} alt={trackedName(details)} size={84} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            {details.product?.brand && (
              <Text size="sm" c="brass.7" fw={600}>
                {details.product.brand}
              </Text>
            )}
            <Title order={2} fz={20}>
              {trackedName(details)}
            </Title>
            <Text ff="monospace" size="sm" c="dimmed">
              {details.display_id}
            </Text>
          </Stack>
        </Group>
        <LabelledValue label="Added">
          <Text size="sm">{formatTrackingDate(details.created_at)}</Text>
        </LabelledValue>
        <LabelledValue label="Location">
          <LocationText location={details.location} address={details.address_location} />
        </LabelledValue>
        <LazyLocationMap location={details.location} address={details.address_location} height={200} />
        <AnchorLink to="/productTracking/$id" params={{ id: details.display_id }} target="_blank" size="sm">
          <Group gap={4}>
            Public authenticity page <IconExternalLink size={14} />
          </Group>
        </AnchorLink>
      </Stack>
    </Card>
  );
}
