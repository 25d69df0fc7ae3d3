import { Box, Code, Group, Text } from '@mantine/core';
import { CopyIconButton } from '../../../components/actions/copy-icon-button';

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
        <CopyIconButton value={code} label={`Copy ${label ?? language ?? 'code'}`} />
      </Group>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', paddingRight: 40 }} data-language={language}>
        {code}
      </Code>
    </Box>
  );
}
