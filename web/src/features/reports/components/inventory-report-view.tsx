import { SimpleGrid} from '@mantine/core';
import { IconBox, IconBuildingWarehouse, IconClockExclamation, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CategoryBarsCard, DonutCard, MonthBarsCard } from '../../../components/charts/chart-cards';
import { formatDate } from '../../../lib/dates';
import { reportQueries, type MonthRange, type ProductCount } from '../api/report-queries';
import { ReportFrame } from './report-frame';
import { figureColumn, MonthTable, ReportTable } from './report-table';
import { STATE_LABELS } from './state-labels';
import { StatCard } from './stat-card';

const productColumns = [
  { key: 'name', label: 'Product', primary: true, cell: (r: ProductCount) => r.name, csv: (r: ProductCount) => r.name },
  figureColumn('count', 'Stock items', { nowrap: true }),
];

/** Stock the user owns now, of the months they got it in the chosen range: by product, state, month, expiry, warranty, warehouse. */
export function InventoryReportView({ range, onRangeChange }: { range: MonthRange; onRangeChange: (range: MonthRange) => void }) {
  const report = useQuery(reportQueries.inventory(range));
  const r = report.data;
  const total = r?.by_month.reduce((n, m) => n + m.count, 0);
  const inWarehouses = r?.by_warehouse.reduce((n, w) => n + w.count, 0);
  const states = (r?.by_status ?? []).map((s) => ({ name: STATE_LABELS[s.status] ?? s.status, value: s.count }));
  const file = (name: string) => `inventory-${name}-${r?.range.from ?? ''}-${r?.range.to ?? ''}`;

  return (
    <ReportFrame kind="inventory" range={range} onRangeChange={onRangeChange} report={report}>

      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard label="Stock items" value={total} icon={<IconBox size={20} />} testId="inv-total" />
        <StatCard
          label="Expiring within 90 days"
          value={r?.expiring_90d.count}
          icon={<IconClockExclamation size={20} />}
          testId="inv-expiring"
          detail={r && `Until ${formatDate(r.expiring_90d.until)}`}
        />
        <StatCard label="Under warranty" value={r?.under_warranty.count} icon={<IconShieldCheck size={20} />} testId="inv-warranty" />
        <StatCard label="In warehouses" value={inWarehouses} icon={<IconBuildingWarehouse size={20} />} testId="inv-warehouses" />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DonutCard title="By state" status={report} empty={!total} emptyText="No stock came to you in these months." columns={['State', 'Items']} data={states} testId="chart-inv-states" />
        <MonthBarsCard
          title="By month"
          description="Stock items by the month they came to you"
          status={report}
          empty={!total}
          emptyText="No stock came to you in these months."
          columns={['Month', 'Items']}
          data={r?.by_month ?? []}
          series={[{ key: 'count', label: 'Stock items' }]}
          testId="chart-inv-months"
        />
        <CategoryBarsCard
          title="By product"
          status={report}
          empty={!r?.by_product.length}
          emptyText="No stock came to you in these months."
          columns={['Product', 'Items']}
          data={(r?.by_product ?? []).slice(0, 10)}
          label="Stock items"
          testId="chart-inv-products"
        />
        <CategoryBarsCard
          title="By warehouse"
          status={report}
          empty={!r?.by_warehouse.length}
          emptyText="None of this stock is checked into a warehouse."
          columns={['Warehouse', 'Items']}
          data={r?.by_warehouse ?? []}
          top={10}
          label="Stock items"
          testId="chart-inv-warehouses"
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ReportTable title="Stock by product" rows={r?.by_product} rowKey={(p) => p.product} columns={productColumns} file={file('by-product')} loading={report.isPending} emptyText="No stock in these months." testId="table-by-product" />
        <ReportTable
          title="Stock by state"
          rows={r?.by_status}
          rowKey={(s) => s.status}
          columns={[
            { key: 'status', label: 'State', primary: true, cell: (s) => STATE_LABELS[s.status] ?? s.status, csv: (s) => STATE_LABELS[s.status] ?? s.status },
            figureColumn('count', 'Stock items'),
          ]}
          file={file('by-state')}
          loading={report.isPending}
          emptyText="No stock in these months."
        />
        <MonthTable title="Stock by month" rows={r?.by_month} figures={[figureColumn('count', 'Stock items')]} file={file('by-month')} loading={report.isPending} />
        <ReportTable title="Expiring within 90 days" rows={r?.expiring_90d.by_product} rowKey={(p) => p.product} columns={productColumns} file={file('expiring-90d')} loading={report.isPending} emptyText="Nothing expires in the next 90 days." testId="table-expiring" />
        <ReportTable title="Under warranty" rows={r?.under_warranty.by_product} rowKey={(p) => p.product} columns={productColumns} file={file('under-warranty')} loading={report.isPending} emptyText="No stock is under warranty." />
        <ReportTable
          title="Stock by warehouse"
          rows={r?.by_warehouse}
          rowKey={(w) => w.warehouse}
          columns={[
            { key: 'name', label: 'Warehouse', primary: true, cell: (w) => w.name, csv: (w) => w.name },
            figureColumn('count', 'Stock items'),
          ]}
          file={file('by-warehouse')}
          loading={report.isPending}
          emptyText="None of this stock is checked into a warehouse."
        />
      </SimpleGrid>
    </ReportFrame>
  );
}
