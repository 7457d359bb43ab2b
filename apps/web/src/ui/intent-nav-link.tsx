import { NavLink, type NavLinkProps } from 'react-router';
import { usePrefetchOnIntent } from '@/lib/prefetch/use-prefetch-on-intent';

/** A navigation link that loads its screen's code when pointed at, focused or touched. */
export function IntentNavLink({ to, ...props }: NavLinkProps & { to: string }) {
  const intent = usePrefetchOnIntent({ path: to });
  return <NavLink to={to} {...props} {...intent} />;
}
