import { Link } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { DEFAULT_PRODUCT_NAME, usePublicConfig } from '@/lib/public-config';

/** How to reach the operator: their email when configured, otherwise the Impressum. */
export function ContactLine() {
  const { data } = usePublicConfig();
  const email = data?.operator.email;
  return email ? (
    <>
      by email at <a href={`mailto:${email}`}>{email}</a>
    </>
  ) : (
    <>
      using the contact details in our <Link to={routePatterns.impressum}>Impressum</Link>
    </>
  );
}

/** The operator's name as configured, with the product name until the config has loaded. */
export function useOperatorName(): string {
  const { data } = usePublicConfig();
  return data?.operator.name ?? data?.productName ?? DEFAULT_PRODUCT_NAME;
}
