// The hint under the guest form's link name (docs/product.md#guest-form).
import { GUEST_FORM_LIMITS, slugField } from '#shared/schemas/guest-form.js';

/**
 * Under the link name: the address as it is, or as it will be once saved, tidied as the server
 * tidies it (" My-Show " is "my-show"); a name that breaks the rule shows none (its error says why).
 */
export function slugHint(typed: string, saved: string | null, origin: string): string {
  const parsed = slugField.safeParse(typed);
  if (!parsed.success) {
    return `The part of your form’s address after /apply/: ${GUEST_FORM_LIMITS.slugMin} to ${GUEST_FORM_LIMITS.slugMax} lower-case letters, digits or hyphens.`;
  }
  const address = `${origin}/apply/${parsed.data}`;
  return parsed.data === saved ? `Your form’s address: ${address}` : `Once saved: ${address}`;
}
