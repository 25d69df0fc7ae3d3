import { Badge, Grid, Group, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Column } from '../../../components/data/responsive-table';
import { Fact } from '../../../components/layout/fact';
import { TitledCard } from '../../../components/layout/titled-card';
import { AnchorLink } from '../../../components/links/router-links';
import { formatDateTime } from '../../../lib/dates';
import { profileQueries, type AccountSession, type Profile } from '../api/profile-queries';
import { AccountApiKeys } from './account-api-keys';
import { QueryTable } from '../../../components/data/query-table';

const STATUS: Record<AccountSession['status'], { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  expired: { label: 'Expired', color: 'gray' },
  signed_out: { label: 'Signed out', color: 'gray' },
  revoked: { label: 'Revoked', color: 'red' },
};

const SESSION_COLUMNS: Column<AccountSession>[] = [
  { key: 'started', label: 'Signed in', cell: (session) => formatDateTime(session.started_at), primary: true },
  { key: 'last-used', label: 'Last used', cell: (session) => formatDateTime(session.last_used_at) },
  {
    key: 'status',
    label: 'Status',
    cell: (session) => (
      <Group gap={6}>
        <Badge variant="light" color={STATUS[session.status].color}>
          {STATUS[session.status].label}
        </Badge>
        {session.current && (
          <Badge variant="outline" color="brass">
            This device
          </Badge>
        )}
      </Group>
    ),
  },
];

/** The signed-in user's account and administrator details: role, company, support rights, sessions, API keys. */
export function AccountAdmin({ profile }: { profile: Profile }) {
  const sessions = useQuery(profileQueries.sessions());
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <TitledCard title="Account" titleSize={20} h="100%">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Fact label="Full name">{profile.fullname || '—'}</Fact>
            <Fact label="E-mail">{profile.email}</Fact>
            <Fact label="Role" testId="account-role">
              {profile.role || 'Not set'}
            </Fact>
            <Fact label="Member since">{formatDateTime(profile.created_at)}</Fact>
            <Fact label="Company" testId="account-company">
              {profile.companyInfo?.name || 'Not set'}
            </Fact>
            <Fact label="Support rights" testId="account-admin">
              {profile.is_admin ? 'Administrator' : 'Member'}
            </Fact>
          </SimpleGrid>
          <Group gap="md">
            <AnchorLink to="/profile">Edit profile</AnchorLink>
            <AnchorLink to="/company-information">Edit company</AnchorLink>
            <AnchorLink to="/userProfile" search={{ id: profile.id }}>
              Public profile
            </AnchorLink>
          </Group>
          <Text size="sm" c="dimmed">
            {profile.is_admin
              ? 'As a support administrator you see every support ticket, reply to them and set their status.'
              : 'Support administrators are set by the platform operator.'}
          </Text>
        </TitledCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <TitledCard title="Sessions" titleSize={20} h="100%">
          <QueryTable
            label="Sign-in sessions"
            query={sessions}
            columns={SESSION_COLUMNS}
            empty={<Text c="dimmed">No sessions yet.</Text>}
          />
        </TitledCard>
      </Grid.Col>
      <Grid.Col span={12}>
        <AccountApiKeys />
      </Grid.Col>
    </Grid>
  );
}
