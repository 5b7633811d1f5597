import { lazy, Suspense, useState } from 'react';
import { useIdle } from '@islandstay/web-common/lib/use-idle';
import { ShareButton } from './share-button.tsx';

// The menu (a Radix dropdown) loads once the page is idle: nobody shares before the page shows.
const ShareDropdown = lazy(() => import('./share-dropdown.tsx'));

/** Share: copy the link or the device's share sheet. Until the menu's code loads, pressing the button loads and opens it. */
export function ShareMenu({ title }: { title: string }) {
  const idle = useIdle();
  const [pressed, setPressed] = useState(false);
  const standIn = <ShareButton aria-haspopup="menu" aria-expanded={false} onClick={() => setPressed(true)} />;
  if (!idle && !pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ShareDropdown title={title} openAtOnce={pressed} />
    </Suspense>
  );
}
