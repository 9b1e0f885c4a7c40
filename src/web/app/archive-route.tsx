// The '/archive' route: the archive page, told to refresh the journals of the guests it restores
// (their journals gained "archived" and "restored" entries). Features never import each other;
// this is where the archive and the journal meet.
import { useCallback } from 'react';
import { ArchivePage } from '../features/archive/components/archive-page';
import { useInvalidateGuestJournal } from '../features/journal/api/get-guest-journal';

export function ArchiveRoute() {
  const invalidateJournal = useInvalidateGuestJournal();
  const handleGuestsRestored = useCallback(
    (guestIds: number[]) => guestIds.forEach(invalidateJournal),
    [invalidateJournal],
  );
  return <ArchivePage onGuestsRestored={handleGuestsRestored} />;
}
