import { SearchForm } from '../../../components/forms/search-form';
import { useVerify } from './use-verify';

/** Authenticity check by id: only INVE and PACK ids exist; anything else is treated as a counterfeit sign. */
export function IdSearchForm({
  size = 'lg',
  label = 'Product or package id',
  buttonLabel = 'Verify',
}: {
  size?: 'md' | 'lg' | 'sm';
  label?: string;
  buttonLabel?: string;
}) {
  const { verify } = useVerify();
  return <SearchForm label={label} hideLabel placeholder="Enter an id, e.g. INVE000001" onSubmit={verify} button={buttonLabel} size={size} radius="xl" />;
}
