import { SitePaymentTerms } from '../../features/payment-terms/components/site-payment-terms.tsx';

/**
 * /admin/settings/payments (admin; docs/product.md#payments): the site's payment terms and
 * cancellation policy, which a villa follows for each term its owner did not set.
 */
export function Component() {
  return <SitePaymentTerms />;
}
