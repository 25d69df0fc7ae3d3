import { Anchor, Box, Button, Divider, Flex, Group, NativeSelect, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconExternalLink, IconX } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { AnchorLink } from '../../../components/links/router-links';
import { docGroups, docPage, docPageList, neighbours, type DocPath } from '../model/doc-pages';
import { CancelDialog } from './cancel-dialog';

/**
 * The shared frame of the ten documentation pages (specification): side navigation by group, a top bar,
 * the group's sub-menu, the page, and a footer with the previous and next pages.
 */
export function DocsLayout({ path, children }: { path: DocPath; children: ReactNode }) {
  const page = docPage(path);
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const { previous, next } = neighbours(path);
  const groupPages = docPageList.filter((p) => p.group === page.group);

  return (
    <Flex gap="xl" align="flex-start" data-testid="docs-layout">
      <Box w={250} visibleFrom="md" pos="sticky" top={16} style={{ flexShrink: 0 }}>
        <Paper component="nav" aria-label="Documentation" p="sm" withBorder>
          {docGroups.map((group) => (
            <Box key={group} mb="sm">
              <Text tt="uppercase" fz="xs" fw={700} c="brass.7" px="sm" py={4} style={{ letterSpacing: '0.08em' }}>
                {group}
              </Text>
              {docPageList
                .filter((p) => p.group === group)
                .map((p) => (
                  <NavLink
                    key={p.path}
                    component={Link}
                    to={p.path}
                    label={p.title}
                    active={p.path === path}
                    aria-current={p.path === path ? 'page' : undefined}
                  />
                ))}
            </Box>
          ))}
        </Paper>
      </Box>

      <Box style={{ flex: 1, minWidth: 0 }}>
        <Stack gap="lg">
          <Paper p="md" withBorder role="banner" aria-label="Documentation top bar">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text tt="uppercase" fz="xs" fw={700} c="brass.7" style={{ letterSpacing: '0.12em' }}>
                  {page.group}
                </Text>
                <Title order={1} fz={{ base: 24, sm: 30 }}>
                  {page.title}
                </Title>
                <Text c="dimmed" size="sm">
                  {page.summary}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button component="a" href="/api/docs" target="_blank" rel="noopener" variant="light" color="brass" size="sm" rightSection={<IconExternalLink size={14} />}>
                  API reference
                </Button>
                <Button variant="default" size="sm" leftSection={<IconX size={14} />} onClick={() => setCancelling(true)}>
                  Cancel
                </Button>
              </Group>
            </Group>
            <NativeSelect
              hiddenFrom="md"
              mt="md"
              label="Documentation page"
              value={path}
              data={docGroups.map((group) => ({ group, items: docPageList.filter((p) => p.group === group).map((p) => ({ value: p.path, label: p.title })) }))}
              onChange={(event) => void navigate({ to: event.currentTarget.value })}
            />
          </Paper>

          {groupPages.length > 1 && (
            // Links, not tabs: each is its own page (tabs would point at panels that are not there).
            <Group component="nav" gap="xs" wrap="wrap" aria-label="Pages of this group">
              {groupPages.map((p) => (
                <Button
                  key={p.path}
                  component="a"
                  href={p.path}
                  size="xs"
                  variant={p.path === path ? 'filled' : 'default'}
                  aria-current={p.path === path ? 'page' : undefined}
                  onClick={(event: React.MouseEvent) => {
                    event.preventDefault();
                    void navigate({ to: p.path });
                  }}
                >
                  {p.title}
                </Button>
              ))}
            </Group>
          )}

          <Paper p={{ base: 'md', sm: 'xl' }} withBorder component="article" aria-labelledby="doc-title">
            <span id="doc-title" hidden>
              {page.title}
            </span>
            {children}
          </Paper>

          <Box component="footer">
            <Divider mb="md" />
            <Group justify="space-between" gap="sm" wrap="wrap">
              {previous ? (
                <AnchorLink to={previous.path} size="sm">
                  <Group gap={4}>
                    <IconArrowLeft size={14} /> {previous.title}
                  </Group>
                </AnchorLink>
              ) : (
                <span />
              )}
              <Text size="xs" c="dimmed">
                Provenance API · OpenAPI 3.1 at{' '}
                <Anchor href="/api/openapi.json" size="xs">
                  /api/openapi.json
                </Anchor>
              </Text>
              {next ? (
                <AnchorLink to={next.path} size="sm">
                  <Group gap={4}>
                    {next.title} <IconArrowRight size={14} />
                  </Group>
                </AnchorLink>
              ) : (
                <span />
              )}
            </Group>
          </Box>
        </Stack>
      </Box>
      <CancelDialog opened={cancelling} onClose={() => setCancelling(false)} />
    </Flex>
  );
}
