'use client';

import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that starts on mount; `restart` runs it again from the top. */
export function useCountdown(seconds: number): {
  left: number;
  running: boolean;
  restart: () => void;
} {
  const [left, setLeft] = useState(seconds);
  const [running, setRunning] = useState(true);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setLeft((value) => {
        if (value > 1) return value - 1;
        // At zero it shows the full time again and stops: resend becomes available.
        setRunning(false);
        return seconds;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [running, seconds]);

  const restart = useCallback(() => {
    setLeft(seconds);
    setRunning(true);
  }, [seconds]);

  return { left, running, restart };
}

/** 120 → '02:00'. */
export const formatCountdown = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
