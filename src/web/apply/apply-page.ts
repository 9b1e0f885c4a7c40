// The public guest form's only script (docs/product.md#guest-form): solves the server's ALTCHA
// proof of work with the browser's own crypto and puts the answer in the form's hidden `captcha`
// field, saying what it is doing in a live status line. No widget library and no app bundle, so the
// page stays a few KB of JavaScript (scripts/bench/bundles.mjs checks it).
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import { CAPTCHA_PASSED } from '#shared/apply-page.js';

const box = document.getElementById('captcha');
const status = document.getElementById('captcha-status');
const token = document.getElementById('captcha-token') as HTMLInputElement | null;
const form = box?.closest('form');

type State = 'verifying' | 'verified' | 'error';
const MESSAGES: Record<State, string> = {
  verifying: 'Checking that you are not a robot…',
  verified: CAPTCHA_PASSED,
  error: 'The spam check could not run. Please reload the page and try again.',
};

function show(state: State) {
  if (!box || !status) return;
  box.dataset.state = state;
  status.textContent = MESSAGES[state];
}

async function solve(): Promise<boolean> {
  show('verifying');
  try {
    const response = await fetch(box?.dataset.challenge ?? '/api/captcha/challenge', {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`challenge answered ${response.status}`);
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution || !token) throw new Error('no solution');
    token.value = btoa(JSON.stringify({ challenge, solution }));
    show('verified');
    return true;
  } catch {
    show('error');
    return false;
  }
}

if (box && form && token) {
  // The server kept an unspent solution (the page came back for a field to correct): no new check.
  let solving = token.value ? Promise.resolve(true) : solve();
  form.addEventListener('submit', (event) => {
    if (token.value) return;
    // Sent before the check finished: send once it has.
    event.preventDefault();
    void solving.then((solved) => {
      if (solved) form.requestSubmit();
      else solving = solve();
    });
  });
  // After a refused submission the server's message is announced and focused first.
  document.getElementById('form-alert')?.focus();
}
