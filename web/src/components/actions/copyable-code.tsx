import { Button, Code, CopyButton, Group } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A value to copy (a secret, a link) in a code block, with a button that copies it and says when it has. */
export function CopyableCode({ value, button = 'Copy', testId }: { value: string; button?: string; testId?: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid={testId}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant={copied ? 'light' : 'default'} color={copied ? 'teal' : undefined} onClick={copy} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}>
            {copied ? 'Copied' : button}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
