/** What the room's markets show while their chunk, their record or the push feed loads. */
export const MarketsLoading = () => (
  <div className="skeleton room-markets-skeleton" data-testid="room-markets-loading" aria-hidden="true" />
);
