// Shared by the demo provider's games: configuration, calls with the launch token, balance, messages to the site.
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('config').textContent);
  var t = config.texts;
  var statusEl = document.getElementById('status');
  var actionsEl = document.getElementById('actions');
  var balanceEl = document.getElementById('balance');

  function fmt(amount, currency) {
    var fixed = Math.abs(amount).toFixed(2).split('.');
    var whole = fixed[0].replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return (amount < 0 ? '-' : '') + whole + '.' + fixed[1] + (currency ? ' ' + currency : '');
  }
  function fmtMinor(minor) {
    return fmt(minor / 100, config.currency);
  }
  function text(template, values) {
    return String(template).replace(/\{(\w+)\}/g, function (_, k) {
      return values && values[k] !== undefined ? values[k] : '';
    });
  }
  /** Tells the page around the iframe (same origin only). */
  function notifyParent(type, data) {
    if (window.parent === window) return;
    var message = { source: 'casino-game', type: type, game: config.game.sysname, mode: config.mode };
    for (var k in data || {}) message[k] = data[k];
    window.parent.postMessage(message, window.location.origin);
  }
  function setBalance(money, notify) {
    config.balance = money;
    balanceEl.textContent = fmt(money.amount, money.currency);
    if (notify) notifyParent('balance', { balance: money });
  }
  function status(message, kind) {
    statusEl.textContent = message || '';
    statusEl.className = 'status' + (kind ? ' ' + kind : '');
  }
  function clearActions() {
    actionsEl.textContent = '';
  }
  function action(label, run) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'ghost';
    b.textContent = label;
    b.addEventListener('click', run);
    actionsEl.appendChild(b);
  }
  function roundId() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map
      .call(bytes, function (b) {
        return ('0' + b.toString(16)).slice(-2);
      })
      .join('');
  }
  function call(path, body) {
    return fetch('/platform/game/api/' + path, {
      method: body ? 'POST' : 'GET',
      headers: Object.assign({ Authorization: 'Bearer ' + config.token, Accept: 'application/json' }, body ? { 'Content-Type': 'application/json' } : {}),
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
    }).then(function (response) {
      return response
        .json()
        .catch(function () {
          return {};
        })
        .then(function (json) {
          if (!response.ok || json.error) {
            var error = new Error((json.error && json.error.message) || 'Request failed');
            error.type = json.error && json.error.type;
            throw error;
          }
          return json.data;
        });
    });
  }
  function refill() {
    call('demo/refill', {}).then(function (data) {
      setBalance(data.balance, true);
      clearActions();
      status('');
    }, showError);
  }
  /** Says what went wrong, with the way out when there is one (deposit, demo refill). */
  function showError(error) {
    clearActions();
    if (error && error.type === 'BillingTransactionDeclinedException') {
      status(t.insufficient, 'error');
      if (config.mode === 'real')
        action(t.deposit, function () {
          notifyParent('deposit');
        });
      else action(t.refill, refill);
    } else if (error && error.type === 'AuthorizationException') {
      status(t.expired, 'error');
    } else {
      status(t.error, 'error');
    }
  }
  /** A stake picker over the currency's steps (− / +). */
  function stakePicker(onChange) {
    var steps = config.stakes;
    var index = Math.max(
      0,
      steps.indexOf(
        steps.find(function (s) {
          return s >= 100;
        }) || steps[0],
      ),
    );
    var out = document.getElementById('stake');
    var less = document.getElementById('stake-less');
    var more = document.getElementById('stake-more');
    function render() {
      out.textContent = fmtMinor(steps[index]);
      less.disabled = index === 0;
      more.disabled = index === steps.length - 1;
      if (onChange) onChange(steps[index]);
    }
    less.addEventListener('click', function () {
      if (index > 0) {
        index--;
        render();
      }
    });
    more.addEventListener('click', function () {
      if (index < steps.length - 1) {
        index++;
        render();
      }
    });
    render();
    return {
      value: function () {
        return steps[index];
      },
    };
  }

  setBalance(config.balance, false);
  window.Game = {
    config: config,
    t: t,
    fmt: fmt,
    fmtMinor: fmtMinor,
    text: text,
    call: call,
    roundId: roundId,
    setBalance: setBalance,
    status: status,
    showError: showError,
    clearActions: clearActions,
    stakePicker: stakePicker,
    notifyParent: notifyParent,
  };
})();
