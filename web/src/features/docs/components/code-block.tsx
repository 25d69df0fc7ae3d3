import { ActionIcon, Box, Code, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A block of code or JSON with a copy button (a failed copy is only logged, per the specification). */
export function CodeBlock({ code, label, language }: { code: string; label?: string; language?: string }) {
  return (
    <Box pos="relative">
      {label && (
        <Text size="xs" fw={600} c="dimmed" mb={4}>
          {label}
        </Text>
      )}
      <Group pos="absolute" right={6} top={label ? 26 : 6} style={{ zIndex: 1 }}>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                aria-label={`Copy ${label ?? language ?? 'code'}`}
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
      </Group>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', paddingRight: 40 }} data-language={language}>
        {code}
      </Code>
    </Box>
  );
}
