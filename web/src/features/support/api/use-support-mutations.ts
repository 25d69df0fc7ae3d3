import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markTicketRead, openTicket, postAdminMessage, postMessage, supportKeys, type NewTicket, type TicketStatus } from './support-queries';

/** The support feature's writes; each refreshes the support queries it changed. */
export function useSupportMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: supportKeys.all });
  return {
    open: useMutation({ mutationFn: (ticket: NewTicket) => openTicket(ticket), onSuccess: refresh }),
    reply: useMutation({
      mutationFn: ({ ticket, message, asAdmin, status }: { ticket: string; message: string; asAdmin: boolean; status?: TicketStatus }): Promise<unknown> =>
        asAdmin ? postAdminMessage(ticket, message, status) : postMessage(ticket, message),
      onSuccess: refresh,
    }),
    markRead: useMutation({
      mutationFn: (ticket: string) => markTicketRead(ticket),
      // The count is refetched, not written from this answer: an answer computed before a reply that arrived
      // meanwhile would otherwise put the badge back to zero after the live refetch had shown the reply.
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: supportKeys.unread() });
        void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
      },
    }),
  };
}
