import { useEffect } from 'react';

/** The tab title per page (on the storefront the server writes the real head tags for villa and static pages). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · IslandStay` : 'IslandStay';
  }, [title]);
}
