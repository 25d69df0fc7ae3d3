import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const IOT_TAG_KINDS = [
  { value: 'gps', label: 'GPS tracker' },
  { value: 'lorawan', label: 'LoRaWAN' },
  { value: 'nbiot', label: 'NB-IoT' },
  { value: 'ble', label: 'Bluetooth LE beacon' },
  { value: 'rfid', label: 'RFID' },
] as const;

export type IotTagKind = (typeof IOT_TAG_KINDS)[number]['value'];

/** A package's IoT tag as `GET /api/logistics/iottags` lists it (never the secret). */
export type IotTag = {
  id: string;
  package: string;
  device_id: string;
  kind: IotTagKind;
  secret_prefix: string;
  registered_at: string;
  last_location: string | null;
  last_recorded_at: string | null;
  reports: number;
};

/** The answer to a registration: the only time the device secret is shown. */
export type RegisteredIotTag = Pick<IotTag, 'id' | 'package' | 'device_id' | 'kind' | 'secret_prefix'> & { secret: string };

export const iotTagKeys = {
  all: ['iot-tags'] as const,
  ofPackage: (packageId: string) => [...iotTagKeys.all, packageId.toUpperCase()] as const,
};

export const iotTagQueries = {
  ofPackage: (packageId: string) =>
    queryOptions({
      queryKey: iotTagKeys.ofPackage(packageId),
      queryFn: () => api.get<IotTag[]>(`/logistics/iottags?package=${encodeURIComponent(packageId)}`),
    }),
};

export function registerIotTag(body: { package: string; device_id: string; kind: IotTagKind }) {
  return api.post<RegisteredIotTag>('/logistics/iottags', body);
}

/** Where a device sends its positions (documented on the tag panel and in the OpenAPI document). */
export function tagPositionsUrl(tagId: string): string {
  return `${window.location.origin}/api/logistics/iottags/${encodeURIComponent(tagId)}/positions`;
}
