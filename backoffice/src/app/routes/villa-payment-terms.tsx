import { useParams } from 'react-router';
import { VillaPaymentTerms } from '../../features/payment-terms/components/villa-payment-terms.tsx';

/** /admin/villas/:villaId/payment-terms (owner or admin; docs/product.md#payments): a villa's own terms beside the site's. */
export function Component() {
  const { villaId = '' } = useParams();
  return <VillaPaymentTerms key={villaId} villaId={villaId} />;
}
