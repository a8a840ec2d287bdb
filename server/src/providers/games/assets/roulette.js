// European roulette: chips on the board, one spin drawn by the server.
(function () {
  'use strict';
  var G = window.Game;
  var board = document.querySelector('.board');
  var wheel = document.getElementById('wheel');
  var number = document.getElementById('wheel-number');
  var spinButton = document.getElementById('spin');
  var picker = G.stakePicker();
  var bets = new Map(); // key → { kind, value, amount, el }
  var busy = false;

  function keyOf(el) {
    return el.getAttribute('data-kind') + ':' + (el.getAttribute('data-value') || '');
  }
  function label(el, amount) {
    var chip = el.querySelector('.chip');
    if (!amount) {
      if (chip) chip.remove();
      return;
    }
    if (!chip) {
      chip = document.createElement('span');
      chip.className = 'chip';
      chip.setAttribute('aria-hidden', 'true');
      el.appendChild(chip);
    }
    chip.textContent = (amount / 100).toFixed(amount % 100 ? 2 : 0);
    el.setAttribute('aria-label', el.firstChild.textContent + ' — ' + G.fmtMinor(amount));
  }
  board.addEventListener('click', function (event) {
    var el = event.target.closest('.spot');
    if (!el || busy) return;
    board.querySelectorAll('.won').forEach(function (s) {
      s.classList.remove('won');
    });
    var key = keyOf(el);
    var bet = bets.get(key) || {
      kind: el.getAttribute('data-kind'),
      value: el.hasAttribute('data-value') ? Number(el.getAttribute('data-value')) : undefined,
      amount: 0,
      el: el,
    };
    bet.amount += picker.value();
    bets.set(key, bet);
    label(el, bet.amount);
    G.status(G.fmtMinor(total()));
  });
  function total() {
    var n = 0;
    bets.forEach(function (b) {
      n += b.amount;
    });
    return n;
  }
  document.getElementById('clear').addEventListener('click', function () {
    if (busy) return;
    bets.forEach(function (b) {
      label(b.el, 0);
      b.el.removeAttribute('aria-label');
    });
    bets.clear();
    G.status('');
  });
  spinButton.addEventListener('click', function () {
    if (busy) return;
    if (!bets.size) {
      G.status(G.t.placeChips);
      return;
    }
    busy = true;
    spinButton.setAttribute('aria-disabled', 'true');
    G.clearActions();
    wheel.className = 'wheel spinning';
    var ticker = setInterval(function () {
      number.textContent = String(Math.floor(Math.random() * 37));
    }, 70);
    var list = [];
    bets.forEach(function (b) {
      list.push(b.value === undefined ? { kind: b.kind, amount: b.amount } : { kind: b.kind, value: b.value, amount: b.amount });
    });
    var entries = Array.from(bets.values());
    G.call('round', { round_id: G.roundId(), bet: { bets: list } }).then(
      function (result) {
        setTimeout(function () {
          clearInterval(ticker);
          number.textContent = String(result.outcome.number);
          wheel.className = 'wheel ' + result.outcome.color;
          result.outcome.returns.forEach(function (r, i) {
            if (r > 0) entries[i].el.classList.add('won');
          });
          var msg = G.text(G.t.result, { number: result.outcome.number });
          if (result.win.amount > 0) G.status(msg + ' · ' + G.text(G.t.win, { amount: G.fmt(result.win.amount, result.win.currency) }), 'win');
          else G.status(msg + ' · ' + G.t.noWin);
          G.setBalance(result.balance, true);
          done();
        }, 900);
      },
      function (error) {
        clearInterval(ticker);
        wheel.className = 'wheel';
        number.textContent = '–';
        done();
        G.showError(error);
      },
    );
  });
  function done() {
    busy = false;
    spinButton.removeAttribute('aria-disabled');
  }
})();
