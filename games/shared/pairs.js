// games/shared/pairs.js, the cards of a matching board: two columns of buttons, chosen one from each column.

function setPressed(b, on) { if (b) b.setAttribute("aria-pressed", on ? "true" : "false"); }

/** A card in its list item: its column (side) is its class and its data-<key>, index its pair; a click chooses it. */
function pairButton(key, side, index, label, choose) {
  var li = document.createElement("li");
  var b = document.createElement("button");
  b.type = "button";
  b.className = "item " + side;
  b.textContent = label;
  b.setAttribute("aria-pressed", "false");
  b.dataset[key] = side;
  b.dataset.index = String(index);
  b.addEventListener("click", function () { choose(b); });
  li.appendChild(b);
  return li;
}

/** A pair found: both cards out of play, and named so for screen readers. */
function markMatched(a, b) {
  [a, b].forEach(function (x) { x.classList.add("matched"); x.setAttribute("aria-disabled", "true"); x.setAttribute("aria-label", x.textContent + " (matched)"); });
}

/** Not a pair: both cards shake for 600 ms (the class taken off and put back so that a second miss shakes again). */
function markWrong(a, b) {
  [a, b].forEach(function (x) { x.classList.remove("wrong"); void x.offsetWidth; x.classList.add("wrong"); });
  setTimeout(function () { a.classList.remove("wrong"); b.classList.remove("wrong"); }, 600);
}

/** After a match: the next open card of the first column (selector), else its first open one, else the button fallback. */
function focusNextOpen(from, selector, fallback) {
  var open = Array.prototype.filter.call(document.querySelectorAll(selector), function (b) { return !b.classList.contains("matched"); });
  var after = open.filter(function (b) { return from.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING; });
  (after[0] || open[0] || $(fallback)).focus();
}
