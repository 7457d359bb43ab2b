/** Query keys of the profile feature. */
export const profileKeys = {
  all: ['profile'] as const,
  own: () => [...profileKeys.all, 'own'] as const,
  public: (id: string) => [...profileKeys.all, 'public', id] as const,
};
