import { useEffect, useState } from 'react';

export const FILTER_DEBOUNCE_MS = 300;

/**
 * Spec §4: the first filtered call goes out at once, later changes after `delay` ms of quiet.
 * Answers the input to query with (null while not filtering) and whether a newer input is waiting.
 */
export function useDebouncedFilter<T>(input: T | null, delay = FILTER_DEBOUNCE_MS): { value: T | null; pending: boolean } {
  const key = input == null ? null : JSON.stringify(input);
  const [applied, setApplied] = useState<{ key: string; value: T } | null>(null);

  // The first filtered input is applied during render: no wait, no extra round of stale results.
  if (key !== null && input != null && applied === null) setApplied({ key, value: input });

  useEffect(() => {
    if (key === null || input == null || applied === null || applied.key === key) return;
    const timer = setTimeout(() => setApplied({ key, value: input }), delay);
    return () => clearTimeout(timer);
    // `input` is described by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, applied, delay]);

  if (key === null) return { value: null, pending: false };
  if (applied === null) return { value: input, pending: false };
  return { value: applied.value, pending: applied.key !== key };
}
