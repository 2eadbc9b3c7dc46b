// Monaco as the labs load it: bundled once by scripts/prepare-assets.mjs into public/monaco/ (one scope-hoisted
// module, named by its contents, sent pre-compressed and kept for good), never by the app's bundler. The page's
// first script imports it on a lab's address (lib/client/labs/monaco/load-monaco.ts), so it downloads and
// evaluates while the app's own code is still on its way; through the app's bundler it arrived after the lab
// screen's code and took ~0.7 s to evaluate as ~1,000 separate modules.
//
// The editor API, the three lab languages (JavaScript with its IntelliSense; its language service loads only
// when a JavaScript model opens) and the features a learner's editor uses. Left out: the diff editor, inline
// completions and edits, code lens, colour picker, inlay hints, sticky scroll, the command palette and other
// quick-access pickers, go-to-symbol peeks, semantic tokens, links and the GPU renderer, and for a lab's short
// exercises folding, rename, smart select, drag-and-drop of text, transpose, word-part moves, line selection and
// the final-newline action — about 150 KB of gzip and their per-editor set-up (the bench's Monaco row: ~0.1 s).
import "monaco-editor/features/codicon/register";
import "monaco-editor/features/codeEditor/register";
import "monaco-editor/features/bracketMatching/register";
import "monaco-editor/features/clipboard/register";
import "monaco-editor/features/comment/register";
import "monaco-editor/features/contextmenu/register";
import "monaco-editor/features/cursorUndo/register";
import "monaco-editor/features/find/register";
import "monaco-editor/features/format/register";
import "monaco-editor/features/gotoError/register";
import "monaco-editor/features/hover/register";
import "monaco-editor/features/indentation/register";
import "monaco-editor/features/linesOperations/register";
import "monaco-editor/features/multicursor/register";
import "monaco-editor/features/parameterHints/register";
import "monaco-editor/features/readOnlyMessage/register";
import "monaco-editor/features/snippet/register";
import "monaco-editor/features/suggest/register";
// The suggestion widget itself: the suggest feature above registers only its inline-completions bridge, and
// Monaco's full feature set reaches the widget through inline completions, which the labs leave out.
import "monaco-editor/editor/contrib/suggest/browser/suggestController";
import "monaco-editor/features/toggleTabFocusMode/register";
import "monaco-editor/features/tokenization/register";
import "monaco-editor/features/unicodeHighlighter/register";
import "monaco-editor/features/wordHighlighter/register";
import "monaco-editor/features/wordOperations/register";
import "monaco-editor/languages/definitions/python/register";
import "monaco-editor/languages/definitions/java/register";
import "monaco-editor/languages/definitions/javascript/register";
import "monaco-editor/languages/features/typescript/register";

export * from "monaco-editor/editor/editor.api";
