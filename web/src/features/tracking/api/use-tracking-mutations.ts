import { useMutation } from '@tanstack/react-query';
import { complain } from './tracking-queries';

/** The public tracking page's one write: a counterfeit report (no sign-in; nothing on the page to refresh). */
export function useTrackingMutations() {
  return { reportCounterfeit: useMutation({ mutationFn: (report: { address: string; item: string; query: string }) => complain(report) }) };
}
