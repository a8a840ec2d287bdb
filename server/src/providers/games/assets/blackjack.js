// Blackjack: deal, then hit, stand or double; the server keeps the round until it settles.
(function () {
  'use strict';
  var G = window.Game;
  var picker = G.stakePicker();
  var dealButton = document.getElementById('deal');
  var hit = document.getElementById('hit');
  var stand = document.getElementById('stand');
  var double = document.getElementById('double');
  var round = null; // the last answer of the round in play
  var busy = false;

  function show(answer) {
    var o = answer.outcome;
    window.Cards.render(document.getElementById('dealer-cards'), o.dealer);
    window.Cards.render(document.getElementById('player-cards'), o.player);
    document.getElementById('dealer-total').textContent = o.dealer_total === null ? '' : G.text(G.t.points, { n: o.dealer_total });
    document.getElementById('player-total').textContent = G.text(G.t.points, { n: o.player_total });
    var playing = !o.done;
    round = playing ? answer : null;
    dealButton.hidden = playing;
    hit.hidden = stand.hidden = !playing;
    double.hidden = !playing || !o.can_double;
    if (o.done) {
      var msg = G.t.blackjackResults[o.result];
      if (answer.win.amount > 0 && o.result !== 'push')
        G.status(msg + ' · ' + G.text(G.t.win, { amount: G.fmt(answer.win.amount, answer.win.currency) }), 'win');
      else G.status(msg);
    }
    G.setBalance(answer.balance, true);
    (playing ? hit : dealButton).focus();
  }
  function run(promise) {
    busy = true;
    return promise.then(show, G.showError).then(function () {
      busy = false;
    });
  }
  dealButton.addEventListener('click', function () {
    if (busy) return;
    G.clearActions();
    G.status('');
    run(G.call('blackjack/deal', { round_id: G.roundId(), bet: { stake: picker.value() } }));
  });
  function act(action) {
    return function () {
      if (busy || !round) return;
      run(G.call('blackjack/action', { round_id: round.round_id, action: action, step: round.outcome.step }));
    };
  }
  hit.addEventListener('click', act('hit'));
  stand.addEventListener('click', act('stand'));
  double.addEventListener('click', act('double'));

  // A reload continues the round in play; the table takes bets once it knows.
  G.call('blackjack/open').then(function (data) {
    dealButton.disabled = false;
    if (data.round) {
      show(data.round);
      G.status(G.t.resumed);
    }
  }, G.showError);
})();
