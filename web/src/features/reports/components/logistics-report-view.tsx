import { Badge, SimpleGrid, Text } from '@mantine/core';
import { IconBuildingWarehouse, IconPackage, IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CategoryBarsCard, DonutCard, MonthBarsCard } from '../../../components/charts/chart-cards';
import { DateText } from '../../../components/data/date-text';
import { reportQueries, type MonthRange, type ShipmentRow, type ShipmentStatus } from '../api/report-queries';
import { ReportFrame } from './report-frame';
import { figureColumn, MonthTable, ReportTable } from './report-table';
import { StatCard } from './stat-card';

const STATUS_LABELS: Record<ShipmentStatus, string> = { planned: 'Planned', in_transit: 'In transit', delivered: 'Delivered' };
const STATUS_COLORS: Record<ShipmentStatus, string> = { planned: 'gray', in_transit: 'brass', delivered: 'teal' };
const DESTINATIONS: Record<string, string> = { warehouse: 'Warehouse', next_owner: 'Next owner', address: 'Address' };
const modeLabel = (mode: string) => mode.charAt(0).toUpperCase() + mode.slice(1);

/** Packed, warehoused and transported stock, shipments by mode and status, deliveries per month, and the shipments. */
export function LogisticsReportView({ range, onRangeChange }: { range: MonthRange; onRangeChange: (range: MonthRange) => void }) {
  const report = useQuery(reportQueries.logistics(range));
  const r = report.data;
  const statuses = (r?.by_status ?? []).map((s) => ({ name: STATUS_LABELS[s.status] ?? s.status, value: s.count }));
  const shipments = statuses.reduce((n, s) => n + s.value, 0);
  const file = (name: string) => `logistics-${name}-${r?.range.from ?? ''}-${r?.range.to ?? ''}`;

  return (
    <ReportFrame kind="logistics" range={range} onRangeChange={onRangeChange} report={report}>

      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StatCard label="Packed items" value={r?.PackedItemCount} icon={<IconPackage size={20} />} testId="logi-packed" detail="Stock items inside your packages" />
        <StatCard label="In warehouses" value={r?.WareHouseItemCount} icon={<IconBuildingWarehouse size={20} />} testId="logi-warehoused" detail="Stock items checked in" />
        <StatCard label="Transported" value={r?.TransportedItemCount} icon={<IconTruck size={20} />} testId="logi-transported" detail="Stock items dispatched in these months" />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <DonutCard title="Shipments by status" status={report} empty={shipments === 0} emptyText="Shipments you plan show here." columns={['Status', 'Shipments']} data={statuses} testId="chart-logi-status" />
        <CategoryBarsCard
          title="Shipments by mode"
          status={report}
          empty={!r?.by_mode.length}
          emptyText="Shipments you plan show here by road, rail, air, sea or courier."
          columns={['Mode', 'Shipments']}
          data={(r?.by_mode ?? []).map((m) => ({ name: modeLabel(m.mode), count: m.count }))}
          label="Shipments"
          testId="chart-logi-modes"
        />
        <MonthBarsCard
          title="Deliveries per month"
          description="Made by you and received"
          status={report}
          empty={!r || r.deliveries_by_month.every((m) => m.count + m.received === 0)}
          emptyText="Deliveries to next owners and delivered shipments show here."
          columns={['Month', 'Made', 'Received']}
          data={r?.deliveries_by_month ?? []}
          series={[{ key: 'count', label: 'Made' }, { key: 'received', label: 'Received' }]}
          testId="chart-logi-deliveries"
        />
      </SimpleGrid>

      <ReportTable<ShipmentRow>
        title="Shipments"
        rows={r?.TransportDetailsArray}
        rowKey={(s) => s.id}
        columns={[
          { key: 'display_id', label: 'Shipment', primary: true, nowrap: true, cell: (s) => <Text ff="monospace" size="sm">{s.display_id}</Text>, csv: (s) => s.display_id },
          { key: 'mode', label: 'Mode', cell: (s) => modeLabel(s.mode), csv: (s) => s.mode },
          { key: 'status', label: 'Status', cell: (s) => <Badge variant="dot" color={STATUS_COLORS[s.status]}>{STATUS_LABELS[s.status] ?? s.status}</Badge>, csv: (s) => s.status },
          { key: 'destination', label: 'To', cell: (s) => DESTINATIONS[s.destination] ?? '—', csv: (s) => s.destination },
          { key: 'items', label: 'Stock items', cell: (s) => s.items, csv: (s) => s.items },
          { key: 'dispatched', label: 'Dispatched', cell: (s) => (s.dispatched_at ? <DateText value={s.dispatched_at} /> : '—'), csv: (s) => s.dispatched_at ?? '' },
          { key: 'delivered', label: 'Delivered', cell: (s) => (s.delivered_at ? <DateText value={s.delivered_at} /> : '—'), csv: (s) => s.delivered_at ?? '' },
        ]}
        file={file('shipments')}
        loading={report.isPending}
        emptyText="No shipments planned in these months."
        testId="table-shipments"
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MonthTable
          title="Deliveries by month"
          rows={r?.deliveries_by_month}
          figures={[figureColumn('count', 'Made'), figureColumn('received', 'Received')]}
          file={file('deliveries')}
          loading={report.isPending}
        />
        <ReportTable
          title="Shipments by mode"
          rows={r?.by_mode}
          rowKey={(m) => m.mode}
          columns={[
            { key: 'mode', label: 'Mode', primary: true, cell: (m) => modeLabel(m.mode), csv: (m) => m.mode },
            figureColumn('count', 'Shipments'),
          ]}
          file={file('by-mode')}
          loading={report.isPending}
          emptyText="No shipments planned in these months."
        />
      </SimpleGrid>
    </ReportFrame>
  );
}
