// Which addresses show a code editor, apart from Monaco's own addresses (load-monaco.ts) so the Python worker's
// bundle, which reads start-up addresses, carries none of those.

/** The screens that show a code editor (contract §2's lab routes; paths match case-insensitively). */
export const EDITOR_ROUTE = /^#\/(LabCreator|Coder|Coder_2|Coder_3|JavaCoder)(?:[?/]|$)/i;
