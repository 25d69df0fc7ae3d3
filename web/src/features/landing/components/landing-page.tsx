import { Box, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFingerprint, IconRoute, IconShieldLock } from '@tabler/icons-react';
import { PublicLayout } from '../../../components/layout/public-layout';
import { IdSearchForm } from './id-search-form';
import classes from './landing-page.module.css';
import { AnchorLink, ButtonLink } from '../../../components/links/router-links';

const pillars = [
  { icon: IconFingerprint, title: 'Product authenticity', text: 'Every piece carries its own identity, registered the day it is made.' },
  { icon: IconRoute, title: 'Ownership flow', text: 'Follow each hand-over from atelier to owner, in real time.' },
  { icon: IconShieldLock, title: 'Fraud prevention', text: 'A tamper-evident history makes counterfeits and diversion visible.' },
];

const figures = [
  { value: '1030+', label: 'new companies registered' },
  { value: '300+', label: 'inventories' },
  { value: '300+', label: 'trackings in progress' },
];

/** A compact landing page: the full marketing page (sections, FAQ, contact) comes with the public-face release. */
export function LandingPage() {
  return (
    <PublicLayout
      headerLinks={
        <ButtonLink to="/login" variant="outline" color="brass.3" size="sm" visibleFrom="xs">
          Let's Start
        </ButtonLink>
      }
    >
      <Box className={classes.hero} id="home">
        <Container size="md" py={{ base: 56, sm: 96 }}>
          <Stack align="center" ta="center" gap="lg">
            <Text tt="uppercase" fw={700} fz="xs" c="brass.3" style={{ letterSpacing: '0.2em' }}>
              Anti-counterfeit · Provenance · Ownership
            </Text>
            <Title order={1} c="white" fz={{ base: 34, sm: 52 }} lh={1.1}>
              Is it genuine? Ask its history.
            </Title>
            <Text c="ink.2" fz={{ base: 'md', sm: 'lg' }} maw={560}>
              Enter the id printed on the tag to see where a piece comes from and who owns it today.
            </Text>
            <Box w="100%" maw={560}>
              <IdSearchForm />
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {pillars.map(({ icon: Icon, title, text }) => (
            <Stack key={title} gap="sm">
              <ThemeIcon size={48} radius="xl" variant="light" color="brass">
                <Icon size={24} stroke={1.5} />
              </ThemeIcon>
              <Title order={3} fz={20}>
                {title}
              </Title>
              <Text c="dimmed">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="center" gap={48} mt={64} wrap="wrap">
          {figures.map((figure) => (
            <Stack key={figure.label} gap={0} align="center">
              <Text ff="heading" fz={40} fw={600} c="ink.9">
                {figure.value}
              </Text>
              <Text c="dimmed" size="sm">
                {figure.label}
              </Text>
            </Stack>
          ))}
        </Group>
      </Container>
      <Box component="footer" bg="var(--app-ink)" py="lg">
        <Container size="lg">
          <Group justify="space-between" gap="md">
            <Text c="ink.3" size="sm">
              © {new Date().getFullYear()} Provenance
            </Text>
            <Group gap="lg">
              <AnchorLink to="/privacy" c="ink.2" size="sm">
                Privacy
              </AnchorLink>
              <AnchorLink to="/terms-and-conditions" c="ink.2" size="sm">
                Terms and conditions
              </AnchorLink>
            </Group>
          </Group>
        </Container>
      </Box>
    </PublicLayout>
  );
}
