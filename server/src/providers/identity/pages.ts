/**
 * The demo identity provider's verification page (`/platform/kyc/sdk`), server-rendered in the
 * player's language and driven by one script of its own (`assets/kyc.js`, allowed by `script-src
 * 'self'`). The page is opened in the merchant's frame with the access token in its fragment (never
 * sent to a server or a log); the script calls the page's API with it and tells the merchant's page
 * `idCheck.onApplicantSubmitted` through `postMessage`, addressed to its own origin.
 */
import { escapeHtml } from '../games/pages';
import type { UploadRefusal } from './store';

export type KycLocale = 'uz' | 'ru';

export const localeOf = (value: unknown): KycLocale => (value === 'ru' ? 'ru' : 'uz');

export const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; form-action 'none'; frame-ancestors 'self'; base-uri 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
} as const;

export const TEXTS = {
  uz: {
    title: 'Shaxsni tasdiqlash',
    provider: 'Demo KYC — sinov tasdiqlash xizmati',
    lead: 'Hujjat turini tanlang va uning aniq rasmini yoki PDF faylini yuklang. Bu sinov xizmati: hujjatni operator koʻrib chiqadi.',
    loading: 'Yuklanmoqda…',
    docType: 'Hujjat turi',
    PASSPORT: 'Pasport',
    ID_CARD: 'ID-karta',
    DRIVERS: 'Haydovchilik guvohnomasi',
    file: 'Hujjat fayli',
    fileHint: 'JPEG, PNG, WebP yoki PDF, {{max}} MB gacha. ID-karta va guvohnomaning ikkala tomonini yuklang.',
    submit: 'Yuborish',
    sending: 'Yuborilmoqda…',
    chooseType: 'Hujjat turini tanlang.',
    chooseFile: 'Hujjat faylini tanlang.',
    pending: 'Hujjatlaringiz qabul qilindi va tekshirilmoqda. Natija haqida xabar beramiz.',
    approved: 'Shaxsingiz tasdiqlandi.',
    retry: 'Hujjat qabul qilinmadi. Boshqa rasm yuklab, qaytadan yuboring.',
    rejected: 'Tasdiqlash rad etildi. Yordam xizmatiga murojaat qiling.',
    expired: 'Sahifa muddati tugadi. Saytdagi sahifaga qayting va tasdiqlashni qaytadan boshlang.',
    uploaded: 'Yuklangan hujjatlar',
    errors: {
      empty: 'Fayl boʻsh.',
      too_large: 'Fayl juda katta: {{max}} MB gacha boʻlishi kerak.',
      type: 'Bu fayl turi qabul qilinmaydi: JPEG, PNG, WebP yoki PDF yuklang.',
      state: 'Hujjatlar allaqachon yuborilgan.',
      too_many: 'Hujjatlar juda koʻp. Yordam xizmatiga murojaat qiling.',
      no_documents: 'Avval hujjat yuklang.',
      doc_type: 'Hujjat turini tanlang.',
      token: 'Sahifa muddati tugadi. Saytdagi sahifaga qayting va qaytadan boshlang.',
      failed: 'Yuborib boʻlmadi. Qayta urinib koʻring.',
    },
  },
  ru: {
    title: 'Подтверждение личности',
    provider: 'Demo KYC — тестовый сервис проверки',
    lead: 'Выберите тип документа и загрузите его чёткое фото или PDF. Это тестовый сервис: документ рассмотрит оператор.',
    loading: 'Загрузка…',
    docType: 'Тип документа',
    PASSPORT: 'Паспорт',
    ID_CARD: 'ID-карта',
    DRIVERS: 'Водительское удостоверение',
    file: 'Файл документа',
    fileHint: 'JPEG, PNG, WebP или PDF, до {{max}} МБ. Для ID-карты и удостоверения загрузите обе стороны.',
    submit: 'Отправить',
    sending: 'Отправка…',
    chooseType: 'Выберите тип документа.',
    chooseFile: 'Выберите файл документа.',
    pending: 'Документы получены и проверяются. Мы сообщим о результате.',
    approved: 'Личность подтверждена.',
    retry: 'Документ не принят. Загрузите другое фото и отправьте снова.',
    rejected: 'В подтверждении отказано. Обратитесь в службу поддержки.',
    expired: 'Срок действия страницы истёк. Вернитесь на страницу сайта и начните проверку заново.',
    uploaded: 'Загруженные документы',
    errors: {
      empty: 'Файл пустой.',
      too_large: 'Файл слишком большой: допускается до {{max}} МБ.',
      type: 'Этот тип файла не принимается: загрузите JPEG, PNG, WebP или PDF.',
      state: 'Документы уже отправлены.',
      too_many: 'Слишком много документов. Обратитесь в службу поддержки.',
      no_documents: 'Сначала загрузите документ.',
      doc_type: 'Выберите тип документа.',
      token: 'Срок действия страницы истёк. Вернитесь на страницу сайта и начните заново.',
      failed: 'Не удалось отправить. Попробуйте ещё раз.',
    },
  },
} as const;

export type PageError = UploadRefusal | 'no_documents' | 'doc_type' | 'token' | 'failed';

const megabytes = (bytes: number) => String(Math.floor((bytes / (1024 * 1024)) * 10) / 10);

/** A refusal of the page's API in the player's language. */
export function errorText(locale: KycLocale, code: PageError, maxBytes: number): string {
  return TEXTS[locale].errors[code].replace('{{max}}', megabytes(maxBytes));
}

/** JSON inside a `<script type="application/json">`: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `body{font:16px 'Liberation Sans',system-ui,sans-serif;margin:0;padding:16px;background:#0f1420;color:#f2f4f8}
main{max-width:520px;margin:0 auto;background:#1a2133;border:1px solid #2e3852;border-radius:16px;padding:20px}
h1{font-size:1.25rem;margin:0 0 4px}.provider{color:#a9b3c9;font-size:.875rem;margin:0 0 12px}p{margin:8px 0}
fieldset{border:1px solid #2e3852;border-radius:10px;margin:12px 0;padding:8px 12px}legend{padding:0 4px}
.choice{display:flex;align-items:center;gap:8px;padding:6px 0}label{cursor:pointer}
.file{display:grid;gap:6px;margin:12px 0}.hint{color:#a9b3c9;font-size:.875rem;margin:0}
input[type=file]{color:#f2f4f8}button{display:block;width:100%;padding:12px;border-radius:10px;border:0;font:inherit;font-weight:bold;cursor:pointer;background:#f5b50a;color:#1a1300}
button[disabled]{opacity:.6;cursor:progress}.alert{color:#ffb4b4;background:#3a1d24;border-radius:8px;padding:8px 12px}
.alert:empty{display:none}.done{background:#1d3a2a;border-radius:8px;padding:12px}ul{margin:4px 0;padding-left:20px}
:focus-visible{outline:2px solid #7cc4ff;outline-offset:2px}[hidden]{display:none!important}`;

/** The verification page; every section but the loader starts hidden, the script shows the one that applies. */
export function verificationPage(locale: KycLocale, maxBytes: number): string {
  const t = TEXTS[locale];
  const types = (['PASSPORT', 'ID_CARD', 'DRIVERS'] as const)
    .map(
      (type, i) =>
        `<div class="choice"><input type="radio" id="type-${type}" name="type" value="${type}"${i === 0 ? ' checked' : ''}><label for="type-${type}">${escapeHtml(t[type])}</label></div>`,
    )
    .join('');
  const config = {
    locale,
    maxBytes,
    texts: {
      ...t.errors,
      chooseType: t.chooseType,
      chooseFile: t.chooseFile,
      too_large: errorText(locale, 'too_large', maxBytes),
      sending: t.sending,
      submit: t.submit,
    },
    types: { PASSPORT: t.PASSPORT, ID_CARD: t.ID_CARD, DRIVERS: t.DRIVERS },
  };
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head>
<body><main aria-labelledby="kyc-title"><h1 id="kyc-title">${escapeHtml(t.title)}</h1><p class="provider">${escapeHtml(t.provider)}</p>
<p id="loading" role="status">${escapeHtml(t.loading)}</p>
<form id="upload" hidden novalidate><p>${escapeHtml(t.lead)}</p><p id="retry-note" hidden>${escapeHtml(t.retry)}</p>
<fieldset><legend>${escapeHtml(t.docType)}</legend>${types}</fieldset>
<div class="file"><label for="file">${escapeHtml(t.file)}</label><input id="file" name="file" type="file" multiple accept="image/jpeg,image/png,image/webp,application/pdf" aria-describedby="file-hint">
<p id="file-hint" class="hint">${escapeHtml(t.fileHint.replace('{{max}}', megabytes(maxBytes)))}</p></div>
<p id="error" class="alert" role="alert"></p><button type="submit" id="send">${escapeHtml(t.submit)}</button></form>
<section id="pending" class="done" hidden role="status"><p>${escapeHtml(t.pending)}</p></section>
<section id="approved" class="done" hidden role="status"><p>${escapeHtml(t.approved)}</p></section>
<section id="rejected" hidden><p class="alert">${escapeHtml(t.rejected)}</p></section>
<section id="expired" hidden><p class="alert" role="alert">${escapeHtml(t.expired)}</p></section>
<section id="documents" hidden><h2 class="hint">${escapeHtml(t.uploaded)}</h2><ul id="document-list"></ul></section></main>
<script type="application/json" id="config">${scriptJson(config)}</script><script src="/platform/kyc/assets/kyc.js"></script></body></html>`;
}
