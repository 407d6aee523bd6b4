/**
 * A live cover or avatar. The live API sends absolute image URLs (docs/live-api.md), so nothing is
 * resolved here; decorative (the card's text names it), loaded natively when near the screen. Not
 * the shared LazyImage: sharing it with the home page would split it out of the home chunk and cost
 * `/` its JavaScript budget (docs/bundle.md).
 */
export function LiveImage({ src, className, size }: { src: string; className: string; size?: number }) {
  return (
    <img
      src={src}
      alt=""
      className={className}
      loading="lazy"
      decoding="async"
      width={size}
      height={size}
      onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
    />
  );
}
