import { Anchor, Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { Fact } from '../../../components/layout/fact';
import { initials, mediaUrl } from '../../../lib/format';
import type { PartnerProfile } from '../api/profile-queries';

/** Only http(s) links are rendered as links (the server refuses others; old data may not). */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

/** A partner's public card: name, role and company; the API never sends e-mail, mobile or address. */
export function PartnerProfileCard({ partner }: { partner: PartnerProfile }) {
  const company = partner.companyInfo;
  const website = company?.website ? safeUrl(company.website) : undefined;
  return (
    <Card>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Avatar src={mediaUrl(partner.profile_image)} size={96} radius={96} color="brass" alt={`${partner.fullname || 'Partner'}'s profile image`}>
          {initials(partner.fullname) || '?'}
        </Avatar>
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <Group gap="sm">
            <Title order={2} fz={24} data-testid="partner-name">
              {partner.fullname || 'Unnamed partner'}
            </Title>
            {partner.role && <Badge variant="light">{partner.role}</Badge>}
          </Group>
          {partner.bio && <Text c="dimmed">{partner.bio}</Text>}
          {company ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
              <Fact label="Company" testId="partner-company">
                <Group gap={6} component="span">
                  <IconBuilding size={16} aria-hidden />
                  {company.name}
                </Group>
              </Fact>
              <Fact label="Industry">{company.industry || '—'}</Fact>
              <Fact label="Website">
                {website ? (
                  <Anchor href={website} target="_blank" rel="noopener noreferrer nofollow">
                    {company.website}
                  </Anchor>
                ) : (
                  company.website || '—'
                )}
              </Fact>
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              This partner has not added company information yet.
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
