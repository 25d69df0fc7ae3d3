import { ActionIcon, CopyButton, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Copies `value` to the clipboard; the tooltip says when it worked. A failed copy is only logged (specification). */
export function CopyIconButton({ value, label, tooltip = 'Copy', variant = 'subtle', color = 'gray' }: { value: string; label: string; tooltip?: string; variant?: ActionIconProps['variant']; color?: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : tooltip} withArrow>
          <ActionIcon
            variant={variant}
            color={copied ? 'teal' : color}
            aria-label={label}
            onClick={() => {
              try {
                copy();
              } catch (error) {
                console.warn('Copy failed', error);
              }
            }}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
