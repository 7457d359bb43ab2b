import { Navigate, useLocation, useParams } from 'react-router';
import { pathTo } from '@waymark/shared/routes';

/** `/journey/:id` is an old address: send it on to `/journeys/:id`, keeping the id. */
export function JourneyRedirect() {
  const { id = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${pathTo('journey', { id })}${search}${hash}`} replace />;
}
