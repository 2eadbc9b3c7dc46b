// games/shared/numbers.js, random numbers and the grade for the maths games.
var rnd = function (a, b) { return a + Math.floor(Math.random() * (b - a + 1)); };
var pick = function (list) { return list[Math.floor(Math.random() * list.length)]; };
var gcd = function (a, b) { a = Math.abs(a); b = Math.abs(b); while (b) { var t = b; b = a % b; a = t; } return a || 1; };

/** The grade the page's address asks for (?level=6 to 12), or fallback. */
function gradeLevel(fallback) {
  return Math.min(12, Math.max(6, parseInt(new URLSearchParams(location.search).get("level") || String(fallback), 10) || fallback));
}
