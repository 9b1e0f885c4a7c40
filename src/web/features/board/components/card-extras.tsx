// A slot on every guest card for what other features add (such as the "quiet for N days" badge,
// docs/product.md#sms-notifications): the app layer provides a render function through this
// context, so the board imports no other feature and a card without extras draws nothing more.
import { createContext, useContext, type ReactNode } from 'react';
import type { GuestDto } from '#shared/schemas/guests.js';

export const CardExtrasContext = createContext<((guest: GuestDto) => ReactNode) | null>(null);

export function CardExtras({ guest }: { guest: GuestDto }) {
  const render = useContext(CardExtrasContext);
  return render ? render(guest) : null;
}
