// The card's "New" badge (docs/product.md#guest-form): the guest came through the public guest
// form and nobody has opened it yet. A plain element styled by the board's CSS (a board draws
// thousands of cards).
import classes from './board.module.css';

export function NewApplicationBadge() {
  return (
    <span className={classes.newBadge} title="New application from the guest form">
      New
    </span>
  );
}
