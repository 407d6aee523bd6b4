import { lazy, Suspense } from 'react';
import { useAfterIdle } from './after-idle';

const PopupAdHost = lazy(() => import('../promo/popup-ad-host'));

/** The popup ad's chunk loads only after the page is idle (it must not weigh on the first load of `/`). */
export function IdlePopupAd() {
  const idle = useAfterIdle();
  return idle ? (
    <Suspense fallback={null}>
      <PopupAdHost />
    </Suspense>
  ) : null;
}
