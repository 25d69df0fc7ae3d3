import type { TicketCategory, TicketStatus } from '../api/support-queries';

export const CATEGORY_LABELS: Record<TicketCategory, string> = {
  general: 'General',
  ownership: 'Ownership',
  counterfeit: 'Counterfeit',
  logistics: 'Logistics',
  warranty: 'Warranty',
  technical: 'Technical',
};

export const STATUS_LABELS: Record<TicketStatus, { label: string; color: string }> = {
  open: { label: 'Open', color: 'blue' },
  resolved: { label: 'Resolved', color: 'teal' },
  closed: { label: 'Closed', color: 'gray' },
};
