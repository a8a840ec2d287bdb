// Baccarat: chips on player, banker or tie; one coup dealt by the server.
(function () {
  'use strict';
  var G = window.Game;
  var board = document.querySelector('.baccarat-board');
  var dealButton = document.getElementById('deal');
  var picker = G.stakePicker();
  var bets = {}; // side → amount
  var busy = false;
  // The buttons are disabled in the markup until this script listens to them.
  board.querySelectorAll('[data-side]').forEach(function (b) {
    b.disabled = false;
  });
  dealButton.disabled = false;

  function label(el) {
    var side = el.getAttribute('data-side');
    var name = el.getAttribute('data-name') || el.textContent;
    el.setAttribute('data-name', name);
    el.textContent = bets[side] ? name + ' — ' + G.fmtMinor(bets[side]) : name;
  }
  function total() {
    var n = 0;
    for (var k in bets) n += bets[k];
    return n;
  }
  board.addEventListener('click', function (event) {
    var el = event.target.closest('[data-side]');
    if (!el || busy) return;
    board.querySelectorAll('.won').forEach(function (s) {
      s.classList.remove('won');
    });
    var side = el.getAttribute('data-side');
    bets[side] = (bets[side] || 0) + picker.value();
    label(el);
    G.status(G.fmtMinor(total()));
  });
  document.getElementById('clear').addEventListener('click', function () {
    if (busy) return;
    bets = {};
    board.querySelectorAll('[data-side]').forEach(label);
    G.status('');
  });
  dealButton.addEventListener('click', function () {
    if (busy) return;
    var list = [];
    for (var side in bets) list.push({ side: side, amount: bets[side] });
    if (!list.length) {
      G.status(G.t.placeChips);
      return;
    }
    busy = true;
    G.clearActions();
    G.call('round', { round_id: G.roundId(), bet: { bets: list } }).then(
      function (result) {
        var o = result.outcome;
        window.Cards.render(document.getElementById('player-cards'), o.player);
        window.Cards.render(document.getElementById('banker-cards'), o.banker);
        document.getElementById('player-total').textContent = G.text(G.t.points, { n: o.player_total });
        document.getElementById('banker-total').textContent = G.text(G.t.points, { n: o.banker_total });
        var won = board.querySelector('[data-side="' + o.winner + '"]');
        if (won) won.classList.add('won');
        var msg = G.t.baccaratWinners[o.winner];
        if (result.win.amount > 0) G.status(msg + ' · ' + G.text(G.t.win, { amount: G.fmt(result.win.amount, result.win.currency) }), 'win');
        else G.status(msg + ' · ' + G.t.noWin);
        G.setBalance(result.balance, true);
        busy = false;
      },
      function (error) {
        busy = false;
        G.showError(error);
      },
    );
  });
})();
