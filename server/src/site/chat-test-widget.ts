import type { FastifyInstance } from 'fastify';

/**
 * A stand-in chat widget for development and the end-to-end suite, which never reach a chat
 * vendor's host. Pointed at by a provider's `scriptUrl`, it behaves like the vendor's script as
 * far as the site can tell:
 * - `?global=LiveChatWidget` creates that API object (an existing object, such as the config
 *   Comm100API starts as, keeps its fields); every method call is recorded in
 *   `window.__chatWidget.calls` as `[path, args]`;
 * - `?badge=chat-widget-container` adds the floating launcher with that id (`&tag=jdiv` for another
 *   element name);
 * - `?callback=jivo_onLoadCallback` calls that global function when ready (`LiveTex.onLiveTexReady`
 *   style paths work too).
 * Served outside production only.
 */
export const CHAT_TEST_WIDGET = `(function () {
  'use strict';
  var src = document.currentScript && document.currentScript.src;
  var query = new URL(src || location.href).searchParams;
  var state = (window.__chatWidget = window.__chatWidget || { calls: [], loads: 0 });
  state.loads += 1;
  // Members of the function itself, not API calls ('call' stays an API name: LiveChatWidget.call).
  var FUNCTION_KEYS = ['bind', 'apply', 'name', 'length', 'toString', 'constructor', 'prototype'];
  function record(path, args) { state.calls.push([path, Array.prototype.slice.call(args)]); }
  function recorder(path, base) {
    var target = function () { record(path, arguments); };
    return new Proxy(target, {
      get: function (t, key) {
        if (typeof key === 'symbol' || key === 'then') return undefined;
        if (FUNCTION_KEYS.indexOf(key) !== -1) return Reflect.get(t, key);
        if (base && key in base) return base[key];
        return recorder(path ? path + '.' + key : key, null);
      },
      set: function (t, key, value) { if (base) base[key] = value; else t[key] = value; return true; },
      apply: function (t, self, args) { record(path, args); return undefined; },
    });
  }
  var name = query.get('global');
  if (name && /^[A-Za-z_$][\\w$]*$/.test(name)) {
    var existing = window[name];
    window[name] = recorder(name, existing && typeof existing === 'object' ? existing : null);
  }
  var badge = query.get('badge');
  if (badge && /^[\\w-]{1,64}$/.test(badge) && !document.getElementById(badge)) {
    var tag = /^[a-z][a-z-]{0,20}$/.test(query.get('tag') || '') ? query.get('tag') : 'div';
    var el = document.createElement(tag);
    el.id = badge;
    el.setAttribute('data-test-chat-badge', '');
    el.setAttribute('role', 'button');
    el.setAttribute('aria-label', 'Chat');
    el.textContent = 'Chat';
    el.style.cssText = 'position:fixed;right:16px;bottom:16px;padding:12px 16px;border-radius:24px;background:#2f6fed;color:#fff;z-index:1000;';
    document.body.appendChild(el);
  }
  var callback = query.get('callback');
  if (callback && /^[A-Za-z_$][\\w$.]*$/.test(callback)) {
    var fn = callback.split('.').reduce(function (o, k) { return o == null ? o : o[k]; }, window);
    if (typeof fn === 'function') setTimeout(fn, 0);
  }
})();
`;

export function registerChatTestWidget(app: FastifyInstance): void {
  app.get('/dev/chat-widget.js', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').type('text/javascript; charset=utf-8').send(CHAT_TEST_WIDGET),
  );
}
