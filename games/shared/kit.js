// games/shared/kit.js, the helpers the game pages share. Each page's script includes it whole inside its own
// function, so what a page does not call is never run.
var $ = function (id) { return document.getElementById(id); };

/** v trimmed when it is a non-empty text of at most max characters, else null. */
function text(v, max) { return typeof v === "string" && v.trim() && v.length <= max ? v.trim() : null; }

/**
 * The author's list d[key] of a studio template, checked again here: min to max items, each one what item() makes
 * of it (null refuses the whole list).
 */
function readList(d, template, key, min, max, item) {
  if (!d || typeof d !== "object" || d.template !== template || !Array.isArray(d[key])) return null;
  var list = d[key];
  if (list.length < min || list.length > max) return null;
  var out = [];
  for (var i = 0; i < list.length; i++) {
    var v = item(list[i]);
    if (!v) return null;
    out.push(v);
  }
  return out;
}

function shuffle(list) {
  var a = list.slice();
  for (var i = a.length - 1; i > 0; i--) { var j = Math.floor(Math.random() * (i + 1)); var t = a[i]; a[i] = a[j]; a[j] = t; }
  return a;
}

/** say(text, kind) for the line whose id and class are both id: its text, and kind ("good", "bad") as a class. */
function statusLine(id) {
  return function (t, kind) { var s = $(id); s.textContent = t; s.className = id + " " + (kind || ""); };
}

/** A finished round, told to the course player's game frame (components/course-player/game-frame.tsx). */
function reportScore(game, score, total) {
  try { parent.postMessage({ type: "learnhub:game-score", game: game, score: score, total: total }, "*"); } catch (e) { /* not framed */ }
}

/** The end of a round on a page with a #result box and a #status line: the box shown and focused, the score said and reported. */
function roundComplete(game, score, total) {
  $("result").hidden = false;
  $("result").focus();
  statusLine("status")("Round complete. Score: " + score + " of " + total + ".", "good");
  reportScore(game, score, total);
}

/**
 * A studio template's data comes from the course player that framed it, and from nowhere else: the page says
 * { type: "learnhub:game-ready" } to its parent and takes { type: "learnhub:game-data", data } from the parent window
 * only, until read(data) accepts one; then #waiting gives way to #game and play(what read made of it) starts.
 */
function dataFromParent(read, none, play) {
  var data = null;
  if (window.parent === window) { $("waiting").textContent = "Open this game from its lesson in the course player."; return; }
  window.addEventListener("message", function (e) {
    if (e.source !== window.parent || data) return;
    var m = e.data;
    if (!m || typeof m !== "object" || m.type !== "learnhub:game-data") return;
    data = read(m.data);
    if (!data) { $("waiting").textContent = none; return; }
    $("waiting").hidden = true;
    $("game").hidden = false;
    play(data);
  });
  parent.postMessage({ type: "learnhub:game-ready" }, "*");
}
