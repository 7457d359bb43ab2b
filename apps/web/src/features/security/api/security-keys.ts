/** Query keys of the security feature. */
export const securityKeys = {
  all: ['security'] as const,
  factors: () => [...securityKeys.all, 'factors'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
};
