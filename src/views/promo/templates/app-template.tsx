import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailOf } from '../../../api/site/promo-api';

type Platform = DetailOf<'app'>['content']['platforms'][number];

/** A QR code of the download link, drawn here (no QR service): the phone scans the PC screen. */
function QrCode({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(new URL(url, window.location.origin).href, { margin: 1, width: 136 }))
      .then((data) => live && setSrc(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  return <span className="app-qr">{src ? <img src={src} alt={label} width={136} height={136} /> : null}</span>;
}

/** One card per platform: version, size, the download link and its QR code. */
export function AppTemplate({ detail }: { detail: DetailOf<'app'> }) {
  const { t } = useTranslation('promo');
  const card = (p: Platform) => (
    <li key={p.id} className="app-card card" data-testid={`app-${p.id}`}>
      <h2>{t(`app.${p.id}.name`)}</h2>
      <p className="muted">
        {p.sizeMb > 0
          ? t('app.meta', { version: p.version, size: p.sizeMb })
          : t('app.version', { version: p.version })}
      </p>
      <p>{t(`app.${p.id}.note`)}</p>
      {/* No download without a safe address (api/safe-link.ts dropped it): neither a link nor a QR code of it. */}
      {p.url && (
        <>
          <QrCode url={p.url} label={t('app.qr', { name: t(`app.${p.id}.name`) })} />
          <a className="btn btn-primary" href={p.url}>
            {t(`app.${p.id}.action`)}
          </a>
        </>
      )}
    </li>
  );
  return <ul className="app-cards">{detail.content.platforms.map(card)}</ul>;
}
