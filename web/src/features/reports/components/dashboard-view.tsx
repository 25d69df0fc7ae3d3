import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowsExchange,
  IconBell,
  IconBox,
  IconChartBar,
  IconPackage,
  IconPackages,
  IconPlus,
  IconTag,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CategoryBarsCard, DonutCard, MonthBarsCard } from '../../../components/charts/chart-cards';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import { PageHeader } from '../../../components/layout/page-header';
import { AnchorLink, ButtonLink } from '../../../components/links/router-links';
import { reportQueries } from '../api/report-queries';
import { ActivityList } from './activity-list';
import { STATE_LABELS } from './state-labels';
import { StatCard } from './stat-card';
import { SkeletonRows } from '../../../components/feedback/skeleton-rows';

const TOP_PRODUCTS = 8;

/** Where sign-in lands: the headline figures, the trends, the latest activity and the next things to do. */
export function DashboardView() {
  const dashboard = useQuery(reportQueries.dashboard());
  const latest = useQuery(reportQueries.latestActivity(6));
  const d = dashboard.data;
  const states = d ? (['in_stock', 'packed', 'in_warehouse', 'in_transit'] as const).map((s) => ({ name: STATE_LABELS[s], value: d.inventories[s] })) : [];
  const topProducts = d?.items_by_product.slice(0, TOP_PRODUCTS) ?? [];

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Overview"
        title="Dashboard"
        description="Your products, stock, packages and transfers at a glance. Figures update as things happen."
        actions={
          <>
            <ButtonLink to="/add-product" leftSection={<IconPlus size={16} />}>
              Add product
            </ButtonLink>
            <ButtonLink to="/inventoryView" variant="default" leftSection={<IconPackages size={16} />}>
              Register stock
            </ButtonLink>
            <ButtonLink to="/pakage-information" variant="default" leftSection={<IconPackage size={16} />}>
              Create package
            </ButtonLink>
            <ButtonLink to="/inventory-report" variant="subtle" leftSection={<IconChartBar size={16} />}>
              Reports
            </ButtonLink>
          </>
        }
      />

      {dashboard.isError && <QueryError error={dashboard.error} onRetry={() => void dashboard.refetch()} title="The dashboard could not be loaded" />}

      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
        <StatCard label="Products" value={d?.total_products} icon={<IconTag size={20} />} testId="stat-products" detail="Registered by you" />
        <StatCard
          label="Stock items"
          value={d?.inventories.total}
          icon={<IconBox size={20} />}
          testId="stat-items"
          detail={d && `${d.inventories.in_stock} in stock · ${d.inventories.packed} packed · ${d.inventories.in_warehouse} in warehouses · ${d.inventories.in_transit} in transit · ${d.inventories.transferred} passed on`}
        />
        <StatCard
          label="Packages"
          value={d?.packages.total}
          icon={<IconPackage size={20} />}
          testId="stat-packages"
          detail={d && `${d.packages.level1} level 1 · ${d.packages.level2} level 2`}
        />
        <StatCard
          label="Pending requests"
          value={d ? d.ownership.received_pending + d.ownership.sent_pending : undefined}
          icon={<IconBell size={20} />}
          testId="stat-pending"
          detail={d && `${d.ownership.received_pending} for you to decide · ${d.ownership.sent_pending} sent by you`}
        />
        <StatCard label="Transfers, last 30 days" value={d?.ownership.transfers_30d} icon={<IconArrowsExchange size={20} />} testId="stat-transfers" detail="Goods you handed over or received" />
        <StatCard
          label="Counterfeit reports, last 30 days"
          value={d?.counterfeit_reports_30d}
          icon={<IconAlertTriangle size={20} />}
          testId="stat-counterfeit"
          detail={<AnchorLink to="/counterfeit-report" size="xs">Open the counterfeit report</AnchorLink>}
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DonutCard
          title="Stock items by state"
          status={dashboard}
          empty={!d || d.inventories.total === 0}
          emptyText="Register stock items and they show here by where they are."
          columns={['State', 'Items']}
          data={states}
          testId="chart-states"
        />
        <MonthBarsCard
          title="Products registered per month"
          description="The last 12 months (UTC)"
          status={dashboard}
          empty={!d || d.products_by_month.every((m) => m.count === 0)}
          emptyText="Products you add show here by the month you added them."
          columns={['Month', 'Products']}
          data={d?.products_by_month ?? []}
          series={[{ key: 'count', label: 'Products' }]}
          testId="chart-products-by-month"
        />
        <CategoryBarsCard
          title="Stock items by product"
          description={d && d.items_by_product.length > TOP_PRODUCTS ? `Your ${TOP_PRODUCTS} largest products` : 'Items you own now'}
          status={dashboard}
          empty={topProducts.length === 0}
          emptyText="Items you own show here by product."
          columns={['Product', 'Items']}
          data={topProducts}
          label="Items"
          testId="chart-items-by-product"
        />
        <MonthBarsCard
          title="Ownership transfers"
          description="Received and handed over, per month (UTC)"
          status={dashboard}
          empty={!d || d.transfers_by_month.every((m) => m.received + m.sent === 0)}
          emptyText="Approved requests, hand-overs and deliveries show here."
          columns={['Month', 'Received', 'Handed over']}
          data={d?.transfers_by_month ?? []}
          series={[{ key: 'received', label: 'Received' }, { key: 'sent', label: 'Handed over' }]}
          stacked
          testId="chart-transfers"
        />
      </SimpleGrid>

      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <Title order={2} fz="md">
            Latest activity
          </Title>
          <AnchorLink to="/activities" size="sm">
            All activity
          </AnchorLink>
        </Group>
        {latest.isPending ? (
          <SkeletonRows h={32} gap="sm" aria-label="Latest activity: loading" />
        ) : latest.isError ? (
          <QueryError error={latest.error} onRetry={() => void latest.refetch()} title="The activity could not be loaded" />
        ) : latest.data.length === 0 ? (
          <EmptyState compact title="Nothing yet" description="What you and your partners do with your goods shows here." />
        ) : (
          <ActivityList entries={latest.data} label="Latest activity" />
        )}
      </Card>
      <Text size="xs" c="dimmed">
        Months and the last 30 days are counted in UTC.
      </Text>
    </Stack>
  );
}
