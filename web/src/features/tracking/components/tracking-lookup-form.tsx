import { useNavigate } from '@tanstack/react-router';
import { SearchForm } from '../../../components/forms/search-form';
import { idKind, normalizeDisplayId } from '../../../lib/display-id';
import { notifyTopCenter } from '../../../lib/toast';

export const INVALID_ID_MESSAGE = 'Please enter a valid ID..!';

/** Owner lookup by id (signed in): INVE or PACK ids open their owner chain. */
export function TrackingLookupForm({ currentId }: { currentId?: string }) {
  const navigate = useNavigate();
  const submit = (value: string) => {
    // An empty box asks for an id; only a wrong one gets the specification's toast.
    if (!value.trim()) return 'Enter an item or package id.';
    const id = normalizeDisplayId(value);
    if (!idKind(id)) notifyTopCenter.error(INVALID_ID_MESSAGE);
    else void navigate({ to: '/tracking/{-$id}', params: { id } });
    return null;
  };
  // A new id in the address starts the box over with it.
  return (
    <SearchForm
      key={currentId}
      name="Look up an item or package"
      label="Item or package id"
      placeholder="INVE000001 or PACK000001"
      initialValue={currentId}
      onSubmit={submit}
      button="Look up"
      buttonSize="md"
      input={{ autoComplete: 'off' }}
    />
  );
}
