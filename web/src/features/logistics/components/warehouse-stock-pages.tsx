import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { logisticsQueries } from '../api/logistics-queries';
import { CheckInPanel, NoWarehouseYet, WarehouseSelect, WarehouseStock } from './warehouse-stock';

/** The `/inventory-view` screen. */
export function WarehouseInventoryPage() {
  const { warehouse } = useSearch({ from: '/_app/inventory-view/' });
  return (
    <>
      <PageHeader eyebrow="Logistics" title="Warehouse inventory" description="What each warehouse holds; check goods in and out." />
      <Stack gap="lg">
        <WarehouseSelect value={warehouse} to="/inventory-view" />
        {warehouse ? <WarehouseStock key={warehouse} id={warehouse} /> : <NoWarehouseYet />}
      </Stack>
    </>
  );
}

/** The `/inventory-preview` screen. */
export function CheckInPage() {
  const { warehouse: id } = useSearch({ from: '/_app/inventory-preview' });
  const warehouse = useQuery({ ...logisticsQueries.warehouse(id ?? ''), enabled: Boolean(id) });
  return (
    <>
      <PageHeader eyebrow="Logistics" title="Check goods in" description="Pick what to store, review the room it takes, and confirm." />
      <Stack gap="lg">
        <WarehouseSelect value={id} to="/inventory-preview" />
        {!id ? (
          <NoWarehouseYet />
        ) : (
          <QueryState query={warehouse} errorTitle="This warehouse could not be loaded">
            {(data) => <CheckInPanel key={data.id} warehouse={data} />}
          </QueryState>
        )}
      </Stack>
    </>
  );
}
