import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { PublicLayout } from './public-layout';

export type LegalSection = { title: string; paragraphs: string[] };

/** A long public text page (privacy policy, terms): a title, the date it took effect and numbered sections. */
export function LegalPage({ title, updated, intro, sections }: { title: string; updated: string; intro: string; sections: LegalSection[] }) {
  return (
    <PublicLayout>
      <Container size="md" py={{ base: 32, sm: 64 }}>
        <Card p={{ base: 'lg', sm: 48 }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} fz={{ base: 28, sm: 36 }}>
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                Last updated {updated}
              </Text>
            </Stack>
            <Text>{intro}</Text>
            {sections.map((section, index) => (
              <Stack key={section.title} gap="xs" component="section">
                <Title order={2} fz={20}>
                  {index + 1}. {section.title}
                </Title>
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph} c="ink.7">
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            ))}
          </Stack>
        </Card>
      </Container>
    </PublicLayout>
  );
}
