import { DELAYS } from '@sparklink/contract';
import { useCallback, useEffect, useState } from 'react';
import type { BannerMessage } from './banner';

/** A banner message that clears itself after the spec's 3 s (spec 1 §2, §9). */
export function useTimedBanner(): [BannerMessage | null, (message: BannerMessage) => void] {
  const [message, setMessage] = useState<BannerMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), DELAYS.bannerMs);
    return () => clearTimeout(timer);
  }, [message]);

  const show = useCallback((next: BannerMessage) => setMessage(next), []);
  return [message, show];
}
