import { SegmentedControl } from '@mantine/core';
import type { OwnershipKind } from '../api/ownership-api';

type Labels = { inventory: string; package: string };

export function OwnershipKindToggle({
  value,
  onChange,
  labels = { inventory: 'Inventory Requests', package: 'Package Requests' },
  fullWidth,
}: {
  value: OwnershipKind;
  onChange: (kind: OwnershipKind) => void;
  labels?: Labels;
  fullWidth?: boolean;
}) {
  return (
    <SegmentedControl
      aria-label="Request type"
      value={value}
      onChange={(next) => onChange(next as OwnershipKind)}
      fullWidth={fullWidth}
      data={[
        { value: 'package', label: labels.package },
        { value: 'inventory', label: labels.inventory },
      ]}
    />
  );
}
