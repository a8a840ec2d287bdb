/**
 * The demo's stand-in for JivoChat's widget script (`<origin>/script/widget/<widget id>`), so a new
 * user sees the live chat work without an account at the vendor. It implements the part of Jivo's
 * JS API the shell's loader uses (`jivo_onLoadCallback`, `jivo_api.open/close/setContactInfo/
 * setCustomData/chatMode`, `jivo_onOpen`, `jivo_onClose`, `jivo_onMessageSent`,
 * `jivo_onMessageReceived`, `jivo_destroy`) and draws its launcher and window inside `<jdiv>`
 * elements, as Jivo does, so the shell hides and removes them the same way. An operator answers
 * each message with a fixed reply in the page's language, half a second after it arrives.
 */
export const CHAT_DEMO_TEXTS = {
  uz: {
    title: 'Onlayn chat',
    close: 'Chatni yopish',
    log: 'Chat xabarlari',
    input: 'Savolingizni yozing',
    send: 'Yuborish',
    you: 'Siz',
    operator: 'Operator',
    greeting: 'Assalomu alaykum! Savolingiz boʻlsa, yozing.',
    greetingNamed: 'Assalomu alaykum, {name}! Savolingiz boʻlsa, yozing.',
    reply: 'Rahmat, xabaringizni oldik. Operator bir daqiqada javob beradi.',
  },
  ru: {
    title: 'Онлайн-чат',
    close: 'Закрыть чат',
    log: 'Сообщения чата',
    input: 'Напишите вопрос',
    send: 'Отправить',
    you: 'Вы',
    operator: 'Оператор',
    greeting: 'Здравствуйте! Если есть вопрос, напишите.',
    greetingNamed: 'Здравствуйте, {name}! Если есть вопрос, напишите.',
    reply: 'Спасибо, мы получили ваше сообщение. Оператор ответит в течение минуты.',
  },
} as const;

/** How long the operator takes to answer, ms. */
export const CHAT_DEMO_REPLY_MS = 500;

const STYLE = `
jdiv.jivo-demo{all:initial}
jdiv.jivo-demo *{box-sizing:border-box;font:15px/1.4 system-ui,sans-serif}
jdiv.jivo-demo .jd-launcher{position:fixed;right:16px;bottom:16px;z-index:250;display:flex;align-items:center;gap:8px;min-height:48px;padding:0 18px;border:0;border-radius:24px;background:#1d4ed8;color:#fff;font-weight:600;cursor:pointer;box-shadow:0 4px 16px rgba(0,0,0,.3)}
jdiv.jivo-demo .jd-launcher[hidden]{display:none}
jdiv.jivo-demo .jd-launcher:focus-visible,jdiv.jivo-demo button:focus-visible,jdiv.jivo-demo textarea:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}
jdiv.jivo-demo .jd-panel{position:fixed;right:16px;bottom:16px;z-index:250;display:flex;flex-direction:column;width:min(360px,calc(100vw - 32px));height:min(480px,calc(100vh - 32px));border-radius:12px;background:#fff;color:#111827;box-shadow:0 8px 32px rgba(0,0,0,.35);overflow:hidden}
jdiv.jivo-demo .jd-panel[hidden]{display:none}
jdiv.jivo-demo .jd-head{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:10px 12px 10px 16px;background:#1d4ed8;color:#fff}
jdiv.jivo-demo .jd-title{font-weight:700;color:#fff}
jdiv.jivo-demo .jd-close{min-width:44px;min-height:44px;border:0;border-radius:8px;background:transparent;color:#fff;font-size:22px;cursor:pointer}
jdiv.jivo-demo .jd-log{flex:1;overflow-y:auto;padding:12px 16px;display:flex;flex-direction:column;gap:8px}
jdiv.jivo-demo .jd-msg{max-width:85%;padding:8px 12px;border-radius:10px;background:#f3f4f6;color:#111827;white-space:pre-wrap;overflow-wrap:anywhere}
jdiv.jivo-demo .jd-msg.jd-mine{align-self:flex-end;background:#dbeafe}
jdiv.jivo-demo .jd-from{display:block;font-size:12px;font-weight:700;color:#374151}
jdiv.jivo-demo .jd-form{display:flex;flex-direction:column;gap:6px;padding:10px 12px;border-top:1px solid #e5e7eb}
jdiv.jivo-demo .jd-label{font-size:13px;color:#374151}
jdiv.jivo-demo .jd-row{display:flex;gap:8px}
jdiv.jivo-demo textarea{flex:1;min-height:44px;max-height:120px;padding:8px 10px;border:1px solid #6b7280;border-radius:8px;resize:vertical;color:#111827;background:#fff}
jdiv.jivo-demo .jd-send{min-height:44px;padding:0 14px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600;cursor:pointer}
`;

export const JIVO_STAND_IN = `(function () {
  'use strict';
  var TEXTS = ${JSON.stringify(CHAT_DEMO_TEXTS)};
  var REPLY_MS = ${CHAT_DEMO_REPLY_MS};
  var STYLE = ${JSON.stringify(STYLE)};
  var doc = document;
  var contact = {};
  var timers = [];
  var greeted = false;

  function lang() { return /^ru/i.test(doc.documentElement.lang || '') ? 'ru' : 'uz'; }
  function t(key) { return TEXTS[lang()][key]; }
  function el(tag, attrs, text) {
    var node = doc.createElement(tag);
    for (var k in attrs) node.setAttribute(k, attrs[k]);
    if (text) node.textContent = text;
    return node;
  }
  function call(name, arg) {
    var fn = window[name];
    if (typeof fn === 'function') { try { fn(arg); } catch (e) { console.error(e); } }
  }

  var root = el('jdiv', { class: 'jivo-demo', 'data-chat-stand-in': 'jivoSite' });
  var style = el('style', {});
  style.textContent = STYLE;
  var launcher = el('button', { type: 'button', class: 'jd-launcher', 'aria-expanded': 'false', 'aria-controls': 'jivo-demo-panel' });
  var panel = el('jdiv', { id: 'jivo-demo-panel', class: 'jd-panel', role: 'dialog', 'aria-labelledby': 'jivo-demo-title' });
  panel.hidden = true;
  var head = el('jdiv', { class: 'jd-head' });
  var title = el('jdiv', { id: 'jivo-demo-title', class: 'jd-title' });
  var close = el('button', { type: 'button', class: 'jd-close' }, '\\u00d7');
  var log = el('jdiv', { role: 'log', class: 'jd-log', 'aria-live': 'polite' });
  var form = el('form', { class: 'jd-form' });
  var label = el('label', { for: 'jivo-demo-input', class: 'jd-label' });
  var row = el('jdiv', { class: 'jd-row' });
  var input = el('textarea', { id: 'jivo-demo-input', rows: '2', maxlength: '1000' });
  var send = el('button', { type: 'submit', class: 'jd-send' });
  head.append(title, close);
  row.append(input, send);
  form.append(label, row);
  panel.append(head, log, form);
  root.append(style, launcher, panel);

  // Labels follow the page's language (read when the window opens: a language switch keeps the widget).
  function label_() {
    launcher.textContent = t('title');
    title.textContent = t('title');
    close.setAttribute('aria-label', t('close'));
    log.setAttribute('aria-label', t('log'));
    label.textContent = t('input');
    send.textContent = t('send');
  }
  function add(mine, text) {
    var msg = el('jdiv', { class: mine ? 'jd-msg jd-mine' : 'jd-msg' });
    msg.append(el('jdiv', { class: 'jd-from' }, t(mine ? 'you' : 'operator') + ':'), doc.createTextNode(text));
    log.append(msg);
    log.scrollTop = log.scrollHeight;
  }
  function open() {
    label_();
    if (!greeted) {
      greeted = true;
      add(false, contact.name ? t('greetingNamed').replace('{name}', contact.name) : t('greeting'));
    }
    if (panel.hidden) {
      panel.hidden = false;
      launcher.hidden = true;
      launcher.setAttribute('aria-expanded', 'true');
      call('jivo_onOpen');
    }
    input.focus();
    return { result: 'ok' };
  }
  function hide() {
    if (!panel.hidden) {
      panel.hidden = true;
      launcher.hidden = false;
      launcher.setAttribute('aria-expanded', 'false');
      launcher.focus();
      call('jivo_onClose');
    }
    return { result: 'ok' };
  }

  launcher.addEventListener('click', open);
  close.addEventListener('click', hide);
  panel.addEventListener('keydown', function (e) { if (e.key === 'Escape') hide(); });
  input.addEventListener('keydown', function (e) {
    if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); form.requestSubmit(); }
  });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var text = input.value.trim();
    if (!text) return input.focus();
    input.value = '';
    add(true, text);
    call('jivo_onMessageSent', text);
    timers.push(setTimeout(function () {
      add(false, t('reply'));
      call('jivo_onMessageReceived', { message: t('reply') });
    }, REPLY_MS));
  });

  label_();
  doc.body.appendChild(root);

  window.jivo_api = {
    open: open,
    close: hide,
    chatMode: function () { return 'online'; },
    setContactInfo: function (info) {
      contact = Object.assign({}, contact, info || {});
      return { result: 'ok' };
    },
    setCustomData: function (fields) {
      contact.custom = Array.isArray(fields) ? fields.slice() : [];
      return { result: 'ok' };
    },
    getContactInfo: function () { return Object.assign({}, contact); },
  };
  window.jivo_destroy = function () {
    timers.forEach(clearTimeout);
    root.remove();
    delete window.jivo_api;
    delete window.jivo_destroy;
  };
  setTimeout(function () { call('jivo_onLoadCallback'); }, 0);
})();
`;
