import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';

/**
 * The share link with its QR code, drawn here (no QR service sees the link), and a copy button
 * that says whether the copy worked (a browser may refuse clipboard access).
 */
export function ShareCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('invite');
  const [svg, setSvg] = useState<string | null>(null);
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  useEffect(() => {
    let live = true;
    QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((text) => live && setSvg(text))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [link]);
  const copy = () =>
    navigator.clipboard
      .writeText(link)
      .then(() => setCopied('done'))
      .catch(() => setCopied('failed'));
  return (
    <section className="card invite-card invite-share" aria-labelledby="invite-share-title">
      <h2 id="invite-share-title">{t('share.title')}</h2>
      <p className="invite-code">
        {t('share.code')} <strong data-testid="referral-code">{code}</strong>
      </p>
      {svg && (
        <img
          className="invite-qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t('share.qr')}
          width={160}
          height={160}
          data-testid="invite-qr"
        />
      )}
      <p className="invite-link" data-testid="invite-share-link">
        {link}
      </p>
      <button type="button" className="btn btn-primary" onClick={copy}>
        {t('share.copy')}
      </button>
      <p role="status" className="invite-note">
        {copied === 'done' ? t('share.copied') : copied === 'failed' ? t('share.copyFailed') : ''}
      </p>
    </section>
  );
}
