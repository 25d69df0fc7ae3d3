import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { NotFoundPage } from '../feedback/not-found-page';
import { PageHeader } from '../layout/page-header';
import { sectionKeys, sectionScreens, type SectionKey } from './section-screens';

/** The index of one section: every screen it has, with a line on what each is for. */
export function SectionIndexPage({ section }: { section: string }) {
  if (!(section in sectionScreens)) return <NotFoundPage />;
  return <SectionIndex section={section as SectionKey} />;
}

function SectionIndex({ section }: { section: SectionKey }) {
  const label = Object.entries(sectionKeys).find(([, value]) => value === section)?.[0] ?? section;
  return (
    <>
      <PageHeader eyebrow="Sections" title={label} description={`Every screen of ${label}.`} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sectionScreens[section].map((screen) => (
          <li key={screen.to}>
            <Card component={Link} to={screen.to as '/dashboard'} className="hover-lift" h="100%" style={{ textDecoration: 'none', color: 'inherit' }}>
              <Title order={2} fz="lg">
                {screen.label}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {screen.description}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </>
  );
}
