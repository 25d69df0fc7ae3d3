import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { ButtonLink } from '../../../components/links/router-links';
import type { DetailEntry } from '../api/product-queries';
import { SectionHeading } from '../../../components/layout/section-heading';

/** The stored key–value details, read only, with links to the editors. */
export function ProductDetailsList({ productId, details, canEdit = true }: { productId: string; details: DetailEntry[]; canEdit?: boolean }) {
  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <SectionHeading title="Detailed information">
            Materials, craftsmanship and anything else a buyer should know.
          </SectionHeading>
          {canEdit && (
            <Group gap="xs">
              <ButtonLink to="/detailed-information" search={{ id: productId }} size="xs" variant="light" leftSection={<IconPlus size={14} />}>
                Add
              </ButtonLink>
              {details.length > 0 && (
                <ButtonLink to="/edit-detailed-information/{-$id}" params={{ id: productId }} size="xs" variant="default" leftSection={<IconPencil size={14} />}>
                  Edit
                </ButtonLink>
              )}
            </Group>
          )}
        </Group>
        {details.length ? (
          <Table aria-label="Product details" withRowBorders>
            <Table.Tbody>
              {details.map((entry) => (
                <Table.Tr key={entry.key}>
                  <Table.Th w="40%" fw={600} c="ink.6">
                    {entry.key}
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{entry.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            No details yet.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
