import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TrackingDetails } from '../api/tracking-queries';
import { TrackedItemCard } from './tracked-item-card';

/** A tracked item or package beside its ownership (the owner lookup and the scanned QR code pages). */
export function TrackedItemGrid({ details, children }: { details: TrackingDetails; children: ReactNode }) {
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <TrackedItemCard details={details} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">{children}</Stack>
      </Grid.Col>
    </Grid>
  );
}
