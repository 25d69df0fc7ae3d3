import '@mantine/dates/styles.css';
import { Button, Group } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import type { MonthRange } from '../api/report-queries';

// What both month fields share. Mantine's placeholder grey is below 4.5:1 on white; the placeholders here say what an
// empty field means.
const MONTH_FIELD = { clearable: true, w: 150, size: 'sm', styles: { placeholder: { color: 'var(--mantine-color-gray-7)' } } } as const;

// Each end of the range, and how the other end limits it.
const ENDS = {
  from: { label: 'From', placeholder: 'First month', other: 'to', limit: 'maxDate' },
  to: { label: 'To', placeholder: 'This month', other: 'from', limit: 'minDate' },
} as const;

const toMonth = (value: string | null) => (value ? value.slice(0, 7) : undefined);
const toDate = (month: string | undefined) => (month ? `${month}-01` : null);

/** From and to months of a report (UTC calendar months, both included). */
export function MonthRangePicker({ value, onChange }: { value: MonthRange; onChange: (range: MonthRange) => void }) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      {(['from', 'to'] as const).map((end) => {
        const { label, placeholder, other, limit } = ENDS[end];
        return (
          <MonthPickerInput
            key={end}
            label={label}
            placeholder={placeholder}
            value={toDate(value[end])}
            {...{ [limit]: toDate(value[other]) ?? undefined }}
            onChange={(v) => onChange({ ...value, [end]: toMonth(v) })}
            {...MONTH_FIELD}
          />
        );
      })}
      {(value.from || value.to) && (
        <Button variant="subtle" size="sm" onClick={() => onChange({})}>
          All time
        </Button>
      )}
    </Group>
  );
}
