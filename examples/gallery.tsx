/**
 * The UI kit gallery: every component in every state, in the language of `?lang=` and the theme
 * of `?theme=` (default | mybiz). Rendered into a shadow root that adopts the kit's styles, like
 * every screen of the package. Built to /dist/examples/gallery.js; examples/gallery.html loads it.
 */
import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
// The element shares the toast store of this bundle: toasts raised below appear in <mkt-toast>.
import '../elements/mkt-toast.ts';
import { toast } from '../src/stores/toast.ts';
import { alert, confirm } from '../src/stores/dialog.ts';
import { loadTranslation } from '../src/i18n/index.ts';
import { LANGUAGES } from '../src/i18n/languages.ts';
import {
  adoptUiStyles,
  Button,
  Checkbox,
  DatePicker,
  Dialog,
  DialogHost,
  Icon,
  ICON_NAMES,
  Input,
  Loading,
  OtpInput,
  PasswordInput,
  Popover,
  Select,
  Tabs,
  Tooltip,
  TranslationProvider,
  UiRoot,
  useTranslation,
  type ButtonColor,
  type ButtonFill,
  type ButtonSize,
  type OtpInputHandle,
  type UiTheme,
} from '../src/ui/index.ts';
import { Markup } from '../src/ui/Markup/Markup.tsx';

/** Layout of the gallery page itself (the components bring their own styles). */
export const GALLERY_CSS = /* css */ `
.gallery { max-inline-size: 960px; margin-inline: auto; padding: var(--mkt-space-5); }
.gallery h1 { font-size: 24px; margin: 0 0 var(--mkt-space-3); }
.gallery h2 { font-size: var(--mkt-font-size-title); margin: var(--mkt-space-6) 0 var(--mkt-space-3); }
.gallery h3 { font-size: var(--mkt-font-size-large); margin: var(--mkt-space-4) 0 var(--mkt-space-2); }
.gallery__row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--mkt-space-3); }
.gallery__grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: var(--mkt-space-4); }
.gallery__nav { display: flex; list-style: none; flex-wrap: wrap; gap: var(--mkt-space-2); padding: 0; margin: 0; }
.gallery__nav a { display: inline-flex; align-items: center; min-block-size: 32px; padding-inline: var(--mkt-space-2); }
.gallery__nav a[aria-current='page'] { font-weight: 700; }
.gallery__loading-box { position: relative; block-size: 120px; border: 1px dashed var(--mkt-color-border); border-radius: var(--mkt-radius); padding: var(--mkt-space-3); }
.gallery__icon { display: inline-flex; flex-direction: column; align-items: center; gap: var(--mkt-space-1); min-inline-size: 88px; font-size: var(--mkt-font-size-small); }
.gallery__hostile { padding: var(--mkt-space-3); border: 1px solid var(--mkt-color-border); border-radius: var(--mkt-radius); }
`;

let gallerySheet: CSSStyleSheet | undefined;
/** Adopts the kit's shared sheet and the gallery layout sheet (CSP-safe: no inline <style>). */
export function adoptGalleryStyles(root: ShadowRoot): void {
  adoptUiStyles(root);
  if (!gallerySheet) {
    gallerySheet = new CSSStyleSheet();
    gallerySheet.replaceSync(GALLERY_CSS);
  }
  if (!root.adoptedStyleSheets.includes(gallerySheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, gallerySheet];
}

/** Server-style texts with hostile markup: the Markup component must render them harmless. */
const HOSTILE_MARKUP = [
  'Scan with the <b>mobile app</b>, then tap <span class="highlight-red">Confirm</span>.',
  '<script>window.__pwned = 1</script>Script tag',
  '<img src="x" onerror="window.__pwned = 1">Image with onerror',
  '<a href="javascript:window.__pwned = 1">javascript: link</a>',
  '<svg onload="window.__pwned = 1"><circle r="5"></circle></svg>SVG',
  '<style>* { display: none }</style>Style tag',
  '<iframe src="https://example.invalid/"></iframe>Iframe',
];

const COLORS: ButtonColor[] = ['primary', 'secondary'];
const FILLS: ButtonFill[] = ['solid', 'outline', 'text'];
const SIZES: ButtonSize[] = ['small', 'medium', 'large'];

function LanguageSwitcher({ theme }: { theme: UiTheme }) {
  const { lang } = useTranslation();
  return (
    <nav aria-label="Language and theme">
      <ul className="gallery__nav">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a href={`?lang=${code}&theme=${theme}`} aria-current={code === lang ? 'page' : undefined} lang={code}>
              {code}
            </a>
          </li>
        ))}
        <li>
          <a href={`?lang=${lang}&theme=${theme === 'mybiz' ? 'default' : 'mybiz'}`}>theme: {theme === 'mybiz' ? 'default' : 'mybiz'}</a>
        </li>
      </ul>
    </nav>
  );
}

function Buttons() {
  const [busy, setBusy] = useState(false);
  return (
    <section aria-labelledby="gallery-buttons">
      <h2 id="gallery-buttons">Button</h2>
      {COLORS.map((color) =>
        FILLS.map((fill) => (
          <div className="gallery__row" key={`${color}-${fill}`} style={{ marginBlockEnd: 8 }}>
            {SIZES.map((size) => (
              <Button key={size} color={color} fill={fill} size={size}>
                {`${color} ${fill} ${size}`}
              </Button>
            ))}
          </div>
        )),
      )}
      <div className="gallery__row">
        <Button disabled>disabled</Button>
        <Button busy>busy</Button>
        <Button
          busy={busy}
          onClick={() => {
            setBusy(true);
            return new Promise<void>((resolve) =>
              setTimeout(() => {
                setBusy(false);
                resolve();
              }, 1500),
            );
          }}
        >
          click: busy for a while
        </Button>
        <Button block>block</Button>
      </div>
    </section>
  );
}

function Dialogs({ theme }: { theme: UiTheme }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  return (
    <section aria-labelledby="gallery-dialogs">
      <h2 id="gallery-dialogs">Dialog</h2>
      <div className="gallery__row">
        <Button onClick={() => alert({ title: (tr) => tr.retryLaterTitle, theme })}>alert()</Button>
        <Button
          color="secondary"
          onClick={async () => setAnswer(String(await confirm({ title: 'confirm()', desc: t.requiredFields, theme, maskClosable: true })))}
        >
          confirm()
        </Button>
        <Button fill="outline" onClick={() => setOpen(true)}>
          Dialog with content
        </Button>
        <output aria-live="polite">{answer ? `confirm() → ${answer}` : ''}</output>
      </div>
      <Dialog
        open={open}
        theme={theme}
        title={t.loginTitle}
        desc={t.requiredFields}
        closable
        maskClosable
        closeOnAction
        onClose={() => setOpen(false)}
      >
        <Input label={t.emailLabel} type="email" autoComplete="email" />
      </Dialog>
    </section>
  );
}

function Toasts() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="gallery-toasts">
      <h2 id="gallery-toasts">Toast</h2>
      <div className="gallery__row">
        <Button onClick={() => toast(t.networkError)}>toast()</Button>
        <Button color="secondary" onClick={() => toast(t.networkErrorRetryLater, { duration: 6000 })}>
          toast() 6 s
        </Button>
      </div>
    </section>
  );
}

function Popups() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="gallery-popups">
      <h2 id="gallery-popups">Tooltip / Popover</h2>
      <div className="gallery__row">
        <Tooltip content={t.qrLoginHint}>
          <Button fill="outline" aria-label="QR">
            <Icon name="computer" />
          </Button>
        </Tooltip>
        <Popover content={t.passwordComposition}>
          <Button fill="outline">click</Button>
        </Popover>
        <Popover content={t.passwordLength} trigger="contextmenu">
          <Button fill="outline">right-click</Button>
        </Popover>
        <Popover content={t.passwordSymbols} trigger={['hover', 'focus']} placement="end">
          <Button fill="outline">hover / focus</Button>
        </Popover>
      </div>
    </section>
  );
}

function LoadingDemo({ theme }: { theme: UiTheme }) {
  const [visible, setVisible] = useState(true);
  return (
    <section aria-labelledby="gallery-loading">
      <h2 id="gallery-loading">Loading</h2>
      <Button fill="outline" onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
        Loading overlay
      </Button>
      <div className="gallery__loading-box">
        <p>Content under the overlay</p>
        <Loading visible={visible} theme={theme} />
      </div>
    </section>
  );
}

function Inputs() {
  const { t } = useTranslation();
  const otp = useRef<OtpInputHandle>(null);
  const [completed, setCompleted] = useState('');
  return (
    <section aria-labelledby="gallery-inputs">
      <h2 id="gallery-inputs">Input</h2>
      <div className="gallery__grid">
        <Input label={t.emailLabel} type="email" autoComplete="email" placeholder={t.emailPlaceholder} />
        <Input label={t.emailLabel} type="email" defaultValue="not-an-email" error={t.requiredField} />
        <Input label={t.phoneLabel} prefix={t.phonePrefix('65')} digitsOnly autoComplete="tel-national" maxLength={10} showCount />
        <Input label={t.phoneLabel} prefix={t.phonePrefix('92')} digitsOnly defaultValue="12" error={t.invalidPhone} />
        <PasswordInput label={t.passwordLabel} />
        <PasswordInput label={t.passwordLabel} defaultValue="short" error={t.passwordLength} autoComplete="new-password" />
        <Input label={t.nicknameLabel} disabled defaultValue="disabled" />
        <Input label={t.nicknameLabel} readOnly defaultValue="read-only" />
      </div>
      <h3>OtpInput</h3>
      <OtpInput ref={otp} onComplete={setCompleted} />
      <div className="gallery__row">
        <Button size="small" fill="outline" onClick={() => otp.current?.reset()}>
          reset()
        </Button>
        <output aria-live="polite">{completed ? `onComplete(${completed})` : ''}</output>
      </div>
      <OtpInput length={4} error={t.requiredField} />
    </section>
  );
}

function Choices() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  const [gender, setGender] = useState('');
  const [birthday, setBirthday] = useState('');
  const genders = [
    { value: 'male', label: t.genderMale },
    { value: 'female', label: t.genderFemale },
  ];
  return (
    <section aria-labelledby="gallery-choices">
      <h2 id="gallery-choices">Tabs / Checkbox / Select / DatePicker</h2>
      <Tabs
        label={t.loginTitle}
        tabs={[
          { id: 'password', label: t.loginTabPassword, content: <p>{t.passwordLabel}</p> },
          { id: 'otp', label: t.loginTabOtp, content: <p>{t.verificationCodeLabel}</p> },
        ]}
      />
      <Checkbox checked={accepted} onCheckedChange={setAccepted}>
        {t.termsAgreement(
          <a key="terms" href="/terms-of-use/">
            {t.termsOfUse}
          </a>,
          <a key="privacy" href="/privacy-policy/">
            {t.privacyPolicy}
          </a>,
        )}
      </Checkbox>
      <Checkbox error={t.agreeTerms}>
        {t.termsAgreement(
          <a key="terms" href="/terms-of-use/">
            {t.termsOfUse}
          </a>,
          <a key="privacy" href="/privacy-policy/">
            {t.privacyPolicy}
          </a>,
        )}
      </Checkbox>
      <div className="gallery__grid">
        <Select label={t.genderLabel} options={genders} value={gender} onChange={setGender} />
        <Select label={t.genderLabel} options={genders} error={t.requiredField} />
      </div>
      <DatePicker label={t.birthdayLabel} range="birthday" value={birthday} onChange={setBirthday} />
      <DatePicker label="DatePicker (default range)" defaultValue="2024-02-29" />
    </section>
  );
}

function Icons() {
  return (
    <section aria-labelledby="gallery-icons">
      <h2 id="gallery-icons">Icon</h2>
      <div className="gallery__row">
        {ICON_NAMES.map((name) => (
          <span className="gallery__icon" key={name}>
            <Icon name={name} size={28} label={name} />
            <span aria-hidden="true">{name}</span>
          </span>
        ))}
      </div>
    </section>
  );
}

function HostileMarkup() {
  return (
    <section aria-labelledby="gallery-markup">
      <h2 id="gallery-markup">Markup (hostile input)</h2>
      <ul className="gallery__hostile">
        {HOSTILE_MARKUP.map((html) => (
          <li key={html}>
            <Markup html={html} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface GalleryProps {
  lang?: string;
  theme?: UiTheme;
}

/** Every component in every state; exported so a test can render it and run axe-core. */
export function Gallery({ lang = 'en', theme = 'default' }: GalleryProps) {
  return (
    <TranslationProvider lang={lang}>
      <UiRoot theme={theme} className="gallery">
        <main>
          <h1>UI kit gallery</h1>
          <LanguageSwitcher theme={theme} />
          <Buttons />
          <Dialogs theme={theme} />
          <Toasts />
          <Popups />
          <LoadingDemo theme={theme} />
          <Inputs />
          <Choices />
          <Icons />
          <HostileMarkup />
        </main>
        <DialogHost />
      </UiRoot>
    </TranslationProvider>
  );
}

/** Mounts the gallery into #gallery-host with the page's ?lang= and ?theme=. */
function mount(): void {
  const host = document.getElementById('gallery-host');
  if (!host || host.shadowRoot) return;
  const params = new URLSearchParams(location.search);
  const lang = params.get('lang') ?? 'en';
  const theme: UiTheme = params.get('theme') === 'mybiz' ? 'mybiz' : 'default';
  document.documentElement.lang = lang;
  const root = host.attachShadow({ mode: 'open' });
  adoptGalleryStyles(root);
  // Every component of the kit shows here at once: the whole language first (English comes in
  // two parts on a page, the popup's first open needing only the first, issue 17).
  void loadTranslation(lang)
    .catch(() => undefined)
    .then(() => createRoot(root).render(<Gallery lang={lang} theme={theme} />));
}

mount();
