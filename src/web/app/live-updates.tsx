// The live stream for the signed-in app (docs/product.md#live-updates): opened once while someone
// is signed in, so moving between pages keeps it; a card a teammate moved glides to its column.
import { placeGuestAnimated } from '../features/board/live-move';
import { useLiveUpdates } from '../features/live/use-live-updates';

export function LiveUpdates() {
  useLiveUpdates({ placeGuest: placeGuestAnimated });
  return null;
}
