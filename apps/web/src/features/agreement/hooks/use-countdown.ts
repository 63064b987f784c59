import { useEffect, useState } from 'react';

/** Seconds left of a countdown that starts on mount and stops at 0 (spec §4 agreement "10-second countdown"). */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
