/** What other features' mail needs of the unsubscribe links: the link itself. */
export { unsubscribeUrl } from '@/features/settings/unsubscribe-token';
