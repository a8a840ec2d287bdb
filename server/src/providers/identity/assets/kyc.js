// The demo identity provider's verification page: reads the access token from the address's
// fragment (and removes it), shows the applicant's state, uploads the chosen files one by one,
// submits them for review and tells the page around it (same origin only).
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('config').textContent);
  var t = config.texts;
  var token = window.location.hash.slice(1);
  if (token) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  var sections = ['loading', 'upload', 'pending', 'approved', 'rejected', 'expired'];
  var $ = function (id) {
    return document.getElementById(id);
  };
  var form = $('upload');
  var error = $('error');
  var send = $('send');
  var ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

  function show(id) {
    sections.forEach(function (s) {
      $(s).hidden = s !== id;
    });
  }

  function tell(type, detail) {
    if (window.parent === window) return;
    var message = { source: 'demo-kyc', type: type };
    for (var k in detail) message[k] = detail[k];
    window.parent.postMessage(message, window.location.origin);
  }

  function call(method, path, body, headers) {
    var init = { method: method, headers: { Authorization: 'Bearer ' + token, Accept: 'application/json' }, credentials: 'omit', cache: 'no-store' };
    for (var k in headers || {}) init.headers[k] = headers[k];
    if (body !== undefined) init.body = body;
    return fetch(path + (path.indexOf('?') < 0 ? '?' : '&') + 'lang=' + config.locale, init).then(function (response) {
      return response.json().then(
        function (json) {
          if (!response.ok) {
            var failure = new Error((json.error && json.error.message) || t.failed);
            failure.code = json.error && json.error.code;
            throw failure;
          }
          return json.data;
        },
        function () {
          var failure = new Error(response.status === 413 ? t.too_large : t.failed);
          failure.code = response.status === 413 ? 'too_large' : 'failed';
          throw failure;
        },
      );
    });
  }

  function listDocuments(documents) {
    var list = $('document-list');
    list.textContent = '';
    (documents || []).forEach(function (d) {
      var item = document.createElement('li');
      item.textContent = (config.types[d.type] || d.type) + (d.name ? ' — ' + d.name : '');
      list.appendChild(item);
    });
    $('documents').hidden = !documents || documents.length === 0;
  }

  function render(applicant) {
    listDocuments(applicant.documents);
    if (applicant.status === 'init' || applicant.status === 'retry') {
      $('retry-note').hidden = applicant.status !== 'retry';
      show('upload');
    } else show(applicant.status);
  }

  function expired() {
    show('expired');
    tell('idCheck.onError', { code: 'token_expired' });
  }

  function fail(failure) {
    if (failure.code === 'token') return expired();
    error.textContent = failure.message || t.failed;
  }

  function busy(on) {
    send.disabled = on;
    send.textContent = on ? t.sending : t.submit;
    form.setAttribute('aria-busy', on ? 'true' : 'false');
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    error.textContent = '';
    var chosen = form.querySelector('input[name="type"]:checked');
    var files = Array.prototype.slice.call($('file').files || []);
    if (!chosen) return void (error.textContent = t.chooseType);
    if (!files.length) {
      error.textContent = t.chooseFile;
      return void $('file').focus();
    }
    for (var i = 0; i < files.length; i++) {
      if (files[i].size > config.maxBytes) return void (error.textContent = t.too_large);
      if (files[i].type && ACCEPTED.indexOf(files[i].type) < 0) return void (error.textContent = t.type);
    }
    busy(true);
    var chain = Promise.resolve();
    files.forEach(function (file) {
      chain = chain.then(function () {
        return call('POST', '/platform/kyc/api/documents?type=' + encodeURIComponent(chosen.value), file, {
          'Content-Type': 'application/octet-stream',
          'X-File-Name': encodeURIComponent(file.name.slice(0, 120)),
        });
      });
    });
    chain
      .then(function () {
        return call('POST', '/platform/kyc/api/submit');
      })
      .then(function (applicant) {
        render(applicant);
        tell('idCheck.onApplicantSubmitted', { applicantId: applicant.applicantId });
      })
      .catch(fail)
      .then(function () {
        busy(false);
      });
  });

  if (!token) return expired();
  call('GET', '/platform/kyc/api/applicant').then(render, function (failure) {
    if (failure.code === 'token') return expired();
    show('upload');
    fail(failure);
  });
})();
