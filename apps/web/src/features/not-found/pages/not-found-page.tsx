import { NotFoundPanel } from '@/ui/not-found-panel';

export function NotFoundPage() {
  return <NotFoundPanel />;
}
