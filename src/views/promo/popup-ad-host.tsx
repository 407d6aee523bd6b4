import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PopupAd } from '../../api/site/promo-api';
import { localDay, pickPopupAd, recordShown } from '../../lib/rules/popup-ad-plan';
import { useServices } from '../app-services';
import { Modal, useOpenModals } from '../shell/modal';
import { useSessionUser } from '../use-session';
import './popup-ad.css';

/**
 * The popup ad, loaded after the page is idle (shell/idle-popup-ad.tsx): the first ad this user (or
 * a guest) has not seen today, once a day per ad key. It never opens over another dialog (the login a
 * guarded link asked for, a confirmation): it waits until the visitor has closed it. The record is
 * written when the ad shows, so a reload or a second tab does not show it again. A dialog in the top
 * layer: nothing shifts.
 */
export default function PopupAdHost() {
  const { t } = useTranslation('promo');
  const { storage } = useServices();
  const user = useSessionUser()?.userName ?? null;
  const api = useServices().promo;
  const [due, setDue] = useState<PopupAd | null>(null);
  const [ad, setAd] = useState<PopupAd | null>(null);
  const othersOpen = useOpenModals() > 0;

  useEffect(() => {
    const controller = new AbortController();
    void api()
      .then((a) => a.popups(controller.signal))
      .then((ads) => {
        const today = localDay(Date.now());
        setDue(pickPopupAd(ads, storage.get('popupAd'), user, today));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, storage, user]);

  useEffect(() => {
    if (!due || othersOpen) return;
    storage.set('popupAd', recordShown(storage.get('popupAd'), user, due.key, localDay(Date.now())));
    setDue(null);
    setAd(due);
  }, [due, othersOpen, storage, user]);

  if (!ad) return null;
  const close = () => setAd(null);
  return (
    <Modal labelledBy="popup-ad-title" onClose={close} className="popup-ad">
      <div data-testid="popup-ad" data-key={ad.key}>
        {ad.imageUrl ? <img className="popup-ad-img" src={ad.imageUrl} alt="" width={1200} height={360} /> : null}
        <h2 id="popup-ad-title">{ad.title}</h2>
        {ad.body && <p>{ad.body}</p>}
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={close}>
            {t('popup.close')}
          </button>
          {/* Without a safe address (api/safe-link.ts dropped it) the ad has nothing to follow. */}
          {ad.path && (
            <Link className="btn btn-primary" to={ad.path} onClick={close}>
              {t('popup.view')}
            </Link>
          )}
        </div>
      </div>
    </Modal>
  );
}
