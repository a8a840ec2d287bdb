import { useEffect, useRef } from 'react';

/** Calls `onVisible` when the end of the loaded list comes within `margin` px of the viewport. */
export function LoadMore({ onVisible, margin = 1200 }: { onVisible(): void; margin?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && callback.current(), { rootMargin: `${margin}px 0px` });
    observer.observe(el);
    return () => observer.disconnect();
  }, [margin]);
  return <div ref={ref} aria-hidden="true" style={{ height: 1 }} />;
}
