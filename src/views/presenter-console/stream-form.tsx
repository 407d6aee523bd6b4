import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoverTag, VideoMatch } from '../../api/live/live-schemas';
import type { StreamDraft } from '../../api/live/presenter-api';
import type { OwnStream } from '../../api/live/presenter-schemas';
import { useServices } from '../app-services';

interface Choices {
  matches: VideoMatch[];
  tags: CoverTag[];
}

/** datetime-local text in the browser's zone <-> epoch ms. */
const toLocalInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

/**
 * The stream's fields: the match (from matchListFront), title, cover (uploaded at once, multipart)
 * and tags, the room's price, the satellite source, and an optional later start (a scheduled stream).
 * Used to save a draft and to update a saved stream.
 */
export function StreamForm(props: {
  stream: OwnStream | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: (draft: StreamDraft) => void;
}) {
  const { t } = useTranslation('presenter');
  const services = useServices();
  const { stream } = props;
  const [choices, setChoices] = useState<Choices | null>(null);
  const [choicesFailed, setChoicesFailed] = useState(false);
  const [fbId, setFbId] = useState(stream ? String(stream.fbId) : '');
  const [title, setTitle] = useState(stream?.title ?? '');
  const [tagIds, setTagIds] = useState<number[]>(stream?.tagIds ?? []);
  const [fee, setFee] = useState(String(stream?.fee ?? 0));
  const [satellite, setSatellite] = useState(stream?.satellite ?? '');
  const [later, setLater] = useState('');
  const [coverId, setCoverId] = useState<string | null>(stream?.coverId ?? null);
  const [cover, setCover] = useState<'idle' | 'uploading' | 'done' | 'failed'>('idle');
  const [picked, setPicked] = useState<{ name: string; url: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    void services
      .presenter()
      .then((api) => Promise.all([api.matches(), api.tags()]))
      .then(([matches, tags]) => live && setChoices({ matches, tags }))
      .catch(() => live && setChoicesFailed(true));
    return () => {
      live = false;
    };
  }, [services]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setCover('uploading');
    setPicked({ name: file.name, url: null });
    try {
      const uploaded = await (await services.presenter()).uploadCover(file, file.name);
      setCoverId(uploaded.coverId);
      setPicked({ name: file.name, url: uploaded.url || null });
      setCover('done');
    } catch {
      setCover('failed');
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const draft: StreamDraft = {
      fbId: Number(fbId),
      title: title.trim(),
      tagIds,
      fee: Math.max(0, Math.round(Number(fee) || 0)),
      coverId,
      satellite: satellite.trim(),
    };
    if (later) draft.startTime = new Date(later).getTime();
    props.onSubmit(draft);
  };

  const toggleTag = (id: number) => setTagIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const matchName = (m: VideoMatch) => `${m.home} – ${m.away} · ${m.league}`;

  return (
    <form className="pc-card pc-form" onSubmit={submit} aria-labelledby="pc-form-title" data-testid="stream-form">
      <h3 id="pc-form-title" className="pc-card__title">
        {stream ? t('stream.editTitle') : t('stream.newTitle')}
      </h3>
      {choicesFailed && (
        <p role="alert" className="pc-alert">
          {t('stream.choicesFailed')}
        </p>
      )}
      <label htmlFor="pc-match">{t('stream.match')}</label>
      <select id="pc-match" className="input pc-input" required value={fbId} onChange={(e) => setFbId(e.target.value)}>
        <option value="">{choices ? t('stream.chooseMatch') : t('common.loading')}</option>
        {choices?.matches.map((m) => (
          <option key={m.fbId} value={m.fbId}>
            {matchName(m)}
          </option>
        ))}
      </select>
      <label htmlFor="pc-title">{t('stream.title')}</label>
      <input
        id="pc-title"
        className="input pc-input"
        required
        minLength={2}
        maxLength={80}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <label htmlFor="pc-cover" id="pc-cover-label">
        {t('stream.cover')}
      </label>
      {/* The browser's own file control says "Choose File" in the browser's language, not the page's:
          the input stays (focusable, named by the field's label alone) but hidden, and a translated button and file
          name stand in for it. */}
      <div className="pc-file">
        <input
          id="pc-cover"
          className="visually-hidden"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(e) => void upload(e.target.files?.[0])}
          aria-labelledby="pc-cover-label"
          aria-describedby="pc-cover-state"
        />
        <label htmlFor="pc-cover" className="btn" aria-hidden="true">
          {t('stream.coverChoose')}
        </label>
        <span className="pc-file__name">{picked?.name ?? t('stream.coverNone')}</span>
        {picked?.url ? <img className="pc-file__preview" src={picked.url} alt="" width={96} height={54} /> : null}
      </div>
      <p id="pc-cover-state" className="pc-hint" role="status">
        {cover === 'idle' ? (coverId ? t('stream.coverKept') : t('stream.coverHint')) : t(`stream.cover_${cover}`)}
      </p>
      <fieldset className="pc-tags">
        <legend>{t('stream.tags')}</legend>
        {choices?.tags.map((tag) => (
          <label key={tag.id} className="pc-tag">
            <input type="checkbox" checked={tagIds.includes(tag.id)} onChange={() => toggleTag(tag.id)} />
            {tag.name}
          </label>
        ))}
      </fieldset>
      <label htmlFor="pc-fee">{t('stream.fee')}</label>
      <input
        id="pc-fee"
        className="input pc-input"
        type="number"
        min={0}
        max={10_000_000}
        step={1}
        value={fee}
        onChange={(e) => setFee(e.target.value)}
        aria-describedby="pc-fee-hint"
      />
      <p id="pc-fee-hint" className="pc-hint">
        {t('stream.feeHint')}
      </p>
      <label htmlFor="pc-satellite">{t('stream.satellite')}</label>
      <input
        id="pc-satellite"
        className="input pc-input"
        maxLength={200}
        value={satellite}
        onChange={(e) => setSatellite(e.target.value)}
      />
      {!stream && (
        <>
          <label htmlFor="pc-later">{t('stream.later')}</label>
          <input
            id="pc-later"
            className="input pc-input"
            type="datetime-local"
            min={toLocalInput(Date.now())}
            value={later}
            onChange={(e) => setLater(e.target.value)}
            aria-describedby="pc-later-hint"
          />
          <p id="pc-later-hint" className="pc-hint">
            {t('stream.laterHint')}
          </p>
        </>
      )}
      <button type="submit" className="btn btn-primary" disabled={props.busy || cover === 'uploading'}>
        {props.submitLabel}
      </button>
    </form>
  );
}
