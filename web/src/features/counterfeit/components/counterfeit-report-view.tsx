import { Badge, Card, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CategoryBarsCard, MonthBarsCard } from '../../../components/charts/chart-cards';
import { DateText } from '../../../components/data/date-text';
import { ResponsiveTable, type Column } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ReportsTabs } from '../../../components/layout/reports-tabs';
import { AnchorLink } from '../../../components/links/router-links';
import { compactCount } from '../../../lib/format';
import { counterfeitQueries } from '../api/counterfeit-queries';
import { SkeletonRows } from '../../../components/feedback/skeleton-rows';
import { FactLabel } from '../../../components/layout/fact';

const PAGE_SIZE = 10;
const RELATION: Record<string, string> = { brand: 'Your brand', owner: 'You own it', brand_owner: 'Your brand, you own it' };

type Complaint = { id: string; display_id: string; reason: string; address: string; created_at: string; relation: string; status: string };

const complaintColumns: Column<Complaint>[] = [
  {
    key: 'id',
    label: 'Id',
    primary: true,
    cell: (complaint) => (
      <AnchorLink to="/productTracking/$id" params={{ id: complaint.display_id }} ff="monospace">
        {complaint.display_id}
      </AnchorLink>
    ),
  },
  { key: 'reason', label: 'Reason', cell: (complaint) => complaint.reason },
  // The reporter's own words (typed or found from their device), not a position of ours.
  { key: 'address', label: 'Address', cell: (complaint) => complaint.address || 'Not given' },
  { key: 'reported', label: 'Reported', nowrap: true, cell: (complaint) => <DateText value={complaint.created_at} /> },
  { key: 'relation', label: 'Relation', cell: (complaint) => RELATION[complaint.relation] ?? complaint.relation },
  {
    key: 'status',
    label: 'Status',
    cell: (complaint) => (
      <Badge variant="light" color={complaint.status === 'open' ? 'red.9' : 'gray.7'}>
        {complaint.status}
      </Badge>
    ),
  },
];

/** Counterfeit reports about the signed-in user's products: the summary and the complaints, newest first. */
export function CounterfeitReportView() {
  const [page, setPage] = useState(1);
  const summary = useQuery(counterfeitQueries.summary());
  const complaints = useQuery(counterfeitQueries.page(PAGE_SIZE, (page - 1) * PAGE_SIZE));
  const pages = Math.max(1, Math.ceil((complaints.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Counterfeit report
        </Title>
        <Text c="dimmed">Reports filed by the public about products you registered or own. New reports appear here as they arrive.</Text>
      </Stack>
      <ReportsTabs current="/counterfeit-report" />

      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
        <Card>
          <FactLabel>Total reports</FactLabel>
          {summary.data ? (
            <Text ff="heading" fz={32} fw={600} data-testid="counterfeit-total">
              {compactCount(summary.data.total)}
            </Text>
          ) : (
            <Skeleton h={40} mt={4} />
          )}
        </Card>
        {(summary.data?.by_reason ?? []).map((entry) => (
          <Card key={entry.reason}>
            <FactLabel>{entry.reason}</FactLabel>
            <Text ff="heading" fz={28} fw={600} data-testid={`reason-${entry.reason}`}>
              {compactCount(entry.count)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CategoryBarsCard
          title="Reports by reason"
          status={summary}
          empty={!summary.data?.total}
          emptyText="Nobody has reported a product of yours."
          columns={['Reason', 'Reports']}
          data={(summary.data?.by_reason ?? []).map((r) => ({ name: r.reason, count: r.count }))}
          label="Reports"
          testId="chart-counterfeit-reasons"
        />
        <MonthBarsCard
          title="Reports by month"
          description="UTC months"
          status={summary}
          empty={!summary.data?.by_month.length}
          emptyText="Reports show here by the month they were filed."
          columns={['Month', 'Reports']}
          data={summary.data?.by_month ?? []}
          series={[{ key: 'count', label: 'Reports' }]}
          testId="chart-counterfeit-months"
        />
      </SimpleGrid>

      <Card p={0}>
        {complaints.isPending ? (
          <SkeletonRows count={2} h={24} p="lg" gap="md" />
        ) : complaints.isError ? (
          <Text p="lg" c="red">
            The complaints could not be loaded.
          </Text>
        ) : complaints.data.complaints.length === 0 ? (
          <EmptyState title="No counterfeit reports" description="Nobody has reported a product of yours. Reports filed from the public tracking page appear here." />
        ) : (
          <Stack p={{ base: 'sm', sm: 0 }}>
            <ResponsiveTable label="Counterfeit complaints" rows={complaints.data.complaints} columns={complaintColumns} />
          </Stack>
        )}
        {pages > 1 && (
          <Group justify="center" p="md">
            <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Complaint pages" />
          </Group>
        )}
      </Card>
    </Stack>
  );
}
