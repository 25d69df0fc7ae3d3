import { Text, Tooltip, type TextProps } from '@mantine/core';
import { formatDegrees, useLocationLabel } from './location-label';

type LocationTextProps = {
  /** `lat&lng`, or several in order of preference (a package: its own, then its contents'). */
  location: string | null | undefined | readonly (string | null | undefined)[];
  /** A known address (`address_location`): shown as is. */
  address?: string | null;
  lineClamp?: number;
} & Omit<TextProps, 'children'>;

/** The one way a location is written: place name, else degrees, 'NA' only when there is no position. */
export function LocationText({ location, address, lineClamp = 2, ...text }: LocationTextProps) {
  const label = useLocationLabel(location, address);
  const body = (
    <Text size="sm" lineClamp={lineClamp} data-location-kind={label.kind} data-testid="location-text" {...text}>
      {label.text}
    </Text>
  );
  // A place name keeps its coordinates one hover away.
  return label.kind === 'place' && label.position ? (
    <Tooltip label={formatDegrees(label.position)} openDelay={300}>
      {body}
    </Tooltip>
  ) : (
    body
  );
}
