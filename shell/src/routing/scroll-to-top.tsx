import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top (the browser keeps the old scroll position in an SPA). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
