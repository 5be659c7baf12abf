'use client';

import { useEffect, useState } from 'react';

/** The value once it has stayed unchanged for `delay` ms: one update per pause in typing. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
