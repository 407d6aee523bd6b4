import { BAN_REASON_MAX } from '../../api/live/moderation-rules';

/**
 * A ban's duration and reason as the staff forms ask for them: a select of the offered durations
 * and a required reason of at most BAN_REASON_MAX characters. The caller holds both values and
 * names the fields in its own namespace.
 */
export function BanFields({
  choices,
  minutes,
  onMinutes,
  reason,
  onReason,
  labels,
  durationName,
}: {
  /** The durations offered, in minutes (0 is permanent). */
  choices: readonly number[];
  minutes: number;
  onMinutes: (minutes: number) => void;
  reason: string;
  onReason: (reason: string) => void;
  labels: { duration: string; reason: string };
  durationName: (minutes: number) => string;
}) {
  return (
    <>
      <label>
        {labels.duration}
        <select className="input" value={minutes} onChange={(e) => onMinutes(Number(e.target.value))}>
          {choices.map((m) => (
            <option key={m} value={m}>
              {durationName(m)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {labels.reason}
        <input
          className="input"
          value={reason}
          onChange={(e) => onReason(e.target.value)}
          required
          maxLength={BAN_REASON_MAX}
        />
      </label>
    </>
  );
}
