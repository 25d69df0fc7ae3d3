import { optionalText, searchSchema } from '../../../lib/search-params';

/** `?type=` of the warehouse flow, `?warehouse=` of the stock screens, `?carrier=` of the shipment flow. */
export const warehouseFlowSearch = searchSchema({ type: optionalText() });
export const warehouseSearch = searchSchema({ warehouse: optionalText() });
export const shipmentSearch = searchSchema({ shipment: optionalText() });
