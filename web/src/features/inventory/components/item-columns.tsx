import { Text } from '@mantine/core';
import type { Column } from '../../../components/data/responsive-table';
import { AnchorLink } from '../../../components/links/router-links';

/** The id column of the stock lists: the item's id, linked to its owner chain. */
export function itemIdColumn<T extends { display_id: string }>(): Column<T> {
  return {
    key: 'id',
    label: 'Item id',
    primary: true,
    cell: (item) => (
      <AnchorLink to="/tracking/{-$id}" params={{ id: item.display_id }} fw={600} ff="monospace">
        {item.display_id}
      </AnchorLink>
    ),
  };
}

/** The "Packed in" column: the package's id linked to its page, else `loose` (what the list calls goods in no package). */
export function packedInColumn<T extends { packed_in?: string | null }>(loose: string): Column<T> {
  return {
    key: 'packed',
    label: 'Packed in',
    cell: (goods) =>
      goods.packed_in ? (
        <AnchorLink to="/package-details/$id" params={{ id: goods.packed_in }} ff="monospace" size="sm">
          {goods.packed_in}
        </AnchorLink>
      ) : (
        <Text size="sm" c="dimmed">
          {loose}
        </Text>
      ),
  };
}
