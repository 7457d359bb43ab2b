import { useSearchParams } from 'react-router';

/**
 * A list's filters live in the address (`?status=active&sort=title`), so a filtered list can
 * be reloaded, shared and navigated back to. Values outside `allowed` are ignored.
 */
export function useListParam<Value extends string>(
  name: string,
  allowed: readonly Value[],
): [Value | undefined, (value: Value | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = allowed.find((candidate) => candidate === raw);
  return [
    value,
    (next) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(name, next);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      ),
  ];
}

/** The free-text search of the address (`?q=`). */
export function useSearchText(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  return [
    params.get('q') ?? '',
    (next) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.trim()) updated.set('q', next.trim());
          else updated.delete('q');
          return updated;
        },
        { replace: true },
      ),
  ];
}
