import { useNavigate } from '@tanstack/react-router';
import { idKind, normalizeDisplayId } from '../../../lib/display-id';
import { notifyCounterfeit } from '../../../lib/toast';

export const EMPTY_ID_MESSAGE = 'Enter the id printed on the tag, e.g. INVE000001.';

/**
 * Verify an id typed by a visitor: an empty box asks for an id (no alarm); an id that is not one of ours shows the
 * counterfeit warning of section 8 with "Report it" (the report form with what was typed); ours opens its page.
 * Returns the message to show under the box, if any.
 */
export function useVerify() {
  const navigate = useNavigate();
  const report = (typed: string) => () => void navigate({ to: '/', search: { report: typed.trim().slice(0, 64) } });
  return {
    verify(value: string): string | null {
      if (!value.trim()) return EMPTY_ID_MESSAGE;
      const id = normalizeDisplayId(value);
      if (!idKind(id)) {
        notifyCounterfeit(report(value));
        return null;
      }
      void navigate({ to: '/productTracking/$id', params: { id } });
      return null;
    },
    counterfeit: (typed: string) => notifyCounterfeit(report(typed)),
    open: (displayId: string) => void navigate({ to: '/productTracking/$id', params: { id: normalizeDisplayId(displayId) } }),
  };
}
