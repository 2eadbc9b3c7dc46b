/** Addresses whose screen runs Python, or leads to one that does (Lab Activities): the interpreter starts with them. */
export const PYTHON_ROUTE = /^#\/(LabActivities|Coder_2|Coder)(?:[?/]|$)/;
