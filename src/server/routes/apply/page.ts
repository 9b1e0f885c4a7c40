// The public guest form's pages as plain HTML (docs/product.md#guest-form): no app bundle, one
// small script for the captcha, readable and fillable without JavaScript. Every piece of text that
// came from a host or an applicant goes through `escapeHtml`: nothing stored is ever markup.
import { CAPTCHA_PASSED } from '#shared/apply-page.js';
import type { CaptchaPublicConfig } from '#server/services/captcha.js';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f8f9fa;--card:#fff;--text:#212529;--muted:#495057;--line:#ced4da;--accent:#1864ab;--error:#c92a2a;--ok:#2b8a3e}
@media (prefers-color-scheme:dark){:root{--bg:#1a1b1e;--card:#25262b;--text:#f1f3f5;--muted:#c1c2c5;--line:#5c5f66;--accent:#74c0fc;--error:#ff8787;--ok:#8ce99a}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--text)}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:1.25rem}
.card>:last-child{margin-bottom:0}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}
.intro{white-space:pre-wrap;color:var(--muted);margin:0 0 1.25rem}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
.hint{font-weight:400;color:var(--muted)}
p.hint{margin:0 0 .35rem;font-size:.95rem}
input,textarea{width:100%;font:inherit;color:inherit;background:transparent;border:1px solid var(--line);border-radius:8px;padding:.6rem .7rem}
textarea{min-height:9rem;resize:vertical}
input:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
[aria-invalid=true]{border-color:var(--error)}
.error{color:var(--error);margin:.25rem 0 0;font-size:.95rem}
.alert{border:1px solid var(--error);color:var(--error);border-radius:8px;padding:.75rem;margin:0 0 1rem}
.alert ul{margin:.25rem 0 0;padding-left:1.25rem}
.alert a{color:inherit}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.captcha{border:1px dashed var(--line);border-radius:8px;padding:.75rem;margin:0 0 1rem}
.captcha p{margin:0}
.captcha[data-state=verified]{border-style:solid;border-color:var(--ok)}
button{font:inherit;font-weight:600;color:#fff;background:#1864ab;border:0;border-radius:8px;padding:.7rem 1.4rem;cursor:pointer;width:100%}
@media (min-width:36rem){button{width:auto}}
footer{color:var(--muted);font-size:.85rem;margin-top:1rem;text-align:center}
`;

/** The built files every page names: the app's icon, null without a build. */
export interface PageAssets {
  icon: string | null;
}

function layout(title: string, body: string, assets: PageAssets, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${assets.icon ? `<link rel="icon" type="image/svg+xml" href="${escapeHtml(assets.icon)}">` : ''}
<style>${STYLE}</style>
${head}</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface FormView extends PageAssets {
  slug: string;
  showName: string;
  intro: string;
  askPhone: boolean;
  askLinkedin: boolean;
  captcha: CaptchaPublicConfig;
  /** The page's script (the captcha), or null when the build has none (API tests). */
  scriptUrl: string | null;
}

export interface FormState {
  values: Record<string, string>;
  /** Field errors by field name. */
  errors: Record<string, string>;
  /** A message for the whole form (captcha, limits). */
  message?: string;
  /**
   * The spam check's solution the applicant sent, when the answer is refused before the check was
   * spent (a field to correct): the page keeps it, so correcting a field costs no second check.
   */
  captchaToken?: string;
}

interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'textarea';
  required?: boolean;
  autocomplete?: string;
  hint?: string;
  maxLength: number;
}

function field(spec: FieldSpec, state: FormState): string {
  const id = `f-${spec.name}`;
  const value = state.values[spec.name] ?? '';
  const error = state.errors[spec.name];
  const describedBy = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const attributes = [
    `id="${id}"`,
    `name="${spec.name}"`,
    `maxlength="${spec.maxLength}"`,
    spec.required ? 'required aria-required="true"' : '',
    spec.autocomplete ? `autocomplete="${spec.autocomplete}"` : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
    error ? 'aria-invalid="true"' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const control =
    spec.type === 'textarea'
      ? `<textarea ${attributes}>${escapeHtml(value)}</textarea>`
      : `<input type="${spec.type ?? 'text'}" ${attributes} value="${escapeHtml(value)}">`;
  const required = spec.required ? '' : ' <span class="hint">(optional)</span>';
  return `<div class="field">
<label for="${id}">${escapeHtml(spec.label)}${required}</label>
${spec.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(spec.hint)}</p>` : ''}${control}
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}</div>`;
}

export const FIELD_LABELS: Record<string, string> = {
  name: 'Your name',
  email: 'Email',
  pitch: 'What would you talk about?',
  title: 'Title',
  organization: 'Organization',
  phoneNumber: 'Phone',
  linkedinUrl: 'LinkedIn URL',
};

export function fieldSpecs(view: Pick<FormView, 'askPhone' | 'askLinkedin'>): FieldSpec[] {
  return [
    {
      name: 'name',
      label: FIELD_LABELS.name!,
      required: true,
      autocomplete: 'name',
      maxLength: 200,
    },
    {
      name: 'email',
      label: FIELD_LABELS.email!,
      type: 'email',
      required: true,
      autocomplete: 'email',
      maxLength: 254,
    },
    {
      name: 'pitch',
      label: FIELD_LABELS.pitch!,
      type: 'textarea',
      required: true,
      hint: 'A few sentences about you and the topics you would bring to the show.',
      maxLength: 5000,
    },
    {
      name: 'title',
      label: FIELD_LABELS.title!,
      autocomplete: 'organization-title',
      maxLength: 500,
    },
    {
      name: 'organization',
      label: FIELD_LABELS.organization!,
      autocomplete: 'organization',
      maxLength: 500,
    },
    ...(view.askPhone
      ? [
          {
            name: 'phoneNumber',
            label: FIELD_LABELS.phoneNumber!,
            type: 'tel' as const,
            autocomplete: 'tel',
            maxLength: 50,
          },
        ]
      : []),
    ...(view.askLinkedin
      ? [
          {
            name: 'linkedinUrl',
            label: FIELD_LABELS.linkedinUrl!,
            type: 'url' as const,
            autocomplete: 'url',
            maxLength: 2048,
          },
        ]
      : []),
  ];
}

/** The heading of a page or alert when an application could not be sent. */
export const NOT_SENT = 'Your application was not sent.';
/** The spam check's status line until its script runs. */
const SPAM_CHECK_WAITING = 'The spam check needs JavaScript: please turn it on to send the form.';
/** Why a form sent without the spam check's solution was refused. */
export const SPAM_CHECK_NOT_RUN = 'The spam check did not run: it needs JavaScript.';

function captchaBlock(view: FormView, state: FormState): string {
  const error = state.errors.captcha;
  if (view.captcha.provider === 'recaptcha') {
    return `<div class="field"><div class="g-recaptcha" data-sitekey="${escapeHtml(view.captcha.siteKey)}"></div>
${error ? `<p class="error" id="captcha-error">${escapeHtml(error)}</p>` : ''}</div>`;
  }
  // The script fills the hidden field with an ALTCHA proof of work and keeps the status current;
  // a solution the server kept (an answer refused before the check was spent) is used as it is.
  const kept = state.captchaToken ?? '';
  return `<div class="captcha" id="captcha" data-challenge="/api/captcha/challenge"${kept ? ' data-state="verified"' : ''}>
<p id="captcha-status" role="status">${kept ? CAPTCHA_PASSED : SPAM_CHECK_WAITING}</p>
<input type="hidden" name="captcha" id="captcha-token" value="${escapeHtml(kept)}">
${error ? `<p class="error" id="captcha-error">${escapeHtml(error)}</p>` : ''}</div>`;
}

export function renderFormPage(view: FormView, state: FormState): string {
  const specs = fieldSpecs(view);
  const errorList = specs
    .filter((spec) => state.errors[spec.name])
    .map((spec) => `<li><a href="#f-${spec.name}">${escapeHtml(state.errors[spec.name]!)}</a></li>`)
    .concat(state.errors.captcha ? [`<li>${escapeHtml(state.errors.captcha)}</li>`] : []);
  const alert =
    state.message || errorList.length > 0
      ? `<div class="alert" role="alert" id="form-alert" tabindex="-1"><strong>${escapeHtml(
          state.message ?? 'Please correct the highlighted fields.',
        )}</strong>${errorList.length > 0 ? `<ul>${errorList.join('')}</ul>` : ''}</div>`
      : '';
  const title = `Be a guest on ${view.showName}`;
  const head = [
    view.scriptUrl ? `<script type="module" src="${escapeHtml(view.scriptUrl)}"></script>` : '',
    view.captcha.provider === 'recaptcha'
      ? '<script src="https://www.google.com/recaptcha/api.js" async defer></script>'
      : '',
  ].join('\n');
  const body = `<div class="card">
<h1>${escapeHtml(title)}</h1>
${view.intro ? `<p class="intro">${escapeHtml(view.intro)}</p>` : ''}
${alert}
<form method="post" action="/apply/${escapeHtml(view.slug)}" novalidate>
${specs.map((spec) => field(spec, state)).join('\n')}
<div class="trap" aria-hidden="true">
<label for="f-website">Leave this field empty</label>
<input type="text" id="f-website" name="website" tabindex="-1" autocomplete="off" value="">
</div>
${captchaBlock(view, state)}
<button type="submit">Send my application</button>
</form>
</div>
<footer>Your details go to the show's host only.</footer>`;
  return layout(title, body, view, head);
}

export function renderThanksPage(showName: string, assets: PageAssets): string {
  const title = 'Thank you for applying';
  return layout(
    title,
    `<div class="card">
<h1>${escapeHtml(title)}</h1>
<p>The host of ${escapeHtml(showName)} has your application and will get in touch if it is a fit.</p>
</div>`,
    assets,
  );
}

/** A page that only says something: a heading and one paragraph. */
export function renderNoticePage(title: string, message: string, assets: PageAssets): string {
  return layout(
    title,
    `<div class="card">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
</div>`,
    assets,
  );
}

export function renderNotFoundPage(assets: PageAssets): string {
  return renderNoticePage(
    'This form is not available',
    'The link may be mistyped, or the host is not taking applications right now.',
    assets,
  );
}
