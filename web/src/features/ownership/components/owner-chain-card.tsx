import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionHeading } from '../../../components/layout/section-heading';
import type { OwnerEntry } from '../api/ownership-api';
import { OwnerChain } from './owner-chain';

/** The owner chain as a card of its own (tracking, package and QR pages); `children` says what the chain means there. */
export function OwnerChainCard({ owners, viewerId, children }: { owners: OwnerEntry[] | undefined; viewerId?: string; children?: ReactNode }) {
  return (
    <Card>
      <Stack gap="md">
        <SectionHeading title="Owner chain">{children}</SectionHeading>
        {owners ? (
          <OwnerChain owners={owners} viewerId={viewerId} />
        ) : (
          <Text size="sm" c="dimmed">
            Loading owners…
          </Text>
        )}
      </Stack>
    </Card>
  );
}
