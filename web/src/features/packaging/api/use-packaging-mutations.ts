import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stockItemKeys } from '../../inventory/api/stock-item-queries';
import { iotTagKeys, registerIotTag, type IotTagKind } from './iot-tag-queries';
import { addToPackage, createPackage, orderOutsourcedPackaging, packageKeys, packageQueries, unpack, updatePackage, type ContentRef, type NewOutsourceOrder, type PackageFields } from './package-queries';

/**
 * Every write of the packaging screens. Each refreshes the package (and, where goods move, stock) queries it
 * changes before the caller's own `mutate(…, { onSuccess })` runs (toasts, navigation).
 */
export function usePackagingMutations() {
  const queryClient = useQueryClient();
  const refresh = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey });
  const refreshGoods = () => Promise.all([refresh(packageKeys.all), refresh(stockItemKeys.all)]);

  return {
    savePackage: useMutation({
      mutationFn: ({ id, fields }: { id?: string; fields: PackageFields }) => (id ? updatePackage(id, fields) : createPackage(fields)),
      onSuccess: () => refresh(packageKeys.all),
    }),
    pack: useMutation({ mutationFn: ({ packageId, contents }: { packageId: string; contents: ContentRef[] }) => addToPackage(packageId, contents), onSuccess: refreshGoods }),
    unpack: useMutation({ mutationFn: (packageId: string) => unpack(packageId), onSuccess: refreshGoods }),
    registerTag: useMutation({
      mutationFn: (body: { package: string; device_id: string; kind: IotTagKind }) => registerIotTag(body),
      onSuccess: (_tag, body) => refresh(iotTagKeys.ofPackage(body.package)),
    }),
    orderPackaging: useMutation({ mutationFn: (order: NewOutsourceOrder) => orderOutsourcedPackaging(order), onSuccess: () => refresh(packageKeys.orders()) }),
    // A lookup, not a change: a mutation gives the search button its pending state and one place for the error toast.
    findPackage: useMutation({ mutationFn: (id: string) => queryClient.fetchQuery(packageQueries.detail(id)) }),
  };
}
